extension TerminalSession {
    /// Ends curses mode, then stops the program with a message, like the standard `fatalError`.
    ///
    /// Use it instead of `fatalError` while a session runs. The runtime prints its message before the crash
    /// handlers get to restore the terminal, so that message would land on the full-screen display and
    /// vanish with it; here the terminal is restored first and the message stays readable. Callable from
    /// any thread: it touches only the restorer's atomic flag, as the signal handlers do.
    nonisolated public static func fatalError(
        _ message: @autoclosure () -> String = String(), file: StaticString = #file, line: UInt = #line
    ) -> Never {
        TerminalRestorer.endCursesIfActive()
        Swift.fatalError(message(), file: file, line: line)
    }
}
