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
    /// Opens the process's controlling terminal (`/dev/tty`) for reading and writing, for a program whose
    /// standard output is a pipe (a picker): its screens go to the terminal, its answer to the pipe.
    ///
    /// - Returns: The descriptor, to ask the terminal questions on (``TerminalQuery/ask(_:endingWith:timeoutMilliseconds:input:output:)``)
    ///   and then start a session on (``start(onTerminal:environment:colors:typedAhead:)``).
    /// - Throws: ``TerminalError/noControllingTerminal`` when the process has none (started by cron, over
    ///   `ssh host cmd`, under `setsid`).
    nonisolated public static func openControllingTerminal() throws(TerminalError) -> Int32 {
        let descriptor = Glibc.open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0, isatty(descriptor) == 1 else {
            if descriptor >= 0 { close(descriptor) }
            throw .noControllingTerminal
        }
        return descriptor
    }

    /// Puts the terminal open on `descriptor` (``openControllingTerminal()``) in full-screen mode, as
    /// ``start(environment:colors:typedAhead:)`` does with standard input and output: keys are read from
    /// it and frames drawn to it, the restoring handlers and the synchronised-output markers use it, and
    /// standard input and output are left alone.
    ///
    /// - Throws: ``TerminalError`` as ``start(environment:colors:typedAhead:)`` does, and
    ///   ``TerminalError/noControllingTerminal`` when `descriptor` is not a terminal.
    public static func start(
        onTerminal descriptor: Int32, environment: [String: String] = processEnvironment(),
        colors: ColorDepth? = nil, typedAhead: [UInt8] = []
    ) throws(TerminalError) -> TerminalSession {
        guard isatty(descriptor) == 1 else { throw .noControllingTerminal }
        guard let terminalType = environment["TERM"], !terminalType.isEmpty else {
            throw .terminalTypeUnset
        }
        guard !TerminalRestorer.isCursesOn else { throw .sessionAlreadyRunning }
        guard UTF8Locale.activate() else { throw .noUTF8Locale }
        // Two streams on copies of the descriptor, so neither closes the other's; they live as long as the
        // process, as standard input and output do.
        guard let input = fdopen(dup(descriptor), "r"), let output = fdopen(dup(descriptor), "w") else {
            throw .outOfDescriptors
        }
        TerminalRestorer.install()
        do throws(TerminalError) {
            let session = try open(
                terminalType: terminalType, output: output, input: input, environment: environment,
                colors: colors, ownsSignalHandlers: true)
            TerminalRestorer.wrapSuspendHandler()
            // ncurses' queue is last in, first out: push the last byte first.
            for byte in typedAhead.reversed() { _ = ungetch(Int32(byte)) }
            return session
        } catch {
            TerminalRestorer.uninstall()
            throw error
        }
    }
}
