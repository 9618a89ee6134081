import Foundation
import SystemTestSupport

/// Runs the `tessera` binary that `swift build` put next to this test bundle, as a person would run it.
enum BuiltBinary {
    /// The result of one run.
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The path of the built `tessera` executable.
    static var path: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for directory in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = directory.appendingPathComponent("tessera").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return bundle.appendingPathComponent("tessera").path
    }

    /// Runs `tessera` with `arguments` and `environment` (added to a minimal one), with no terminal.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], currentDirectory: String? = nil
    ) throws -> Run {
        try run(
            arguments,
            exactEnvironment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 },
            currentDirectory: currentDirectory)
    }

    /// Runs `tessera` with `arguments` and exactly `exactEnvironment` (nothing else, not even `PATH`), in
    /// `currentDirectory` (this process's by default), with no terminal: standard input is `/dev/null`, standard output and error are pipes.
    static func run(
        _ arguments: [String], exactEnvironment: [String: String], currentDirectory: String? = nil
    ) throws -> Run {
        let run = try runProgram(
            path, arguments, environment: exactEnvironment, currentDirectory: currentDirectory)
        return Run(status: run.status, standardOutput: run.text, standardError: run.error)
    }
}
