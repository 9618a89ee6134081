import CNcurses
import Canvas

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal in full-screen (curses) mode: the only place the app reads keys from and draws to.
///
/// Start one with ``start(environment:)``, present frames with ``present(_:)``, read input with
/// ``readEvent(timeoutMilliseconds:)`` and end it with ``stop()``. The terminal is restored however the
/// process ends: `stop()`, `exit()`, a termination signal or a crash (see `docs/TERMINALS.md`).
///
/// ncurses is process-global and not thread-safe: use a session from one thread, and run one at a time.
public final class TerminalSession {
    private let screen: OpaquePointer
    /// The screen's `stdscr`, which every frame is drawn into.
    let window: UnsafeMutablePointer<WINDOW>
    private var presenter: FramePresenter
    private let ownsSignalHandlers: Bool
    /// The descriptor keys arrive on.
    let inputDescriptor: Int32
    /// What ``wakeUpSignal`` writes to and ``readEvent(timeoutMilliseconds:)`` waits on.
    let wakeUpPipe: WakeUpPipe
    /// Whether ``stop()`` has run; the screen is gone then.
    private(set) var isStopped = false

    /// The number of cells ``present(_:)`` wrote last time (for tests of the change tracking).
    private(set) var cellsWrittenByLastPresent = 0

    private init(
        screen: OpaquePointer, window: UnsafeMutablePointer<WINDOW>, palette: Palette,
        ownsSignalHandlers: Bool, inputDescriptor: Int32, wakeUpPipe: WakeUpPipe
    ) {
        self.screen = screen
        self.window = window
        self.presenter = FramePresenter(palette: palette)
        self.ownsSignalHandlers = ownsSignalHandlers
        self.inputDescriptor = inputDescriptor
        self.wakeUpPipe = wakeUpPipe
    }

    /// Wakes ``readEvent(timeoutMilliseconds:)`` from another thread (for work finished in the background).
    public var wakeUpSignal: WakeUpSignal { WakeUpSignal(descriptor: wakeUpPipe.writeEnd) }

    deinit {
        stop()
    }

    /// The values of the environment variables a session reads (`TERM`, `NO_COLOR`) in this process.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["TERM", "NO_COLOR"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Puts the terminal in full-screen mode: UTF-8 locale, no echo, keys unbuffered, hidden cursor, mouse
    /// clicks and wheel reported, colours as the terminal allows (none when `NO_COLOR` is set).
    ///
    /// Installs the handlers that restore the terminal on signals, crashes and `exit()` before switching.
    ///
    /// - Parameter environment: Where to read `TERM` and `NO_COLOR`; the process environment by default.
    /// - Throws: ``TerminalError`` when standard input or output is not a terminal, `TERM` is unset or
    ///   unknown, or no UTF-8 locale exists. Its description is one line, fit to print before exiting.
    public static func start(
        environment: [String: String] = processEnvironment()
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
                environment: environment, ownsSignalHandlers: true)
            TerminalRestorer.wrapSuspendHandler()
            return session
        } catch {
            TerminalRestorer.uninstall()
            throw error
        }
    }

    /// Opens a curses screen on the given streams, which need not be a terminal (tests use `/dev/null`).
    /// ``start(environment:)`` checks the process and installs the restoring handlers first.
    static func open(
        terminalType: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
        environment: [String: String], ownsSignalHandlers: Bool = false
    ) throws(TerminalError) -> TerminalSession {
        // newterm, unlike initscr, returns nil for an unknown terminal instead of exiting the process.
        guard let wakeUpPipe = WakeUpPipe() else { throw .outOfDescriptors }
        guard let screen = newterm(terminalType, output, input) else {
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
        _ = keypad(window, true)
        _ = leaveok(window, true)
        _ = set_escdelay(25)
        _ = curs_set(0)
        _ = mouseinterval(0)
        // Press rather than click: with no click interval ncurses reports press and release separately,
        // and one physical click should be one event.
        _ = mousemask(TESSERA_BUTTON1_PRESSED | TESSERA_BUTTON4_PRESSED | TESSERA_BUTTON5_PRESSED, nil)
        let palette = startColors(noColor: environment["NO_COLOR"])
        return TerminalSession(
            screen: screen, window: window, palette: palette, ownsSignalHandlers: ownsSignalHandlers,
            inputDescriptor: fileno(input), wakeUpPipe: wakeUpPipe)
    }

    /// Starts colours unless the terminal has none or `NO_COLOR` asks for none.
    private static func startColors(noColor: String?) -> Palette {
        // A monochrome palette never calls `alloc_pair`, which crashes when colours were not started. With
        // NO_COLOR, colours are not started at all, so ncurses sends no colour sequences.
        guard ColorMode.allowsColor(noColor: noColor), has_colors(), start_color() == OK else {
            return Palette(mode: .monochrome, hasDefaultColors: false, pairLimit: 1)
        }
        let hasDefaultColors = use_default_colors() == OK
        let mode = ColorMode.detect(
            hasColors: true, colors: Int(tessera_colors()), directColor: tigetflag("RGB") > 0,
            noColor: noColor)
        return Palette(
            mode: mode, hasDefaultColors: hasDefaultColors, pairLimit: Int(tessera_color_pairs()))
    }

    /// Leaves full-screen mode and restores the terminal as it was. Safe to call more than once; only the
    /// first call does anything.
    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        TerminalRestorer.endCursesIfActive()
        delscreen(screen)
        wakeUpPipe.closeEnds()
        if ownsSignalHandlers { TerminalRestorer.uninstall() }
    }

    /// The terminal's size in character cells.
    public var size: (columns: Int, rows: Int) {
        (columns: Int(tessera_getmaxx(window)), rows: Int(tessera_getmaxy(window)))
    }

    /// Shows a grid: copies the cells that changed since the last frame, then updates the terminal once.
    ///
    /// Cells of the terminal outside the grid are blank; cells of the grid outside the terminal are not
    /// shown.
    public func present(_ grid: some PresentableGrid) {
        guard !isStopped else { return }
        cellsWrittenByLastPresent = presenter.present(grid, to: window)
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// Makes the next ``present(_:)`` repaint the whole terminal, for when its contents may be lost (after
    /// a resize, or when another program wrote to it).
    public func forceFullRedraw() {
        guard !isStopped else { return }
        presenter.invalidate()
        _ = clearok(window, true)
    }
}
