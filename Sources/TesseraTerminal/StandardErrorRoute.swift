import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps what C libraries print to standard error off the full-screen display.
///
/// libjxl, dav1d and libgav1 print their complaints about a broken file to file descriptor 2, with no API
/// to stop them; when that is the terminal, the text lands in the middle of the picture and stays there
/// until the next full repaint. While curses mode is on, descriptor 2 is therefore the write end of a pipe
/// that one thread drains, keeping the last 4 KiB; every way curses mode ends (``TerminalRestorer``:
/// `stop()`, `exit()`, a signal, a crash) puts the original standard error back with `dup2` first, which is
/// async-signal-safe, so a crash report printed afterwards reaches the restored screen. A crash handler
/// also replays the end of what was caught (``replayFatalReport()``): the Swift runtime prints its
/// `Fatal error: …` and a stack trace before it traps, while the pipe is still in place.
///
/// Nothing changes when standard error is not a terminal (`2>log`): what the libraries print goes where the
/// person sent it. Like ``TerminalRestorer``, this stays nonisolated: signal handlers read its statics.
enum StandardErrorRoute {
    /// A duplicate of the original standard error, made on the first route; -1 before.
    private static let original = Atomic<Int32>(-1)
    /// The pipe's ends, made with ``original``; they stay open for the life of the process.
    private static let readEnd = Atomic<Int32>(-1)
    private static let writeEnd = Atomic<Int32>(-1)
    /// Whether descriptor 2 is the pipe now. Whoever changes it from `true` to `false` restores it.
    private static let isRouted = Atomic<Bool>(false)
    /// How many bytes the drain thread has read in all.
    private static let bytesCaught = Atomic<Int>(0)
    private static let ringSize = 4096
    /// The last ``ringSize`` bytes read, byte `n` of the stream at `n % ringSize`. Allocated before any
    /// handler can run (``prepare()``).
    nonisolated(unsafe) private static let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: ringSize)

    /// Whether descriptor 2 is routed into the pipe now.
    static var isActive: Bool { isRouted.load(ordering: .sequentiallyConsistent) }

    /// Initialises the statics, so that signal handlers never run a lazy initialiser.
    static func prepare() {
        _ = ring
        _ = isRouted.load(ordering: .relaxed)
        _ = original.load(ordering: .relaxed)
        _ = readEnd.load(ordering: .relaxed)
        _ = writeEnd.load(ordering: .relaxed)
        _ = bytesCaught.load(ordering: .relaxed)
    }

    /// Routes descriptor 2 into the pipe when it is a terminal (or always, with `evenIfNotATerminal`, for
    /// tests); makes the pipe and starts its thread the first time. Does nothing when already routed or
    /// out of descriptors.
    static func begin(evenIfNotATerminal: Bool = false) {
        guard !isActive, evenIfNotATerminal || isatty(STDERR_FILENO) == 1 else { return }
        guard original.load(ordering: .sequentiallyConsistent) >= 0 || makePipe() else { return }
        guard dup2(writeEnd.load(ordering: .sequentiallyConsistent), STDERR_FILENO) >= 0 else { return }
        isRouted.store(true, ordering: .sequentiallyConsistent)
    }

    /// Puts the original standard error back if the pipe is in place. Async-signal-safe.
    static func restore() {
        guard isRouted.exchange(false, ordering: .sequentiallyConsistent) else { return }
        _ = dup2(original.load(ordering: .sequentiallyConsistent), STDERR_FILENO)
    }

    /// The last whole or partial line caught, without its line break; nil when nothing was.
    static var lastLine: String? {
        let line = lastLineRange()
        guard line.count > 0 else { return nil }
        let bytes = (line.start..<(line.start + line.count)).map { ring[$0 % ringSize] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the end of what was caught to descriptor 2 (restored by then), after giving the drain thread
    /// up to 50 ms to read what is still in the pipe: from the last line with the runtime's `Fatal error`
    /// (its message and the stack trace after it) when the ring holds one, else the last line. For crash
    /// handlers: async-signal-safe.
    static func replayFatalReport() {
        let readEnd = readEnd.load(ordering: .sequentiallyConsistent)
        guard readEnd >= 0 else { return }
        var waiting = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
        for _ in 0..<10 where poll(&waiting, 1, 0) > 0 { nanosleep(&pause, nil) }
        nanosleep(&pause, nil)  // the thread may hold bytes it has read but not yet counted
        let last = lastLineRange()
        let start = lastFatalErrorLineStart() ?? last.start
        let count = last.start + last.count - start
        guard count > 0 else { return }
        let first = start % ringSize
        let head = min(count, ringSize - first)
        _ = write(STDERR_FILENO, ring + first, head)
        if head < count { _ = write(STDERR_FILENO, ring, count - head) }
        var newline = UInt8(ascii: "\n")
        _ = write(STDERR_FILENO, &newline, 1)
    }

    /// Where the last line containing `Fatal error` starts in the stream, if the ring holds one.
    private static func lastFatalErrorLineStart() -> Int? {
        let end = bytesCaught.load(ordering: .sequentiallyConsistent)
        let oldest = max(0, end - ringSize)
        let marker: StaticString = "Fatal error"
        let length = marker.utf8CodeUnitCount
        var start = end - length
        while start >= oldest {
            var matches = true
            for index in 0..<length where ring[(start + index) % ringSize] != marker.utf8Start[index] {
                matches = false
                break
            }
            if matches {
                while start > oldest, ring[(start - 1) % ringSize] != UInt8(ascii: "\n") { start -= 1 }
                return start
            }
            start -= 1
        }
        return nil
    }

    /// Where the last line lies in the stream (start and length, a trailing line break left out), found in
    /// the ring without allocating.
    private static func lastLineRange() -> (start: Int, count: Int) {
        var end = bytesCaught.load(ordering: .sequentiallyConsistent)
        let oldest = max(0, end - ringSize)
        let newline = UInt8(ascii: "\n")
        while end > oldest, ring[(end - 1) % ringSize] == newline { end -= 1 }
        var start = end
        while start > oldest, ring[(start - 1) % ringSize] != newline { start -= 1 }
        return (start, end - start)
    }

    /// Saves the original standard error, makes the pipe (both ends closed on `exec`: a program started
    /// later inherits descriptor 2 as it is then) and starts the thread that drains it.
    private static func makePipe() -> Bool {
        var ends: [Int32] = [-1, -1]
        let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0 else { return false }
        guard pipe(&ends) == 0 else {
            close(saved)
            return false
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd.store(ends[0], ordering: .sequentiallyConsistent)
        writeEnd.store(ends[1], ordering: .sequentiallyConsistent)
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in StandardErrorRoute.drain() }, nil) == 0 else {
            ends.forEach { close($0) }
            close(saved)
            return false
        }
        pthread_detach(thread)
        original.store(saved, ordering: .sequentiallyConsistent)
        return true
    }

    /// The drain thread: reads the pipe into the ring for as long as the process lives.
    private static func drain() -> UnsafeMutableRawPointer? {
        let descriptor = readEnd.load(ordering: .sequentiallyConsistent)
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            let caught = bytesCaught.load(ordering: .sequentiallyConsistent)
            for index in 0..<count { ring[(caught + index) % ringSize] = buffer[index] }
            bytesCaught.store(caught + count, ordering: .sequentiallyConsistent)
        }
    }
}
