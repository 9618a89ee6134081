import Foundation

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while the tool runs, so neither fills up and blocks it.
        nonisolated(unsafe) var errorBytes = Data()
        let errorReader = Thread { errorBytes = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBytes, as: UTF8.self)
            throw Failure(description: "\(tool) \(arguments.joined(separator: " ")): \(message)")
        }
        return [UInt8](bytes)
    }
}
