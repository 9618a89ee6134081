import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens files with another program: `$TESSERA_OPEN` (a shell command, run as git runs `$EDITOR`: the
/// paths follow as arguments), else `xdg-open` (once per file: it takes one).
///
/// ``open(_:)`` waits for the program, so the caller releases the terminal around it (a terminal program
/// such as an image viewer in the terminal then has it to itself, as an editor does under `git commit`);
/// graphical openers return at once.
public struct Opener: Sendable {
    /// How to run the opener.
    enum Command: Equatable {
        /// `$TESSERA_OPEN`, through `/bin/sh -c`.
        case shell(String)
        /// `xdg-open` at this path.
        case xdgOpen(String)
    }

    let command: Command

    /// The opener the environment names: `TESSERA_OPEN` when set and not empty, else `xdg-open` from
    /// `PATH`; `nil` when there is neither.
    public init?(environment: [String: String]) {
        if let shell = environment["TESSERA_OPEN"], !shell.isEmpty {
            command = .shell(shell)
        } else if let xdgOpen = ProgramSearch.find("xdg-open", path: environment["PATH"]) {
            command = .xdgOpen(xdgOpen)
        } else {
            return nil
        }
    }

    /// The message when there is no opener.
    public static let missingMessage = "nothing to open with: set TESSERA_OPEN or install xdg-open"

    /// Runs the opener on `paths` and waits for it. Ctrl-C and Ctrl-\ go to the opener, not to this
    /// process, while it runs. Returns `nil` on success, else a one-line message.
    public func open(_ paths: [FilePath]) -> String? {
        let runs: [[[UInt8]]]
        switch command {
        case .shell(let shell):
            runs = [
                [
                    Array("/bin/sh".utf8), Array("-c".utf8), Array("\(shell) \"$@\"".utf8),
                    Array("TESSERA_OPEN".utf8),
                ]
                    + paths.map(\.bytes)
            ]
        case .xdgOpen(let executable):
            runs = paths.map { [Array(executable.utf8), $0.bytes] }
        }
        let saved = ignoreInterrupts()
        defer { restore(saved) }
        for arguments in runs {
            guard let child = ChildProcess.spawn(arguments, actions: nil, defaultSignals: [SIGINT, SIGQUIT])
            else {
                return "cannot start \(name): \(Errno(rawValue: errno))"
            }
            let status = ChildProcess.wait(for: child)
            if status == 127 { return "cannot run \(name): not found" }
            if status != 0 { return "\(name) failed (status \(status))" }
        }
        return nil
    }

    /// The opener's name for messages: the first word of `$TESSERA_OPEN`, or `xdg-open`.
    var name: String {
        switch command {
        case .shell(let shell): shell.split(separator: " ").first.map(String.init) ?? shell
        case .xdgOpen: "xdg-open"
        }
    }

    /// Ignores `SIGINT` and `SIGQUIT` (as `system` does while its command runs); returns the previous actions.
    private func ignoreInterrupts() -> [sigaction] {
        [SIGINT, SIGQUIT].map { signal in
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var previous = sigaction()
            sigaction(signal, &ignore, &previous)
            return previous
        }
    }

    private func restore(_ actions: [sigaction]) {
        for (signal, action) in zip([SIGINT, SIGQUIT], actions) {
            var action = action
            sigaction(signal, &action, nil)
        }
    }
}
