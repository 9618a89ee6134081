import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSession {
    /// Gives the terminal back to the shell's modes while `body` runs another program in it (an opener, as
    /// `git commit` runs an editor), then takes it again and repaints everything on the next
    /// ``present(_:)``.
    ///
    /// Curses mode ends as it does on exit (alternate screen left, cursor shown, echo and line buffering
    /// back, bracketed paste off); afterwards the program's modes come back and the whole screen is drawn
    /// anew, pictures drawn outside ncurses included (``fullRedraws`` counts it).
    public func releasingTerminal<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard !isStopped else { return try body() }
        TerminalRestorer.endCursesIfActive()
        defer {
            TerminalRestorer.cursesDidStart()
            _ = reset_prog_mode()
            BracketedPaste.on.withUTF8Buffer { _ = write(outputDescriptor, $0.baseAddress, $0.count) }
            forceFullRedraw()
            _ = doupdate()
            if reportsButtonMotion {
                ButtonMotionTracking.write(ButtonMotionTracking.on, to: outputDescriptor)
            }
        }
        return try body()
    }
}
