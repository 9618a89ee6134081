#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal questions before the session starts (which graphics it has, how big its cells are)
/// and reads the answers within a bounded time, so a terminal that never answers cannot stall the start.
public enum TerminalQuery {
    /// Writes `query` to `output`, then reads from `input` until `terminator` has been read or
    /// `timeoutMilliseconds` have passed in all, and returns what was read.
    ///
    /// While it waits, a terminal `input` is put in raw mode (no echo, no line buffering), so the answers
    /// are neither shown nor held back; its modes are restored before returning. Anything else typed in
    /// that time is read too (the reply parser skips it).
    public static func ask(
        _ query: [UInt8], endingWith terminator: [UInt8], timeoutMilliseconds: Int = 300,
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) -> [UInt8] {
        var saved = termios()
        let isTerminal = tcgetattr(input, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            _ = tcsetattr(input, TCSANOW, &raw)
        }
        defer { if isTerminal { _ = tcsetattr(input, TCSANOW, &saved) } }
        guard writeAll(query, to: output) else { return [] }
        return readAnswers(from: input, endingWith: terminator, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Reads until `terminator` is among the bytes read, the input ends, or the time is up.
    private static func readAnswers(
        from input: Int32, endingWith terminator: [UInt8], timeoutMilliseconds: Int
    ) -> [UInt8] {
        var answers: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = monotonicMilliseconds() + timeoutMilliseconds
        while true {
            let left = deadline - monotonicMilliseconds()
            guard left > 0 else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            // Only where the new bytes could complete the terminator.
            let searchFrom = max(answers.count - terminator.count + 1, 0)
            answers += buffer[..<count]
            if !terminator.isEmpty, answers[searchFrom...].contains(terminator) { break }
        }
        return answers
    }

    /// Writes all of `bytes`, retrying short writes; `false` on an error.
    private static func writeAll(_ bytes: [UInt8], to output: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// A monotonic clock in milliseconds.
    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    /// The terminal's size in cells and, where the terminal reports it, in pixels (`TIOCGWINSZ`); `nil`
    /// when `descriptor` is not a terminal.
    public static func windowSize(of descriptor: Int32 = STDOUT_FILENO) -> (
        columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int
    )? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row), Int(size.ws_xpixel), Int(size.ws_ypixel))
    }
}
