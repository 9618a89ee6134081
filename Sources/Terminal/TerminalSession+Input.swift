import CNcurses
import Canvas

extension TerminalSession {
    /// Waits for the next key, mouse action or resize.
    ///
    /// With `nil` it blocks without using the processor until something happens. Otherwise it returns `nil`
    /// when nothing happened within the time-out (0 polls). Input the app does not use (unknown keys) is
    /// skipped. A resize also schedules a full repaint on the next ``present(_:)``. After ``stop()`` it returns `nil` at once.
    public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        guard !isStopped else { return nil }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max($0, 0))) }
        while true {
            var remaining: Int32 = -1
            if let deadline {
                let left = clock.now.duration(to: deadline).components
                let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
                remaining = Int32(clamping: max(milliseconds, 0))
            }
            wtimeout(window, remaining)
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == ERR {
                // The time-out, or a signal interrupted the wait (such as the wake-up after Ctrl-Z and `fg`).
                if let deadline, clock.now >= deadline { return nil }
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
