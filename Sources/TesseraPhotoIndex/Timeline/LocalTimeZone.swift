#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a moment into the local wall clock: the offset from UTC in force at a moment.
public enum LocalTimeZone: Hashable, Sendable {
    /// The process's time zone (`TZ`, else the system's), through `localtime_r`, daylight saving included.
    case process
    /// A fixed offset east of UTC, in seconds.
    case fixed(Int32)

    /// The offset east of UTC, in seconds, in force at `utcSeconds` (0 where the C library cannot say).
    public func offset(atUTC utcSeconds: Int64) -> Int32 {
        switch self {
        case .fixed(let offset):
            return offset
        case .process:
            var time = time_t(clamping: utcSeconds)
            var parts = tm()
            guard localtime_r(&time, &parts) != nil else { return 0 }
            return Int32(clamping: parts.tm_gmtoff)
        }
    }
}
