import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Tessera {
    /// Parses the command line and runs the command. Help and the version exit 0; any error prints one
    /// line naming the problem and where to read the usage on standard error and exits with status 2
    /// (never a trap, never a usage dump). On the main actor, where `main.swift` runs.
    @MainActor
    static func runAndExit(_ arguments: [String]? = nil) -> Never {
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            exitProcess(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                let message = fullMessage(for: error)
                print(isAppHelp(message) ? appHelp : message)
                exitProcess(0)
            }
            var message =
                Self.message(for: error)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown error"
            if message.hasSuffix(".") { message.removeLast() }
            writeToStandardError("tessera: \(message) — see `\(helpCommand(for: arguments))`\n")
            exitProcess(2)
        }
    }

    /// The help to read after an error in `arguments`: that of the command they run.
    static func helpCommand(for arguments: [String]) -> String {
        let named = configuration.subcommands.first {
            $0 != BrowseCommand.self && $0.configuration.commandName == arguments.first
        }
        return ["tessera", named?.configuration.commandName, "--help"].compactMap { $0 }.joined(
            separator: " ")
    }
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// The value of an environment variable, or `nil` when unset.
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}

/// Ends the process with `status`: the C library's `exit`, which `ParsableCommand.exit(withError:)` hides
/// inside the command's own methods.
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
