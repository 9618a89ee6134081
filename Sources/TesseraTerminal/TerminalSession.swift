import CNcurses
import TesseraCanvas

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in full-screen (curses) mode: the only place the app reads keys from and draws to.
///
/// Start one with ``start(environment:colors:typedAhead:)``, present frames with ``present(_:)``, read input with
/// ``readEvent(timeoutMilliseconds:)`` and end it with ``stop()``. The terminal is restored however the
/// process ends: `stop()`, `exit()`, a termination signal or a crash (see `docs/TERMINALS.md`).
///
/// ncurses is process-global and not thread-safe, so a session belongs to the main actor: the compiler
/// checks that it is used from the main thread only (top-level code in `main.swift` runs there; a
/// synchronous entry point such as swift-argument-parser's `run()` reaches it with
/// `MainActor.assumeIsolated`). Run one at a time. Only ``WakeUpSignal`` crosses threads.
@MainActor
public final class TerminalSession {
    private let screen: OpaquePointer
    /// The screen's `stdscr`, which every frame is drawn into.
    let window: UnsafeMutablePointer<WINDOW>
    private var presenter: FramePresenter
    /// The stream ncurses writes to; the synchronised-output markers go there too.
    private let output: UnsafeMutablePointer<FILE>
    /// Events read ahead, handed out before anything new is read: a key read when a resize nobody reported
    /// was found, or the character after an ESC that started no sequence.
    var pendingEvents: [InputEvent] = []
    /// Whether an ESC was read that starts the next event (the second of two ESCs).
    var escapeIsPending = false
    /// Another descriptor whose readability ends a wait for input (a folder watcher's), if any.
    public var watchedDescriptor: Int32?
    private let ownsSignalHandlers: Bool
    /// The descriptor keys arrive on.
    let inputDescriptor: Int32
    /// What ``wakeUpSignal`` writes to and ``readEvent(timeoutMilliseconds:)`` waits on.
    let wakeUpPipe: WakeUpPipe
    /// Whether ``stop()`` has run; the screen is gone then.
    private(set) var isStopped = false

    /// How many times the whole terminal was cleared for a repaint (``forceFullRedraw()``: resizes, coming
    /// back from Ctrl-Z): pictures drawn outside ncurses are gone after each.
    public private(set) var fullRedraws = 0

    private init(
        screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, terminalType: String,
        output: UnsafeMutablePointer<FILE>, palette: Palette, ownsSignalHandlers: Bool,
        inputDescriptor: Int32,
        wakeUpPipe: WakeUpPipe
    ) {
        self.screen = screen
        self.window = window
        self.output = output
        self.terminalType = terminalType
        self.presenter = FramePresenter(palette: palette)
        self.ownsSignalHandlers = ownsSignalHandlers
        self.inputDescriptor = inputDescriptor
        self.wakeUpPipe = wakeUpPipe
    }

    /// The descriptor frames are written to.
    var outputDescriptor: Int32 { fileno(output) }

    /// Wakes ``readEvent(timeoutMilliseconds:)`` from another thread (for work finished in the background).
    public var wakeUpSignal: WakeUpSignal { WakeUpSignal(descriptor: wakeUpPipe.writeEnd) }
    /// The colours frames are drawn with: what `--colors` asked for, else all the terminal shows (none
    /// under `NO_COLOR`), and never more than it shows. Paint pictures at this depth.
    public var colorDepth: ColorDepth { presenter.palette.depth }

    /// The terminfo entry the session opened: `TERM`, or its family's direct-colour entry (see
    /// ``start(environment:colors:typedAhead:)``).
    public let terminalType: String

    /// How to get true colour, when the session draws with only 8, 16 or 256 colours although fewer were
    /// not asked for (`COLORTERM=truecolor`, `--colors truecolor`, or the package with the missing direct
    /// entry), for the app to say once; `nil` otherwise.
    public private(set) var trueColorHint: String?

    /// Runs on the main actor, as everything that touches ncurses must.
    isolated deinit {
        stop()
    }

