import CNcurses
import TesseraCanvas

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// How many times in a row the keyboard may look readable without yielding an event before input
    /// counts as ended.
    static let failedReadsMeaningInputEnded = 100

    /// Waits for the next key, mouse action or resize, or for a ``wakeUpSignal``, or for the
    /// ``watchedDescriptor`` to become readable.
    ///
    /// With `nil` it blocks without using the processor until something happens. Otherwise it returns `nil`
    /// when nothing happened within the time-out (0 polls). It also returns `nil` when another thread
    /// called ``WakeUpSignal/wake()``: the caller draws a frame either way. Input the app does not use
    /// (unknown keys) is skipped. A resize also schedules a full repaint on the next ``present(_:)``.
    /// After ``stop()`` it returns `nil` at once.
    ///
    /// ncurses decodes the keys; the wait itself is one `poll` on the keyboard and the wake-up pipe, so
    /// finished background work wakes the loop as promptly as a key press.
    ///
    /// If input ends for good (the terminal went away but `SIGHUP` was ignored), the process ends by
    /// `SIGHUP`, as on a hang-up, instead of spinning.
    public func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        guard !isStopped else { return nil }
        if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max($0, 0))) }
        var failedReads = 0
        var keyboardLookedReadable = false
        while true {
            // First whatever ncurses can hand over without waiting: keys it has buffered, bytes waiting on
            // the keyboard, or the resize its SIGWINCH handler noted.
            if let result = readWithoutWaiting() {
                failedReads = 0
                guard let event = result else { continue }
                if case .resize = event { return event }
                guard let resize = unreportedResize() else { return event }
                pendingEvents.insert(event, at: 0)
                return resize
            }
            if keyboardLookedReadable {
                // Readable but nothing decoded: the rest of an escape sequence is late, ncurses dropped a
                // mouse report nobody asked for, or input has ended, which looks readable forever.
                failedReads += 1
                if failedReads >= Self.failedReadsMeaningInputEnded { TerminalRestorer.hangUp() }
            }
            let result = wait(until: deadline, clock: clock)
            keyboardLookedReadable = result == .keyboard
            switch result {
            case .keyboard, .interrupted:
                continue
            case .wokenUp:
                wakeUpPipe.drain()
                return nil
            case .watchedReadable, .timedOut:
                return nil
            }
        }
    }

    /// One non-blocking read: `nil` when ncurses has nothing; `.some(nil)` for input the app does not use.
    private func readWithoutWaiting() -> InputEvent?? {
        if escapeIsPending {
            escapeIsPending = false
            return .some(readEscapeSequence())
        }
        guard let (status, value) = nextInput(timeoutMilliseconds: 0) else { return nil }
        if status == OK, value == 27 { return .some(readEscapeSequence()) }
        return .some(decode(status: status, value: value))
    }

    /// The next character or key code from ncurses, waiting at most `timeoutMilliseconds`.
    private func nextInput(timeoutMilliseconds: Int32) -> (status: Int32, value: UInt32)? {
        wtimeout(window, timeoutMilliseconds)
        var value: wint_t = 0
        let status = wget_wch(window, &value)
        return status == ERR ? nil : (status, value)
    }

    /// An event for what ncurses read (the first of them, for mouse reports that came together; the rest
    /// wait in ``pendingEvents``).
    private func decode(status: Int32, value: UInt32) -> InputEvent? {
        if status == KEY_CODE_YES, value == KEY_MOUSE { return readMouseReports() }
        let event = InputDecoder.decode(status: status, value: value, size: size)
        if case .resize = event { forceFullRedraw() }
        return event
    }

    /// The most reports ncurses queues (its `EV_MAX`); a bound on the loop below.
    private static let mouseQueueLength = 8

    /// Every mouse report ncurses holds, oldest first, as events: the first is returned, the others are
    /// put at the front of ``pendingEvents``. ncurses returns one `KEY_MOUSE` for a run of reports that
    /// arrived together and hands them out newest first, one per `getmouse`.
    private func readMouseReports() -> InputEvent? {
        var reports: [RawMouseEvent] = []
        var report = MEVENT()
        while reports.count < Self.mouseQueueLength, getmouse(&report) == OK {
            reports.append(RawMouseEvent(column: Int(report.x), row: Int(report.y), buttons: report.bstate))
        }
        let events = reports.reversed().compactMap {
            InputDecoder.decode(status: KEY_CODE_YES, value: UInt32(KEY_MOUSE), size: size, mouse: $0)
        }
        pendingEvents.insert(contentsOf: events.dropFirst(), at: 0)
        return events.first
    }

    /// How long the rest of an escape sequence may take to arrive (ncurses' own `ESCDELAY`).
    static let escapeDelayMilliseconds: Int32 = 25

    /// After an `ESC`: the Escape key when nothing follows in time, else the whole sequence read through
    /// ``EscapeSequence`` (its key, a paste, or nothing).
    private func readEscapeSequence() -> InputEvent? {
        var sequence = EscapeSequence()
        var isFirst = true
        while true {
            guard let (status, value) = nextInput(timeoutMilliseconds: Self.escapeDelayMilliseconds) else {
                return isFirst ? .key(.escape) : nil
            }
            guard status == OK, let scalar = Unicode.Scalar(value) else {
                // ncurses decoded a key of its own: right after the ESC, the Escape key and then that key
                // (a click just after Escape); later, the sequence was cut short.
                let event = decode(status: status, value: value)
                guard isFirst else { return event }
                if let event { pendingEvents.insert(event, at: 0) }
                return .key(.escape)
            }
            if isFirst, value == 27 {
                // Escape pressed twice: this one is the Escape key, the next may start a sequence.
                escapeIsPending = true
                return .key(.escape)
            }
            isFirst = false
            switch sequence.feed(scalar) {
            case .incomplete: continue
            case .complete(.key(let key)): return .key(key)
            case .complete(.pasteStart): return readPaste()
            case .complete(.notASequence):
                if let event = decode(status: status, value: value) { pendingEvents.append(event) }
                return .key(.escape)
            case .complete(.pasteEnd), .complete(.nothing): return nil
            }
        }
    }

    /// The text of a bracketed paste, up to its end marker (escape sequences inside are dropped), as one
    /// event. A paste whose end never comes ends when the input pauses.
    private func readPaste() -> InputEvent {
        var text = String.UnicodeScalarView()
        while let (status, value) = nextInput(timeoutMilliseconds: 100) {
            guard status == OK, let scalar = Unicode.Scalar(value) else { continue }
            guard value == 27 else {
                text.append(scalar)
                continue
            }
            var sequence = EscapeSequence()
            while let (status, value) = nextInput(timeoutMilliseconds: Self.escapeDelayMilliseconds),
                status == OK, let scalar = Unicode.Scalar(value)
            {
                guard case .complete(let meaning) = sequence.feed(scalar) else { continue }
                if meaning == .pasteEnd { return .paste(String(text)) }
                break
            }
        }
        return .paste(String(text))
    }

    /// A resize ncurses was not told about, applied now: without a controlling terminal (`setsid`) no
    /// `SIGWINCH` arrives, so the size of the terminal the app draws on is read again on every event (not
    /// while idle: the screen catches up with the next key).
    private func unreportedResize() -> InputEvent? {
        var size = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        let (columns, rows) = (Int(size.ws_col), Int(size.ws_row))
        guard (columns, rows) != self.size else { return nil }
        _ = resize_term(Int32(rows), Int32(columns))
        forceFullRedraw()
        return .resize(columns: columns, rows: rows)
    }

    /// What ended a wait.
    private enum WaitResult {
        case keyboard, wokenUp, watchedReadable, interrupted, timedOut
    }

    /// Blocks in `poll` until the keyboard is readable, a wake-up arrives, the ``watchedDescriptor`` is
    /// readable, a signal interrupts, or the deadline passes.
    private func wait(until deadline: ContinuousClock.Instant?, clock: ContinuousClock) -> WaitResult {
        var timeout: Int32 = -1
        if let deadline {
            let left = clock.now.duration(to: deadline).components
            let milliseconds =
                left.seconds * 1000 + (left.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            guard milliseconds > 0 else { return .timedOut }
            timeout = Int32(clamping: milliseconds)
        }
        var descriptors = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeUpPipe.readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: watchedDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 3, timeout)
        if ready < 0 { return .interrupted }
        if descriptors[1].revents != 0 { return .wokenUp }
        if descriptors[0].revents != 0 { return .keyboard }
        if descriptors[2].revents != 0 { return .watchedReadable }
        return .timedOut
    }
}
