import TesseraImaging
import Testing

@testable import TesseraGraphics

/// A terminal can answer anything: sizes past `PictureLimits` from a reply or the kernel's window size fall
/// back to the next source, and in the end to the default; the kitty query stays off multiplexers that
/// would take it for a title.
@Suite struct HostileRepliesTests {
    /// The answers of a plain terminal with `cellReply` (the body of `CSI … t`) in place of the cell size.
    static func answers(cellReply: String) -> [UInt8] {
        Array("\u{1B}[\(cellReply)t\u{1B}[?62;22c\u{1B}[0n".utf8)
    }

    static let hostileCellReplies = [
        "6;100000;100000", "6;20;100000", "6;100000;10", "6;\(Int.max);\(Int.max)", "6;0;0", "6;-20;-10",
        "6;1001;1000", "4;\(Int.max);\(Int.max)", "4;3000000;3000000",
    ]

    @Test(arguments: hostileCellReplies)
    func aHostileCellSizeReplyIsParsedButNotBelieved(_ reply: String) throws {
        let detection = try GraphicsDetection(
            replies: Self.answers(cellReply: reply), environment: [:], terminalCells: (100, 30))
        #expect(detection.cellSize == nil)
        #expect(detection.answeredInFull)
        let startup = try GraphicsStartup.choose(
            option: "sixel", cellSize: nil, environment: [:], window: (100, 30, 0, 0),
            ask: { _ in Self.answers(cellReply: reply) })
        #expect(startup.cellSize == GraphicsStartup.defaultCellSize)
    }

    @Test func theLargestAndSmallestSaneCellsAreBelieved() throws {
        for (reply, size) in [
            ("6;1000;1000", PixelSize(width: 1000, height: 1000)), ("6;1;1", PixelSize(width: 1, height: 1)),
        ] {
            let detection = try GraphicsDetection(replies: Self.answers(cellReply: reply), environment: [:])
            #expect(detection.cellSize == size)
        }
    }

    @Test func aHostileReplyIsPassedOverForTheWindowsCellSize() throws {
        let startup = try GraphicsStartup.choose(
            option: "sixel", cellSize: nil, environment: [:], window: (100, 30, 900, 600),
            ask: { _ in Self.answers(cellReply: "6;100000;100000") })
        #expect(startup.cellSize == PixelSize(width: 9, height: 20))
    }

    @Test(arguments: [(65535, 65535), (100_000, 20), (0, 600), (Int.max, Int.max), (-900, -600)])
    func aHostileWindowSizeFallsBackToTheDefault(_ pixels: (Int, Int)) throws {
        let startup = try GraphicsStartup.choose(
            option: "sixel", cellSize: nil, environment: [:], window: (100, 30, pixels.0, pixels.1),
            ask: { _ in Array("\u{1B}[0n".utf8) })
        #expect(startup.cellSize == GraphicsStartup.defaultCellSize)
    }

    @Test func aForcedCellSizeOutsideTheLimitsIsNotUsed() throws {
        let startup = try GraphicsStartup.choose(
            option: "sixel", cellSize: PixelSize(width: Int.max, height: 20), environment: [:],
            window: nil, ask: { _ in Array("\u{1B}[0n".utf8) })
        #expect(startup.cellSize == GraphicsStartup.defaultCellSize)
    }

    @Test func pixelArithmeticReportsOverflowInsteadOfTrapping() {
        #expect(PictureLimits.pixels(columns: 2, rows: 2, cell: PixelSize(width: Int.max, height: 1)) == nil)
        #expect(PictureLimits.pixels(columns: -1, rows: 2, cell: PixelSize(width: 10, height: 20)) == nil)
        #expect(
            PictureLimits.pixels(columns: 80, rows: 24, cell: PixelSize(width: 10, height: 20))
                == PixelSize(width: 800, height: 480))
        #expect(PictureLimits.area(of: PixelSize(width: Int.max, height: 2)) == nil)
        #expect(PictureLimits.area(of: PixelSize(width: 1920, height: 1080)) == PictureLimits.pixelsPerFrame)
    }

    @Test func theKittyQueryStaysOffAMultiplexerThatIsNotNamedInTMUX() throws {
        let kittyQuery = Array("\u{1B}_G".utf8)
        for term in ["tmux-256color", "tmux", "screen", "screen.xterm-256color"] {
            var written: [UInt8] = []
            _ = try GraphicsStartup.choose(
                option: nil, cellSize: nil, environment: ["TERM": term], window: nil,
                ask: {
                    written = $0
                    return []
                })
            #expect(!written.contains(kittyQuery), "\(term)")
            #expect(written.starts(with: Array("\u{1B}[>q".utf8)), "\(term)")
        }
        #expect(GraphicsQueries.asksKitty(environment: ["TERM": "xterm-kitty"]))
        #expect(GraphicsQueries.asksKitty(environment: [:]))
        // With TMUX set the query is wrapped in the passthrough, which tmux never shows.
        #expect(GraphicsQueries.asksKitty(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/t,1,0"]))
    }
}
