import TesseraImaging
import Testing

@testable import TesseraGraphics

@Suite struct GraphicsDetectionTests {
    private let esc = "\u{1B}"

    private func detect(_ replies: [UInt8], _ environment: [String: String] = [:], option: String? = nil)
        throws
        -> GraphicsDetection
    {
        try GraphicsDetection(replies: replies, environment: environment, option: option)
    }

    @Test func eachRecordedTerminalGetsItsMethod() throws {
        let cases: [(String, [UInt8], GraphicsMethod)] = [
            ("xterm", RecordedReplies.xterm, .blocks),
            ("xterm with window ops", RecordedReplies.xtermWindowOps, .blocks),
            ("xterm vt340", RecordedReplies.xtermVT340, .sixel),
            ("kitty 0.26", RecordedReplies.kitty026, .blocks),
            ("kitty 0.35", RecordedReplies.kitty035, .kitty),
            ("WezTerm", RecordedReplies.wezterm, .sixel),
            ("foot", RecordedReplies.foot, .sixel),
            ("silent", RecordedReplies.silent, .blocks),
        ]
        for (name, replies, method) in cases {
            let detection = try detect(replies)
            #expect(detection.method == method, "\(name): \(detection.reason)")
            #expect(detection.answeredInFull, "\(name)")
            #expect(!detection.insideTmux, "\(name)")
        }
    }

