import Testing

@testable import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct TerminalErrorTests {
    @Test func descriptionsAreOneLineNamingTheProblem() {
        #expect(
            TerminalError.unknownTerminalType("foo").description == "unknown terminal type 'foo' (TERM)")
        #expect(TerminalError.terminalTypeUnset.description == "terminal type not set (TERM)")
        #expect(
            TerminalError.unsupportedTerminalType("dumb").description
                == "terminal type 'dumb' cannot move the cursor (TERM)")
        #expect(
            TerminalError.notATerminal(.output).description
                == "not a terminal: standard output is redirected")
        let all: [TerminalError] = [
            .notATerminal(.input), .notATerminal(.output), .terminalTypeUnset, .unknownTerminalType("x"),
            .unsupportedTerminalType("x"), .noUTF8Locale, .sessionAlreadyRunning,
        ]
        for error in all {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
    }

    /// Only when the test process has no terminal: otherwise the session would really start.
    @Test(.enabled(if: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0))
    @MainActor func startRefusesWhenStandardStreamsAreNotATerminal() {
        let expected: TerminalError =
            isatty(STDIN_FILENO) == 0 ? .notATerminal(.input) : .notATerminal(.output)
        #expect(throws: expected) {
            try TerminalSession.start(environment: ["TERM": "xterm-256color"])
        }
    }
}
