import Foundation

/// What a program did: its exit status, its standard output's bytes and its standard error as text.
public struct ProgramRun {
    /// The exit status.
    public let status: Int32
    /// Standard output, byte for byte.
    public let output: [UInt8]
    /// Standard error, decoded as UTF-8.
    public let error: String

    /// Standard output, decoded as UTF-8.
    public var text: String { String(decoding: output, as: UTF8.self) }
}

/// Runs the program at the absolute path `executable` with `arguments` and exactly `environment`, in
/// `currentDirectory` (this process's unless told), on this thread, with no terminal: standard input is
/// `/dev/null`, standard output and error are pipes read to their ends. Running on the calling thread
/// matters to a test in its own mount namespace: the program sees that namespace's mounts.
public func runProgram(
    _ executable: String, _ arguments: [String], environment: [String: String],
    currentDirectory: String? = nil
) throws -> ProgramRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProgramRun(
        status: process.terminationStatus, output: Array(out), error: String(decoding: err, as: UTF8.self))
}
