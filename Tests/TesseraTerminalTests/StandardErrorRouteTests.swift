import CNcurses
import Testing

@testable import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard error while a screen is up: what a library prints goes into the pipe, never the terminal, and
/// the original descriptor is back however the session ends. Each test runs in a child process (descriptor
/// 2 is process-wide); the route is forced on, since the child's standard error is a pipe, not a terminal.
@Suite struct StandardErrorRouteTests {
    /// What libjxl prints on a truncated file, written straight to descriptor 2 as a C library does.
    static func printAsALibraryWould(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, &bytes, bytes.count)
    }

    /// Opens a screen on standard output (reading `/dev/null`), with standard error routed.
    @MainActor static func openRoutedSession() throws -> TerminalSession {
        TerminalRestorer.install()
        let session = try TerminalSession.open(
            terminalType: "xterm-256color", output: tessera_stdout(), input: fopen("/dev/null", "r")!,
            environment: [:])
        StandardErrorRoute.begin(evenIfNotATerminal: true)
        return session
    }

    @Test func libraryOutputIsCaughtWhileTheScreenIsUpAndStandardErrorComesBackOnStop() async throws {
        let result = try await #require(processExitsWith: .exitCode(0), observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let session = try Self.openRoutedSession()
                Self.printAsALibraryWould("./lib/jxl/decode.cc:2143: missing input\n")
                var waited = 0
                while StandardErrorRoute.lastLine != "./lib/jxl/decode.cc:2143: missing input", waited < 200 {
                    usleep(5000)
                    waited += 1
                }
                guard StandardErrorRoute.lastLine == "./lib/jxl/decode.cc:2143: missing input" else {
                    exit(4)
                }
                session.stop()
                Self.printAsALibraryWould("after stop\n")
                exit(0)
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "after stop\n")
    }

    @Test func exitAndSignalsPutStandardErrorBackBeforeTheProcessEnds() async throws {
        // An atexit hook that runs after the restorer's (registered before it, so run after it).
        let result = try await #require(processExitsWith: .exitCode(5), observing: [\.standardErrorContent]) {
            try await MainActor.run {
                atexit { StandardErrorRouteTests.printAsALibraryWould("after exit\n") }
                let session = try Self.openRoutedSession()
                Self.printAsALibraryWould("noise\n")
                withExtendedLifetime(session) { exit(5) }
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "after exit\n")
    }

    @Test func aCrashReplaysTheRuntimesMessageOnTheRestoredStandardError() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let session = try Self.openRoutedSession()
                Self.printAsALibraryWould("dav1d: broken tile\n")
                withExtendedLifetime(session) {
                    let empty: [Int] = []
                    _ = empty[Int(getpid() % 2) + 1]  // Index out of range: the runtime prints, then traps.
                }
            }
        }
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("Fatal error: Index out of range"), "\(text.debugDescription)")
        #expect(!text.contains("dav1d"), "\(text.debugDescription)")
    }

    @Test func standardErrorThatIsNotATerminalIsLeftAlone() async throws {
        let result = try await #require(processExitsWith: .exitCode(0), observing: [\.standardErrorContent]) {
            try await MainActor.run {
                TerminalRestorer.install()
                let session = try TerminalSession.open(
                    terminalType: "xterm-256color", output: tessera_stdout(), input: fopen("/dev/null", "r")!,
                    environment: [:])
                guard !StandardErrorRoute.isActive else { exit(4) }
                Self.printAsALibraryWould("to the log\n")
                session.stop()
                exit(0)
            }
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self) == "to the log\n")
    }
}
