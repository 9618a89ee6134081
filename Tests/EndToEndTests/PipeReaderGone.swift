import Foundation

/// The end of a pipeline for a test of writing into a pipe nobody reads: `reader` runs first (or nothing),
/// then the group closes its standard input — the pipe's last read end — and only then creates
/// `marker`, which ``waitUntilPipeReaderGone(_:timeout:)`` waits for.
///
/// A fixed sleep before the app writes ("`true` has exited by now") fails on a loaded machine, where the
/// reader may not have run yet and the write then succeeds.
func pipeReaderThatSaysWhenGone(_ reader: String = ":", marker: String) -> String {
    "{ \(reader); exec <&-; : > \(shellQuoted(marker)); }"
}

/// Waits until the reader of ``pipeReaderThatSaysWhenGone(_:marker:)`` has closed the pipe (its marker
/// exists); throws after `timeout`.
func waitUntilPipeReaderGone(_ marker: String, timeout: Duration = .seconds(20)) throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !FileManager.default.fileExists(atPath: marker) {
        guard clock.now < deadline else {
            throw TmuxTerminal.Failure(description: "the pipe's reader did not end within \(timeout)")
        }
        Thread.sleep(forTimeInterval: 0.01)
    }
}