    @Test func whatEachAnswerSaysIsKept() throws {
        let kitty = try detect(RecordedReplies.kitty026)
        #expect(kitty.answersKittyGraphics && !kitty.advertisesSixel)
        #expect(kitty.version == TerminalVersion("kitty(0.26.5)") && kitty.version?.numbers == [0, 26, 5])
        #expect(kitty.cellSize == PixelSize(width: 10, height: 20))
        #expect(try detect(RecordedReplies.xterm).cellSize == nil)
        #expect(try detect(RecordedReplies.xtermWindowOps).cellSize == PixelSize(width: 6, height: 13))
        let silent = try detect(RecordedReplies.silent)
        #expect(
            !silent.answersKittyGraphics && !silent.advertisesSixel && silent.version == nil
                && silent.cellSize == nil)
    }

    @Test func insideTmuxTheOuterTerminalDecides() throws {
        let xterm = try detect(RecordedReplies.tmuxInXterm, ["TMUX": "/tmp/tmux-1000/default,42,0"])
        #expect(xterm.method == .blocks && xterm.insideTmux)
        #expect(xterm.version?.isTmux == true)
        let kitty = try detect(RecordedReplies.tmuxInKitty, ["TMUX": "/tmp/tmux-1000/default,42,0"])
        #expect(kitty.method == .kitty && kitty.insideTmux)
        #expect(kitty.version?.name == "kitty")
        #expect(try detect(RecordedReplies.xterm, ["TMUX": ""]).insideTmux == false)
    }

    @Test func overridesWinOptionFirst() throws {
        #expect(try detect(RecordedReplies.xterm, ["TESSERA_GRAPHICS": "sixel"]).method == .sixel)
        #expect(try detect(RecordedReplies.kitty035, ["TESSERA_GRAPHICS": "blocks"]).method == .blocks)
        #expect(try detect(RecordedReplies.kitty026, ["TESSERA_GRAPHICS": "KITTY"]).method == .kitty)
        let both = try detect(RecordedReplies.foot, ["TESSERA_GRAPHICS": "kitty"], option: "blocks")
        #expect(both.method == .blocks && both.reason == "--graphics blocks")
        #expect(
            try detect(RecordedReplies.foot, ["TESSERA_GRAPHICS": "blocks"], option: "auto").method == .sixel)
        #expect(try detect(RecordedReplies.foot, ["TESSERA_GRAPHICS": "auto"]).method == .sixel)
    }

    @Test func aBadModeIsAOneLineError() {
        #expect(throws: GraphicsError.unknownGraphicsMode("sixels")) {
            try detect(RecordedReplies.foot, ["TESSERA_GRAPHICS": "sixels"])
        }
        #expect(throws: GraphicsError.unknownGraphicsMode("")) {
            try detect(RecordedReplies.foot, option: "")
        }
        #expect(
            GraphicsError.unknownGraphicsMode("x").description
                == "unknown graphics mode 'x' (expected auto, kitty, sixel or blocks)")
    }

    @Test func garbageBetweenAnswersIsSkipped() throws {
        // Keys typed during start-up, a DECRPM answer, an OSC colour answer and a lone ESC among foot's answers.
        let noisy = RecordedReplies.bytes(
            "jj\(esc)[?2026;2$y\(esc)P>|foot(1.16.2)\(esc)\\q\(esc)]11;rgb:0000/0000/0000\(esc)\\"
                + "\(esc)\(esc)[6;16;8tx\(esc)[?62;4;22c\(esc)[0n")
        let detection = try detect(noisy)
        #expect(detection.method == .sixel && detection.version?.name == "foot")
        #expect(detection.cellSize == PixelSize(width: 8, height: 16))
        #expect(detection.answeredInFull)
    }

    @Test func partialAnswersProveNothing() throws {
        // Cut off before the end: the status report never came.
        let cut = Array(RecordedReplies.foot.dropLast(8))
        let detection = try detect(cut)
        #expect(!detection.answeredInFull && detection.method == .blocks)
        // A device-attributes answer interrupted by the status report does not count as sixel.
        let interrupted = RecordedReplies.bytes("\(esc)[?62;4\(esc)[0n")
        #expect(try detect(interrupted).method == .blocks)
        #expect(TerminalReplyParser.parse(interrupted) == [.statusOK])
        // A kitty answer for another id, or an error, is not an OK.
        let other = RecordedReplies.bytes(
            "\(esc)_Gi=32;OK\(esc)\\\(esc)_Gi=31;ENOTSUPPORTED:x\(esc)\\\(esc)P>|kitty(0.35.2)\(esc)\\\(esc)[0n"
        )
        #expect(try detect(other).method == .blocks)
        // An unterminated APC at the end is dropped, the answers before it kept.
        #expect(TerminalReplyParser.parse(RecordedReplies.bytes("\(esc)[0n\(esc)_Gi=31;O")) == [.statusOK])
    }

    @Test func theParserReadsEveryKindOfAnswer() {
        let replies = TerminalReplyParser.parse(RecordedReplies.wezterm)
        #expect(
            replies == [
                .kittyGraphics(id: 31, message: "OK"), .version("WezTerm 20240203-110809-5046fc22"),
                .textAreaPixels(PixelSize(width: 1600, height: 960)),
                .cellPixels(PixelSize(width: 12, height: 24)),
                .deviceAttributes([65, 4, 6, 18, 22]), .statusOK,
            ])
    }

    @Test func theCellSizeFallsBackToTheTextArea() throws {
        let areaOnly = RecordedReplies.bytes("\(esc)[4;600;1000t\(esc)[0n")
        let detection = try GraphicsDetection(
            replies: areaOnly, environment: [:], terminalCells: (columns: 100, rows: 30))
        #expect(detection.cellSize == PixelSize(width: 10, height: 20))
        #expect(try GraphicsDetection(replies: areaOnly, environment: [:]).cellSize == nil)
        let zero = RecordedReplies.bytes("\(esc)[6;0;0t\(esc)[0n")
        #expect(try detect(zero).cellSize == nil)
    }

    @Test func versionsDecidePlaceholders() {
        #expect(!TerminalVersion("kitty(0.27.1)").drawsKittyPlaceholders)
        #expect(TerminalVersion("kitty(0.28.0)").drawsKittyPlaceholders)
        #expect(TerminalVersion("kitty(1.0)").drawsKittyPlaceholders)
        #expect(TerminalVersion("ghostty 1.1.3").drawsKittyPlaceholders)
        #expect(!TerminalVersion("WezTerm 20240203-110809-5046fc22").drawsKittyPlaceholders)
        #expect(TerminalVersion("tmux 3.3a").numbers == [3, 3] && TerminalVersion("tmux 3.3a").isTmux)
    }

    @Test func theQueriesEndWithTheStatusReport() {
        let plain = String(decoding: GraphicsQueries.startup(insideTmux: false), as: UTF8.self)
        #expect(
            plain
                == "\(esc)_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\(esc)\\\(esc)[>q\(esc)[14t\(esc)[16t\(esc)[c\(esc)[5n"
        )
        let tmux = String(decoding: GraphicsQueries.startup(insideTmux: true), as: UTF8.self)
        #expect(tmux.hasPrefix("\(esc)Ptmux;\(esc)\(esc)_Gi=31,"))
        #expect(tmux.contains("\(esc)[>q\(esc)Ptmux;\(esc)\(esc)[>q\(esc)\\"))
        #expect(tmux.hasSuffix("\(esc)[c\(esc)[5n"))
    }
}
