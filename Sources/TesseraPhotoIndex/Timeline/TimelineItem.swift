import SystemPackage
import TesseraPhotoLibrary

/// One photo or video on the timeline, with what grouping needs to know about it.
public struct TimelineItem: Hashable, Sendable {
    /// The file.
    public let photo: Photo
    /// Photo or video, for the section header's counts.
    public let kind: MediaKind
    /// Where it sits on the timeline.
    public let date: TimelineDate
    /// Its upright size in pixels, for the shape of its frame; `nil` while not indexed or unknown.
    public let pixelSize: PixelSize?

    /// An item for `photo`, of `pixelSize` when known.
    public init(photo: Photo, kind: MediaKind, date: TimelineDate, pixelSize: PixelSize? = nil) {
        self.photo = photo
        self.kind = kind
        self.date = date
        self.pixelSize = pixelSize
    }

    /// The item for `photo` given its indexed `facts` (`nil` while not yet indexed: a photo placed by its
    /// modification time), in `zone`.
    public init(photo: Photo, facts: PhotoFacts?, zone: LocalTimeZone = .process) {
        self.init(
            photo: photo, kind: facts?.kind ?? MediaKind(guessingFromExtensionOf: photo.path),
            date: TimelineDate(dateTaken: facts?.dateTaken, modified: photo.modified, zone: zone),
            pixelSize: facts?.pixelSize)
    }

    /// `items` in display order: newer first, then by path, so the order never depends on how the photos
    /// were listed.
    ///
    /// Sorts small keys (the date and the item's position) rather than the items themselves, and compares
    /// paths only between items of the same second.
    static func sortedForDisplay(_ items: [TimelineItem]) -> [TimelineItem] {
        displayOrder(
            count: items.count, seconds: { items[$0].date.localSeconds }, path: { items[$0].photo.path }
        )
        .map { items[$0] }
    }

    /// The display order of `count` items, the `i`-th at `seconds(i)` (local) with the file `path(i)`:
    /// their offsets, newer first, then by path. What ``sortedForDisplay(_:)`` sorts by, for callers that
    /// make each item once, in that order.
    static func displayOrder(count: Int, seconds: (Int) -> Int64, path: (Int) -> FilePath) -> [Int] {
        var order = (0..<count).map { (seconds: seconds($0), index: $0) }
        order.sort { lhs, rhs in
            if lhs.seconds != rhs.seconds { return lhs.seconds > rhs.seconds }
            return path(lhs.index).string < path(rhs.index).string
        }
        return order.map(\.index)
    }
}
