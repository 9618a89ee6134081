#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wakes the run loop from another thread while it waits for input, so work finished in the background
/// (a decoded thumbnail) reaches the screen without polling.
///
/// It is the write end of a non-blocking pipe whose read end ``TerminalSession/readEvent(timeoutMilliseconds:)``
/// waits on together with the keyboard. Wake-ups coalesce: however many arrive before the loop looks,
/// it returns once.
///
/// The one piece of a ``TerminalSession`` that leaves the main actor: a `Sendable` value, nonisolated, that
/// any thread may keep and call (it only writes a byte to a descriptor).
public struct WakeUpSignal: Sendable {
    let descriptor: Int32

    /// Wakes the run loop. Safe from any thread, never blocks (a full pipe already holds a wake-up).
    public func wake() {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }
}

/// The pipe behind ``WakeUpSignal``: both ends non-blocking and closed on `exec`.
struct WakeUpPipe {
    /// Where the run loop waits.
    let readEnd: Int32
    /// Where ``WakeUpSignal`` writes.
    let writeEnd: Int32

    /// A new pipe, or `nil` when the process is out of descriptors.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Empties the pipe, so the next wait blocks until the next wake-up.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// Closes both ends.
    func closeEnds() {
        _ = close(readEnd)
        _ = close(writeEnd)
    }
}
