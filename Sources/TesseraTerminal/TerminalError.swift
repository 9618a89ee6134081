/// Why a terminal session could not start.
///
/// Each ``description`` is one line that names the problem, fit to print after the program's name before
/// exiting with status 2.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One of the standard streams.
    public enum StandardStream: Equatable, Sendable {
        /// Standard input.
        case input
        /// Standard output.
        case output
    }

    /// Standard input or output is not a terminal (a pipe or a file, say).
    case notATerminal(StandardStream)
    /// `TERM` is not set or is empty.
    case terminalTypeUnset
    /// No terminal description (terminfo entry) exists for this `TERM`.
    case unknownTerminalType(String)
    /// The terminal cannot move its cursor (such as `dumb`), so it cannot show a full-screen program.
    case unsupportedTerminalType(String)
    /// No UTF-8 locale could be set, so wide characters and box lines would not show.
    case noUTF8Locale
    /// Another ``TerminalSession`` is still running in this process.
    case sessionAlreadyRunning
    /// The process has no file descriptor left for the run loop's wake-up pipe.
    case outOfDescriptors
    /// The process has no controlling terminal (`/dev/tty`) to draw a picker on.
    case noControllingTerminal

    /// The problem in one line, such as `unknown terminal type 'foo' (TERM)`.
    public var description: String {
        switch self {
        case .notATerminal(.input): "not a terminal: standard input is redirected"
        case .notATerminal(.output): "not a terminal: standard output is redirected"
        case .terminalTypeUnset: "terminal type not set (TERM)"
        case .unknownTerminalType(let name): "unknown terminal type '\(name)' (TERM)"
        case .unsupportedTerminalType(let name): "terminal type '\(name)' cannot move the cursor (TERM)"
        case .noUTF8Locale: "no UTF-8 locale available (try LANG=C.UTF-8)"
        case .sessionAlreadyRunning: "a terminal session is already running"
        case .outOfDescriptors: "too many open files"
        case .noControllingTerminal: "no terminal to show the picker on (/dev/tty)"
        }
    }
}
