import Foundation
import Testing

@testable import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `TerminalQuery.ask` over pipes: the query goes out, and the wait ends at the terminator, wherever the
/// reads happen to split it, or at the timeout.
@Suite struct TerminalQueryTests {
    /// A pipe whose ends close with it.
    final class Pipe: @unchecked Sendable {
        let readEnd: Int32
        let writeEnd: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (readEnd, writeEnd) = (ends[0], ends[1])
        }
        deinit {
            close(readEnd)
            close(writeEnd)
        }
        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        }
    }

    @Test func aTerminatorSplitAcrossTwoReadsEndsTheWait() throws {
        let input = try Pipe()
        let output = try Pipe()
        input.send("\u{1B}[?62;4c\u{1B}[0")
        let rest = Thread {
            usleep(200_000)
            input.send("n")
        }
        rest.start()
        let clock = ContinuousClock()
        let began = clock.now
        let answers = TerminalQuery.ask(
            Array("\u{1B}[5n".utf8), endingWith: Array("\u{1B}[0n".utf8), timeoutMilliseconds: 20_000,
            input: input.readEnd, output: output.writeEnd)
        #expect(answers == Array("\u{1B}[?62;4c\u{1B}[0n".utf8))
        // The terminator, not the 20 s timeout, ended it (generous for a loaded machine).
        #expect(began.duration(to: clock.now) < .seconds(10))
    }

    @Test func withoutTheTerminatorItReturnsWhatCameWithinTheTimeout() throws {
        let input = try Pipe()
        let output = try Pipe()
        input.send("\u{1B}[?62c")
        let answers = TerminalQuery.ask(
            Array("\u{1B}[5n".utf8), endingWith: Array("\u{1B}[0n".utf8), timeoutMilliseconds: 100,
            input: input.readEnd, output: output.writeEnd)
        #expect(answers == Array("\u{1B}[?62c".utf8))
    }
}
