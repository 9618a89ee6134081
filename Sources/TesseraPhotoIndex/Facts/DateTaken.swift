/// When a photo or video was taken, as its file records it.
///
/// The two cases keep what the file says and nothing more, so that a change of the process's time zone
/// never needs the index to be rebuilt: the timeline turns either into local wall-clock time "as
/// recorded" when it groups (see ``Timeline``).
public enum DateTaken: Hashable, Sendable {
    /// A wall-clock time without a zone, as EXIF writes `DateTimeOriginal`: `localSeconds` counts from
    /// 1970-01-01 00:00:00 *on that clock*. `utcOffset` is `OffsetTimeOriginal` in seconds east of UTC
    /// when the file has it, kept for display only.
    case wallClock(localSeconds: Int64, utcOffset: Int32?)
    /// A moment, as a video's QuickTime `creation_time` gives it: seconds since the Unix epoch (UTC), and
    /// the offset the camera recorded beside it (`com.apple.quicktime.creationdate`), if any.
    case instant(utcSeconds: Int64, utcOffset: Int32?)

    /// The offset east of UTC recorded with the date, in seconds, or `nil` when the file gives none.
    public var utcOffset: Int32? {
        switch self {
        case .wallClock(_, let offset), .instant(_, let offset): offset
        }
    }
}
