#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment on the monotonic clock after which work on one file stops, readable from a C callback.
struct MonotonicDeadline {
    /// The moment, in nanoseconds of `CLOCK_MONOTONIC`.
    let nanoseconds: UInt64
    /// How long the work was given, in seconds.
    let seconds: Double

    /// The deadline `seconds` from now.
    init(secondsFromNow seconds: Double) {
        self.seconds = max(seconds, 0)
        nanoseconds = Self.now() + UInt64(self.seconds * 1e9)
    }

    /// The error for work that did not finish in time: "gave up after 10 s".
    var timedOut: ImageError {
        ImageError(
            reason: "gave up after \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s")
    }

    /// Whether the deadline has passed.
    var hasPassed: Bool { Self.now() >= nanoseconds }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
