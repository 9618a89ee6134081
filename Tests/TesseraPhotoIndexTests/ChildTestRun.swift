import Foundation

/// Runs the suites of this test binary that `filter` names in a child process, with `environment` added
/// to this one's, behind `launcher` (a command such as `unshare --mount` that then runs the binary); for
/// tests that must change something process-wide (`TZ`, mounts) without touching the other tests running.
///
/// Returns the child's exit status and what it printed.
func runTestsInChildProcess(
    filter: String, environment: [String: String], launcher: [String] = []
) throws -> (status: Int32, output: String) {
    let binary =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/proc/self/exe"
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    child.arguments = launcher + [binary, "--testing-library", "swift-testing", "--filter", filter]
    child.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let output = Pipe()
    child.standardOutput = output
    child.standardError = output
    try child.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    return (child.terminationStatus, text)
}
