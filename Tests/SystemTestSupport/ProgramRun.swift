import Foundation

#if canImport(Glibc)
    import Glibc
#endif

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
/// `currentDirectory` (this process's unless told), started from this thread, with no terminal: standard
/// input is `/dev/null`, standard output and error are pipes, both read while it runs (so neither fills up
/// and blocks it). Starting on the calling thread matters to a test in its own mount namespace: the
/// program sees that namespace's mounts.
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
    nonisolated(unsafe) var errorBytes = Data()  // written by the reader thread, read after it finished
    let errorReader = Thread { errorBytes = error.fileHandleForReading.readDataToEndOfFile() }
    errorReader.start()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorReader.isFinished { usleep(1000) }
    return ProgramRun(
        status: process.terminationStatus, output: Array(out),
        error: String(decoding: errorBytes, as: UTF8.self))
}