    /// The values of the environment variables a session reads (`TERM`, `COLORTERM`, `NO_COLOR`) in this
    /// process.
    nonisolated public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["TERM", "COLORTERM", "NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Puts the terminal in full-screen mode: UTF-8 locale, no echo, keys unbuffered, hidden cursor, mouse
    /// clicks and wheel reported, colours as the terminal allows (none when `NO_COLOR` is set).
    ///
    /// Colours: 24-bit where the terminfo entry has the `RGB` flag (`xterm-direct`); also where
    /// `COLORTERM` is `truecolor` or `24bit`, or `TERM`'s entry has tmux's `Tc` flag, and the family's
    /// direct entry is installed (`xterm-256color` → `xterm-direct`), which is then opened instead; else
    /// the entry's 256, 16 or 8 colours. `colors` overrides all of that (and `NO_COLOR`), within what
    /// the terminal can show; ``colorDepth`` says what was chosen.
    ///
    /// Installs the handlers that restore the terminal on signals, crashes and `exit()` before switching.
    ///
    /// - Parameters:
    ///   - environment: Where to read `TERM`, `COLORTERM` and `NO_COLOR`; the process environment by
    ///     default.
    ///   - colors: The colours to use (`--colors`), or `nil` to detect them.
    ///   - typedAhead: Input read before the session started (keys typed while ``TerminalQuery`` waited
    ///     for answers), read again first, as typed.
    /// - Throws: ``TerminalError`` when standard input or output is not a terminal, `TERM` is unset or
    ///   unknown, or no UTF-8 locale exists. Its description is one line, fit to print before exiting.
    public static func start(
        environment: [String: String] = processEnvironment(), colors: ColorDepth? = nil,
        typedAhead: [UInt8] = []
    ) throws(TerminalError) -> TerminalSession {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(.input) }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(.output) }
        guard let terminalType = environment["TERM"], !terminalType.isEmpty else {
            throw .terminalTypeUnset
        }
        guard !TerminalRestorer.isCursesOn else { throw .sessionAlreadyRunning }
        guard UTF8Locale.activate() else { throw .noUTF8Locale }
        TerminalRestorer.install()
        do {
            let session = try open(
                terminalType: terminalType, output: tessera_stdout(), input: tessera_stdin(),
                environment: environment, colors: colors, ownsSignalHandlers: true)
            TerminalRestorer.wrapSuspendHandler()
            // ncurses' queue is last in, first out: push the last byte first.
            for byte in typedAhead.reversed() { _ = ungetch(Int32(byte)) }
            return session
        } catch {
            TerminalRestorer.uninstall()
            throw error
        }
    }

    /// Opens a curses screen on the given streams, which need not be a terminal (tests use `/dev/null`).
    /// ``start(environment:colors:typedAhead:)`` checks the process and installs the restoring handlers first.
    static func open(
        terminalType: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
        environment: [String: String], colors: ColorDepth? = nil, ownsSignalHandlers: Bool = false
    ) throws(TerminalError) -> TerminalSession {
        let entry = ColorDetection.entry(
            terminalType: terminalType, colorTerm: environment["COLORTERM"], requested: colors,
            lookUp: terminfoColors)
        // newterm, unlike initscr, returns nil for an unknown terminal instead of exiting the process.
        guard let wakeUpPipe = WakeUpPipe() else { throw .outOfDescriptors }
        guard let screen = newterm(entry, output, input) else {
            wakeUpPipe.closeEnds()
            throw .unknownTerminalType(terminalType)
        }
        TerminalRestorer.cursesDidStart()
        guard tigetstr("cup") != nil, let window = tessera_stdscr() else {
            TerminalRestorer.endCursesIfActive()
            delscreen(screen)
            wakeUpPipe.closeEnds()
            throw .unsupportedTerminalType(terminalType)
        }
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        turnOffFlowControl(input: fileno(input))
        _ = keypad(window, true)
        _ = leaveok(window, true)
        // No scrolling of lines by the terminal (insert/delete line, scroll regions): pictures drawn
        // outside ncurses would move with them, where ncurses does not know they are.
        _ = idlok(window, false)
        _ = scrollok(window, false)
        _ = set_escdelay(25)
        // Finish every frame even when keys are waiting: ncurses would otherwise stop part way and leave
        // a torn frame on screen until the next one.
        _ = typeahead(-1)
        _ = curs_set(0)
        _ = mouseinterval(0)
        // With no click interval ncurses reports press and release separately; the press is the click
        // (InputDecoder). Every report the terminal can send is asked for, even those the app ignores:
        // ncurses answers a report outside the mask by reading on for the next one, blocking until the next
        // key, so a lone release would hold up the frame its click made. Motion with the button held and
        // the modifiers are asked for too: a drag pans a zoomed photo, Ctrl+wheel zooms it.
        _ = mousemask(TESSERA_SESSION_MOUSE_MASK, nil)
        let palette = startColors(requested: colors, noColor: environment["NO_COLOR"])
        leaveInitialState()
        TerminalRestorer.outputDidOpen(fileno(output))
        TerminalRestorer.clearScreenOnExit(hasAlternateScreen ? [] : capability("clear"))
        BracketedPaste.on.withUTF8Buffer { _ = write(fileno(output), $0.baseAddress, $0.count) }
        let session = TerminalSession(
            screen: screen, window: window, terminalType: entry, output: output, palette: palette,
            ownsSignalHandlers: ownsSignalHandlers, inputDescriptor: fileno(input), wakeUpPipe: wakeUpPipe)
        session.trueColorHint = ColorDetection.trueColorHint(
            terminalType: entry, requested: colors, depth: palette.depth, lookUp: terminfoColors)
        return session
    }

    /// Clears `IXON`, so Ctrl-S reaches the app as a key instead of freezing its output until Ctrl-Q, and
    /// saves the modes as the program's (`def_prog_mode`), so they come back after Ctrl-Z and `fg`. `endwin`
    /// restores the shell's modes, flow control included. Ctrl-C and Ctrl-Z stay signals (`ISIG`).
    private static func turnOffFlowControl(input: Int32) {
        var modes = termios()
        guard tcgetattr(input, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        _ = tcsetattr(input, TCSANOW, &modes)
        _ = def_prog_mode()
    }

    /// Whether the terminal has an alternate screen to leave on exit (`smcup`), which restores what the
    /// shell showed.
    private static var hasAlternateScreen: Bool { !capability("smcup").isEmpty }

    /// The bytes of a string capability of the current terminal, empty when it has none, without its
    /// padding delays (`$<50>`), which only `tputs` understands.
    private static func capability(_ name: String) -> [UInt8] {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return [] }
        var bytes: [UInt8] = []
        var rest = Array(String(cString: value).utf8)[...]
        while let first = rest.first {
            if first == UInt8(ascii: "$"), rest.dropFirst().first == UInt8(ascii: "<"),
                let end = rest.firstIndex(of: UInt8(ascii: ">"))
            {
                rest = rest[(end + 1)...]
                continue
            }
            bytes.append(first)
            rest = rest.dropFirst()
        }
        return bytes
    }

    /// What the terminal database says about the colours of entry `name`.
    private static func terminfoColors(_ name: String) -> TerminfoColors? {
        var rgb: Int32 = 0
        var tc: Int32 = 0
        guard tessera_terminfo_colors(name, &rgb, &tc) == 1 else { return nil }
        return TerminfoColors(isDirect: rgb != 0, hasTrueColorFlag: tc != 0)
    }

    /// Starts colours unless the terminal has none or none are wanted (`NO_COLOR`, `--colors none`).
    private static func startColors(requested: ColorDepth?, noColor: String?) -> Palette {
        let capability = ColorMode.detect(
            hasColors: has_colors(), colors: Int(tigetnum("colors")), directColor: terminfoHasRGB())
        let depth = ColorDetection.depth(requested: requested, noColor: noColor, capability: capability.depth)
        // A monochrome palette never calls `alloc_pair`, which crashes when colours were not started. With
        // no colours wanted, they are not started at all, so ncurses sends no colour sequences.
        guard depth != .monochrome, start_color() == OK else {
            return Palette(mode: .monochrome, hasDefaultColors: false, pairLimit: 1)
        }
        let hasDefaultColors = use_default_colors() == OK
        let mode = ColorMode.detect(
            hasColors: true, colors: Int(tessera_colors()), directColor: terminfoHasRGB())
        return Palette(
            mode: mode, depth: depth, hasDefaultColors: hasDefaultColors,
            pairLimit: Int(tessera_color_pairs()))
    }

    /// Whether the open terminal's entry says colour numbers are RGB values.
    private static func terminfoHasRGB() -> Bool {
        tigetflag("RGB") > 0 || tigetnum("RGB") > 0
    }

    /// Ends ncurses' start-up state, in which (ncurses 6.4) every cursor movement of `doupdate` flushes
    /// the output: a frame went out in dozens of small writes. After one `endwin` and `doupdate`, ncurses
    /// flushes only when its buffer of (LINES + 2) × (COLS + 6) bytes fills, and at the end of the frame.
    private static func leaveInitialState() {
        _ = endwin()
        _ = doupdate()
    }

    /// Leaves full-screen mode and restores the terminal as it was. Safe to call more than once; only the
    /// first call does anything.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        TerminalRestorer.endCursesIfActive()
        ButtonMotionTracking.isOn.store(false, ordering: .sequentiallyConsistent)
        delscreen(screen)
        wakeUpPipe.closeEnds()
        if ownsSignalHandlers { TerminalRestorer.uninstall() }
    }

    /// The terminal's size in character cells.
    public var size: (columns: Int, rows: Int) {
        (columns: Int(tessera_getmaxx(window)), rows: Int(tessera_getmaxy(window)))
    }

    /// Shows a canvas: copies the cells that changed since the last frame (`Canvas.changes(since:)`
    /// against the one previous frame the session keeps), then updates the terminal once.
    ///
    /// Cells of the terminal outside the canvas are blank; cells of the canvas outside the terminal are
    /// not shown. A frame that changes anything is wrapped in synchronised output (DEC mode 2026,
    /// `ESC[?2026h` … `ESC[?2026l`), so terminals that support it show it whole; others ignore the mode.
    public func present(_ canvas: Canvas) {
        present(canvas, repaintingLines: [], thenWriting: [])
    }

    /// Shows a canvas as ``present(_:)`` does, with pictures drawn outside ncurses (sixel, kitty commands):
    /// the lines in `repaint` are written again whole, even where their cells did not change (they may
    /// show pixels that must go), then `bytes` are written after the text, inside the same synchronised
    /// output. `bytes` must leave the cursor where they found it (save and restore it).
    public func present(
        _ canvas: Canvas, repaintingLines repaint: [Range<Int>], thenWriting bytes: [UInt8]
    ) {
        guard !isStopped else { return }
        // With the screen marked for a full repaint, ncurses does not scan it for the cells of each pair
        // that is redefined. (reset_color_pairs would also do, but in 6.4 it breaks pair allocation.)
        let written = presenter.present(canvas, to: window, allocator: NcursesPairs()) {
            _ = clearok(tessera_curscr(), true)
        }
        let lines = Int32(tessera_getmaxy(window))
        for range in repaint {
            let first = Int32(clamping: max(range.lowerBound, 0))
            let end = min(Int32(clamping: range.upperBound), lines)
            if end > first { _ = wredrawln(window, first, end - first) }
        }
        let isFrame = written > 0 || !repaint.isEmpty || !bytes.isEmpty
        if isFrame { writeMarker(SynchronizedOutput.begin) }
        _ = wnoutrefresh(window)
        _ = doupdate()
        if !bytes.isEmpty { writeRaw(bytes) }
        if isFrame { writeMarker(SynchronizedOutput.end) }
    }

    /// The lines on which `canvas` differs from the frame the terminal shows (every line before the first
    /// frame and after ``forceFullRedraw()``): the lines presenting it rewrites, which erases the pixels of
    /// pictures drawn over them outside ncurses (sixel). The same diff ``present(_:)`` writes.
    public func linesChanged(by canvas: Canvas) -> [Range<Int>] {
        canvas.changedLines(since: presenter.previous)
    }

    /// Writes `bytes` to the terminal straight away, after what ncurses has already sent.
    public func writeRaw(_ bytes: [UInt8]) {
        guard !isStopped, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, output) }
        fflush(output)
    }

    /// Writes a marker to the terminal straight away, after what ncurses has already sent (ncurses
    /// writes its own buffer with `write(2)` and flushes it at the end of every `doupdate`).
    private func writeMarker(_ marker: StaticString) {
        marker.withUTF8Buffer { bytes in
            _ = fwrite(bytes.baseAddress, 1, bytes.count, output)
        }
        fflush(output)
    }

    /// Makes the next ``present(_:)`` repaint the whole terminal, for when its contents may be lost (after
    /// a resize, or when another program wrote to it).
    public func forceFullRedraw() {
        guard !isStopped else { return }
        fullRedraws += 1
        presenter.invalidate()
        _ = clearok(window, true)
    }
}
