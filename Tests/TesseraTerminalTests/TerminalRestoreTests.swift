import CNcurses
import Testing

@testable import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each test runs in a child process that opens a screen writing to a standard stream and, with the session
/// still alive (its `deinit` would restore the terminal too), ends in some abnormal way; the parent checks
/// how the child ended and that ncurses wrote its "leave full-screen" sequence (`rmcup`) after its "enter"
/// sequence (`smcup`).
@Suite struct TerminalRestoreTests {
    static let enterFullScreen = Array("\u{1B}[?1049h".utf8)
    static let leaveFullScreen = Array("\u{1B}[?1049l".utf8)

    /// Where `needle` first occurs in `bytes`.
    static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first {
            bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }

    /// The bytes as text with escapes visible, for failure messages.
    static func describe(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(400), as: UTF8.self).debugDescription
    }

    /// Whether the screen was entered and then left.
    static func restored(_ bytes: [UInt8]) -> Bool {
        guard let enter = offset(of: enterFullScreen, in: bytes) else { return false }
        return offset(of: leaveFullScreen, in: Array(bytes[enter...])) != nil
    }

    @Test func terminationSignalsRestoreTheTerminalAndStillEndTheProcessBySignal() async throws {
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
            let result = try await #require(
                processExitsWith: .signal(signal), observing: [\.standardOutputContent]
            ) { [signal = signal as Int32] in
                try await MainActor.run {
                    // The test runner starts its children with these signals blocked; a shell does not.
                    var blocked = sigset_t()
                    sigemptyset(&blocked)
                    sigaddset(&blocked, signal)
                    sigprocmask(SIG_UNBLOCK, &blocked, nil)
                    TerminalRestorer.install()
                    let input = fopen("/dev/null", "r")!
                    let session = try TerminalSession.open(
                        terminalType: "xterm-256color", output: tessera_stdout(), input: input,
                        environment: [:])
                    withExtendedLifetime(session) { _ = raise(signal) }
                    Swift.fatalError("still alive after the signal")
                }
            }
            let restored = Self.restored(result.standardOutputContent)
            #expect(restored, "signal \(signal): \(Self.describe(result.standardOutputContent))")
        }
    }

    @Test func exitRestoresTheTerminal() async throws {
        let result = try await #require(
            processExitsWith: .exitCode(3), observing: [\.standardOutputContent]
        ) {
            try await MainActor.run {
                TerminalRestorer.install()
                let input = fopen("/dev/null", "r")!
                let session = try TerminalSession.open(
                    terminalType: "xterm-256color", output: tessera_stdout(), input: input, environment: [:])
                withExtendedLifetime(session) { exit(3) }
            }
        }
        let restored = Self.restored(result.standardOutputContent)
        #expect(restored, "\(Self.describe(result.standardOutputContent))")
        // Bracketed paste was turned on for the session and off again.
        let bytes = result.standardOutputContent
        let on = try #require(Self.offset(of: Array("\u{1B}[?2004h".utf8), in: bytes))
        #expect(Self.offset(of: Array("\u{1B}[?2004l".utf8), in: Array(bytes[on...])) != nil)
    }

    @Test func aCrashRestoresTheTerminalAndStillCrashes() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardOutputContent]
        ) {
            try await MainActor.run {
                TerminalRestorer.install()
                let input = fopen("/dev/null", "r")!
                let session = try TerminalSession.open(
                    terminalType: "xterm-256color", output: tessera_stdout(), input: input, environment: [:])
                withExtendedLifetime(session) {
                    let empty: [Int] = []
                    _ = empty[Int(getpid() % 2) + 1]  // Index out of range: a Swift trap (SIGILL or SIGTRAP).
                }
            }
        }
        let restored = Self.restored(result.standardOutputContent)
        #expect(restored, "\(Self.describe(result.standardOutputContent))")
    }

    @Test func fatalErrorRestoresTheTerminalBeforeTheMessage() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let input = fopen("/dev/null", "r")!
                let session = try TerminalSession.open(
                    terminalType: "xterm-256color", output: tessera_stderr(), input: input, environment: [:])
                withExtendedLifetime(session) { TerminalSession.fatalError("model out of sync") }
            }
        }
        let output = result.standardErrorContent
        let leave = Self.offset(of: Self.leaveFullScreen, in: output) ?? Int.max
        let message = Self.offset(of: Array("model out of sync".utf8), in: output) ?? -1
        #expect(leave < message, "\(Self.describe(output))")
    }

    @Test func inputThatEndsEndsTheProcessAsAHangUpInsteadOfSpinning() async throws {
        for timeout in [nil, 10_000] as [Int?] {
            let result = try await #require(
                processExitsWith: .signal(SIGHUP), observing: [\.standardOutputContent]
            ) { [timeout = timeout as Int?] in
                try await MainActor.run {
                    alarm(5)  // Spinning instead would end by SIGALRM and fail the test.
                    let input = fopen("/dev/null", "r")!  // Always at its end, like a terminal that has gone.
                    let session = try TerminalSession.open(
                        terminalType: "xterm-256color", output: tessera_stdout(), input: input,
                        environment: [:])
                    _ = session.readEvent(timeoutMilliseconds: timeout)
                    Swift.fatalError("readEvent returned")
                }
            }
            let restored = Self.restored(result.standardOutputContent)
            #expect(restored, "time-out \(String(describing: timeout))")
        }
    }

    @Test func onlyCPUFaultsAreLeftToRepeatOnReturn() {
        let segvMapError: Int32 = 1
        let illegalOpcode: Int32 = 1
        #expect(TerminalRestorer.isRepeatingFault(SIGSEGV, code: segvMapError))
        #expect(TerminalRestorer.isRepeatingFault(SIGILL, code: illegalOpcode))
        #expect(!TerminalRestorer.isRepeatingFault(SIGSEGV, code: 0))  // kill -SEGV
        #expect(!TerminalRestorer.isRepeatingFault(SIGSEGV, code: -6))  // raise / tgkill
        #expect(!TerminalRestorer.isRepeatingFault(SIGILL, code: 0x80))  // SI_KERNEL: sent, not a fault
        #expect(!TerminalRestorer.isRepeatingFault(SIGTRAP, code: 1))  // int3 has already been stepped past
        #expect(!TerminalRestorer.isRepeatingFault(SIGABRT, code: -6))
    }
}
