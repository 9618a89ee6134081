import TesseraPhotoLibrary

/// One photo or video on the timeline, with what grouping needs to know about it.
public struct TimelineItem: Hashable, Sendable {
    /// The file.
    public let photo: Photo
    /// Photo or video, for the section header's counts.
    public let kind: MediaKind
    /// Where it sits on the timeline.
    public let date: TimelineDate

    /// An item for `photo`.
    public init(photo: Photo, kind: MediaKind, date: TimelineDate) {
        self.photo = photo
        self.kind = kind
        self.date = date
    }

    /// The item for `photo` given its indexed `facts` (`nil` while not yet indexed: a photo placed by its
    /// modification time), in `zone`.
    public init(photo: Photo, facts: PhotoFacts?, zone: LocalTimeZone = .process) {
        self.init(
            photo: photo, kind: facts?.kind ?? MediaKind(guessingFromExtensionOf: photo.path),
            date: TimelineDate(dateTaken: facts?.dateTaken, modified: photo.modified, zone: zone))
    }

    /// Whether `lhs` comes before `rhs` on the timeline: newer first, then by path, so the order never
    /// depends on how the photos were listed.
    static func displayOrder(_ lhs: TimelineItem, _ rhs: TimelineItem) -> Bool {
        if lhs.date.localSeconds != rhs.date.localSeconds {
            return lhs.date.localSeconds > rhs.date.localSeconds
        }
        return lhs.photo.path.string < rhs.photo.path.string
    }
}
