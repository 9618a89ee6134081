import CNcurses
import Canvas

extension TerminalSession {
    /// How many reads in a row may fail while waiting for one event before input counts as ended.
    static let failedReadsMeaningInputEnded = 100

    /// Waits for the next key, mouse action or resize.
    ///
    /// With `nil` it blocks without using the processor until something happens. Otherwise it returns `nil`
    /// when nothing happened within the time-out (0 polls). Input the app does not use (unknown keys) is
    /// skipped. A resize also schedules a full repaint on the next ``present(_:)``. After ``stop()`` it
    /// returns `nil` at once.
    ///
    /// If input ends for good (the terminal went away but `SIGHUP` was ignored), the process ends by
    /// `SIGHUP`, as on a hang-up, instead of spinning.
    public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        guard !isStopped else { return nil }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max($0, 0))) }
        var failedReads = 0
        while true {
            var remaining: Int32 = -1
            if let deadline {
                let left = clock.now.duration(to: deadline).components
                let milliseconds =
                    left.seconds * 1000 + (left.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                remaining = Int32(clamping: max(milliseconds, 0))
            }
            wtimeout(window, remaining)
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == ERR {
                if let deadline, clock.now >= deadline { return nil }
                // Early: a signal interrupted the wait (such as the wake-up after Ctrl-Z and `fg`), ncurses
                // dropped a mouse report nobody asked for, or input has ended, which fails at once, forever.
                failedReads += 1
                if failedReads >= Self.failedReadsMeaningInputEnded { TerminalRestorer.hangUp() }
                continue
            }
            var mouse: RawMouseEvent?
            if status == KEY_CODE_YES, value == KEY_MOUSE {
                var event = MEVENT()
                if getmouse(&event) == OK {
                    mouse = RawMouseEvent(column: Int(event.x), row: Int(event.y), buttons: event.bstate)
                }
            }
            if let event = InputDecoder.decode(status: status, value: value, size: size, mouse: mouse) {
                if case .resize = event { forceFullRedraw() }
                return event
            }
        }
    }
}
