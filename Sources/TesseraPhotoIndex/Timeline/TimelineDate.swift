import TesseraPhotoLibrary

/// Where a photo sits on the timeline: its local wall-clock time "as recorded", and where that came from.
///
/// EXIF dates are taken as written (their offset kept for display only); a video's date by its own
/// recorded offset, else converted from UTC with the time zone; a modification time converted with the
/// time zone. So a photo and a video taken the same evening land on the same local day whatever the zone
/// Tessera runs in, as long as the camera recorded where it was.
public struct TimelineDate: Hashable, Sendable {
    /// Where the date came from.
    public enum Source: Hashable, Sendable {
        /// The file's own date taken (EXIF, a video's creation time).
        case dateTaken
        /// The file's modification time: it records no date taken.
        case modificationTime
    }

    /// Seconds since 1970-01-01 00:00:00 on the local wall clock.
    public let localSeconds: Int64
    /// The offset east of UTC the date was recorded with or converted by, in seconds, when known.
    public let utcOffset: Int32?
    /// Where the date came from.
    public let source: Source

    /// A date at `localSeconds` on the wall clock.
    public init(localSeconds: Int64, utcOffset: Int32?, source: Source) {
        self.localSeconds = localSeconds
        self.utcOffset = utcOffset
        self.source = source
    }

    /// The timeline date of a file taken at `dateTaken` (if it records one) and last modified at
    /// `modified`, in `zone`.
    public init(dateTaken: DateTaken?, modified: FileTime, zone: LocalTimeZone) {
        switch dateTaken {
        case .wallClock(let local, let offset):
            self.init(localSeconds: local, utcOffset: offset, source: .dateTaken)
        case .instant(let utc, let recorded?):
            self.init(localSeconds: utc + Int64(recorded), utcOffset: recorded, source: .dateTaken)
        case .instant(let utc, nil):
            let offset = zone.offset(atUTC: utc)
            self.init(localSeconds: utc + Int64(offset), utcOffset: offset, source: .dateTaken)
        case nil:
            let offset = zone.offset(atUTC: modified.seconds)
            self.init(
                localSeconds: modified.seconds + Int64(offset), utcOffset: offset, source: .modificationTime)
        }
    }

    /// The local day.
    public var day: CivilDate { CivilDate(localSeconds: localSeconds) }
}
