import TesseraImaging
import TesseraTerminal
import Testing

@testable import TesseraGraphics

#if canImport(Glibc)
    import Glibc
#endif

/// The start-up choice wired end to end: the queries written by `TerminalQuery`, recorded answers read
/// back through a pipe within a bounded time, judged by `GraphicsDetection`, with the options on top.
@Suite struct GraphicsStartupTests {
    /// A pipe; both ends are closed when the test ends.
    final class Pipe {
        let read: Int32
        let write: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            try #require(pipe(&ends) == 0)
            (read, write) = (ends[0], ends[1])
        }
        deinit {
            close(read)
            close(write)
        }
        func send(_ bytes: [UInt8]) {
            _ = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
        }
        func available() -> [UInt8] {
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = fcntl(read, F_SETFL, O_NONBLOCK)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, $0.count) }
            return count > 0 ? Array(buffer[..<count]) : []
        }
    }

    /// xterm in VT340 mode at 100 × 30 cells, as the kernel reports its window (904 × 574 pixels).
    static let xtermWindow = (columns: 100, rows: 30, pixelWidth: 904, pixelHeight: 574)

    /// Runs the start-up choice with `answers` waiting on the terminal's input; returns it and the bytes
    /// it wrote.
    func start(
        answers: [UInt8], option: String? = nil, cellSize: PixelSize? = nil,
        environment: [String: String] = [:],
        window: (columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int)? = xtermWindow,
        timeoutMilliseconds: Int = 300
    ) throws -> (GraphicsStartup, written: [UInt8]) {
        let input = try Pipe()
        let output = try Pipe()
        input.send(answers)
        let startup = try GraphicsStartup.choose(
            option: option, cellSize: cellSize, environment: environment, window: window,
            ask: {
                TerminalQuery.ask(
                    $0, endingWith: GraphicsStartup.endOfAnswers, timeoutMilliseconds: timeoutMilliseconds,
                    input: input.read, output: output.write)
            })
        return (startup, output.available())
    }

    @Test func xtermInVT340ModeGetsSixelWithTheCellSizeOfItsWindow() throws {
        let (startup, written) = try start(answers: RecordedReplies.xtermVT340)
        #expect(startup.method == .sixel)
        #expect(startup.cellSize == PixelSize(width: 9, height: 19))
        #expect(written == GraphicsQueries.startup(insideTmux: false))
    }

    @Test func theTerminalsOwnCellSizeWinsOverTheWindowsAndTheOptionOverBoth() throws {
        let answered = try start(answers: RecordedReplies.xtermWindowOps, option: "sixel").0
        #expect(answered.cellSize == PixelSize(width: 6, height: 13))
        let forced = try start(
            answers: RecordedReplies.xtermWindowOps, option: "sixel",
            cellSize: PixelSize(width: 8, height: 16)
        ).0
        #expect(forced.cellSize == PixelSize(width: 8, height: 16))
        let nothing = try start(answers: RecordedReplies.xterm, window: nil).0
        #expect(nothing.cellSize == GraphicsStartup.defaultCellSize)
    }

    @Test func plainXtermAndTmuxGetHalfBlocks() throws {
        #expect(try start(answers: RecordedReplies.xterm).0.method == .blocks)
        #expect(
            try start(answers: RecordedReplies.tmuxInXterm, environment: ["TMUX": "/tmp/t,1,0"]).0.method
                == .blocks)
    }

    @Test func aCurrentKittyGetsKittyAndAnOldOneDoesNot() throws {
        #expect(try start(answers: RecordedReplies.kitty035).0.method == .kitty)
        #expect(try start(answers: RecordedReplies.kitty026).0.method == .blocks)
    }

    @Test func noAnswerAtAllGivesHalfBlocksWithinTheTimeout() throws {
        let clock = ContinuousClock()
        let began = clock.now
        let (startup, written) = try start(answers: [], timeoutMilliseconds: 100)
        let waited = began.duration(to: clock.now)
        #expect(startup.method == .blocks)
        #expect(startup.reason == "no complete answer")
        #expect(!written.isEmpty)
        // Bounded: the 100 ms timeout, not for ever (generous for a loaded machine).
        #expect(waited >= .milliseconds(100) && waited < .seconds(5))
    }

    @Test func theStatusReportEndsTheWaitAndKeysTypedWithTheAnswersAreKept() throws {
        let clock = ContinuousClock()
        let began = clock.now
        let (startup, _) = try start(
            answers: RecordedReplies.xtermVT340 + Array("jk".utf8), timeoutMilliseconds: 10_000)
        #expect(startup.method == .sixel)
        #expect(startup.typedAhead == Array("jk".utf8))
        #expect(began.duration(to: clock.now) < .seconds(5))
    }

    @Test func forcedBlocksOrAForcedMethodWithACellSizeAsksTheTerminalNothing() throws {
        var asked = false
        let ask: ([UInt8]) -> [UInt8] = { _ in
            asked = true
            return []
        }
        let blocks = try GraphicsStartup.choose(
            option: nil, cellSize: nil, environment: ["TESSERA_GRAPHICS": "blocks"], window: nil, ask: ask)
        #expect(blocks.method == .blocks && !asked)
        let sixel = try GraphicsStartup.choose(
            option: "sixel", cellSize: PixelSize(width: 9, height: 19), environment: [:], window: nil,
            ask: ask)
        #expect(
            sixel
                == GraphicsStartup(
                    method: .sixel, cellSize: PixelSize(width: 9, height: 19), reason: sixel.reason))
        #expect(!asked)
        _ = try GraphicsStartup.choose(
            option: "sixel", cellSize: nil, environment: [:], window: nil, ask: ask)
        #expect(asked)
    }

    @Test func theOptionWinsOverTheEnvironmentWhichWinsOverTheAnswers() throws {
        #expect(
            try start(answers: RecordedReplies.xterm, environment: ["TESSERA_GRAPHICS": "sixel"]).0.method
                == .sixel)
        #expect(
            try start(
                answers: RecordedReplies.xtermVT340, option: "kitty",
                environment: ["TESSERA_GRAPHICS": "blocks"]
            )
            .0.method == .kitty)
        #expect(
            try start(
                answers: RecordedReplies.xtermVT340, option: "auto",
                environment: ["TESSERA_GRAPHICS": "blocks"]
            )
            .0.method == .sixel)
    }

    @Test func aBadModeIsAOneLineError() {
        #expect(throws: GraphicsError.unknownGraphicsMode("pixels")) {
            _ = try GraphicsStartup.forcedMode(option: nil, environment: ["TESSERA_GRAPHICS": "pixels"])
        }
        #expect(throws: GraphicsError.unknownGraphicsMode("x")) {
            _ = try GraphicsStartup.forcedMode(option: "x", environment: ["TESSERA_GRAPHICS": "sixel"])
        }
    }
}

/// Keys typed while the terminal was asked are kept, in order, for the app to read.
@Suite struct TypedAheadTests {
    @Test func bytesOutsideTheAnswersAreKeptInOrder() {
        let end = Array("\u{1B}[F".utf8)
        let bytes = end + Array("\r".utf8) + RecordedReplies.xtermVT340 + Array("q".utf8)
        let split = TerminalReplyParser.split(bytes)
        #expect(split.others == end + Array("\r".utf8) + Array("q".utf8))
        #expect(split.replies.contains(.statusOK))
        #expect(TerminalReplyParser.split(RecordedReplies.kitty035).others.isEmpty)
    }

    @Test func theStartupHandsThemOn() throws {
        let startup = try GraphicsStartup.choose(
            option: nil, cellSize: nil, environment: [:], window: nil,
            ask: { _ in Array("j".utf8) + RecordedReplies.xtermVT340 })
        #expect(startup.method == .sixel && startup.typedAhead == Array("j".utf8))
    }
}
