/// What a video file says about itself: how long it plays and when it was recorded.
public struct VideoInfo: Hashable, Sendable {
    /// The duration in seconds, when the container states one.
    public var duration: Double?
    /// When it was recorded: QuickTime's `com.apple.quicktime.creationdate` (with its offset) when
    /// present, else the container's `creation_time` (UTC).
    public var creationDate: RecordedDate?

    /// Creates video info.
    public init(duration: Double?, creationDate: RecordedDate?) {
        self.duration = duration
        self.creationDate = creationDate
    }

    /// The duration badge drawn on a video's tile, e.g. `▶ 1:05`; `▶` alone when the duration is unknown.
    public var badge: String {
        duration.map { "▶ " + Self.clockText(seconds: $0) } ?? "▶"
    }

    /// A duration as a clock shows it, whole seconds rounded down: `0:07`, `1:04` (for 64.9 s),
    /// `1:02:03` past an hour. Negative or not-a-number durations read as `0:00`.
    public static func clockText(seconds: Double) -> String {
        let whole = seconds.isFinite && seconds > 0 ? Int(min(seconds, 1e12).rounded(.down)) : 0
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let paddedSeconds = secs < 10 ? "0\(secs)" : "\(secs)"
        guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
        let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
        return "\(hours):\(paddedMinutes):\(paddedSeconds)"
    }
}
