#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment on the monotonic clock after which work on one file stops, readable from a C callback.
struct MonotonicDeadline {
    /// The moment, in nanoseconds of `CLOCK_MONOTONIC`.
    let nanoseconds: UInt64

    /// The deadline `seconds` from now.
    init(secondsFromNow seconds: Double) {
        nanoseconds = Self.now() + UInt64(max(seconds, 0) * 1e9)
    }

    /// Whether the deadline has passed.
    var hasPassed: Bool { Self.now() >= nanoseconds }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
