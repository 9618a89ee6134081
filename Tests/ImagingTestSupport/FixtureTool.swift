import Foundation
import SystemTestSupport

/// Runs a command-line tool that makes or reads a test file (`ffmpeg`, `exiftool`, `img2webp`…), found on
/// `PATH`.
public enum FixtureTool {
    /// A tool that exited with a failure status.
    public struct Failure: Error, CustomStringConvertible {
        /// The command line and what the tool printed on stderr.
        public var description: String
    }

    /// Runs `tool` with `arguments` and returns what it printed on stdout; throws when it fails.
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String]) throws -> [UInt8] {
        let run = try runProgram(
            "/usr/bin/env", [tool] + arguments, environment: ProcessInfo.processInfo.environment)
        guard run.status == 0 else {
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")): \(run.error)")
        }
        return run.output
    }
}
