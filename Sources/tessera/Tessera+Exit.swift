import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

extension Tessera {
    /// Parses the command line and runs the command. Help exits 0; any error prints one line naming the
    /// problem on standard error and exits with status 2 (never a trap, never a usage dump).
    static func runAndExit(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            let message =
                Self.message(for: error)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown error"
            writeToStandardError("tessera: \(message)\n")
            Glibc.exit(2)
        }
    }
}

/// Writes `text` to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
}

/// The value of an environment variable, or `nil` when unset.
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
