/// A moment as the file system records it: seconds and nanoseconds since the Unix epoch (UTC).
///
/// Taken from `st_mtim`, so two files written within the same second still order correctly.
public struct FileTime: Hashable, Comparable, Sendable {
    /// Whole seconds since Jan 1, 1970 00:00 UTC (negative: before it).
    public let seconds: Int64
    /// The fraction of the second, 0 ..< 1,000,000,000.
    public let nanoseconds: Int32

    /// The moment `seconds` plus `nanoseconds` after the epoch.
    public init(seconds: Int64, nanoseconds: Int32 = 0) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}
