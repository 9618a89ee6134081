import CNcurses
import TesseraCanvas
import Testing

@testable import TesseraTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens real ncurses screens on `/dev/null` and reads presented cells back from `stdscr`.
///
/// ncurses is process-global and not thread-safe, so every test that touches it lives in this one
/// serialized suite.
/// On the main actor, as every terminal session is.
@MainActor
@Suite(.serialized) struct TerminalPresentTests {
    /// A cell as ncurses holds it.
    struct ScreenCell: Equatable {
        var text: String
        var attributes: attr_t
        var foreground: Int32
        var background: Int32
    }

    /// Opens a session on `/dev/null`, runs `body`, then stops the session and closes the streams.
    private func withSession(
        terminalType: String = "xterm-256color", environment: [String: String] = [:],
        colors: ColorDepth? = nil,
        _ body: (TerminalSession) throws -> Void
    ) throws {
        let output = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
        }
        _ = setlocale(LC_ALL, "C.UTF-8")
        let session = try TerminalSession.open(
            terminalType: terminalType, output: output, input: input, environment: environment, colors: colors
        )
        defer { session.stop() }
        try body(session)
    }

    private func cell(column: Int, row: Int) -> ScreenCell {
        var character = cchar_t()
        _ = tessera_mvwin_wch(tessera_stdscr(), Int32(row), Int32(column), &character)
        var text = [wchar_t](repeating: 0, count: Int(TESSERA_CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int32 = 0
        _ = tessera_getcchar(&character, &text, &attributes, &pair)
        var foreground: Int32 = 0
        var background: Int32 = 0
        _ = extended_pair_content(pair, &foreground, &background)
        let scalars = text.prefix { $0 != 0 }.compactMap { UnicodeScalar(UInt32(bitPattern: $0)) }
        return ScreenCell(
            text: String(String.UnicodeScalarView(scalars)), attributes: attributes,
            foreground: foreground,
            background: background)
    }

    private func text(row: Int, columns: Int) -> String {
        (0..<columns).map { cell(column: $0, row: row).text }.joined()
    }

    @Test func presentsTextWideGlyphsAndStyles() throws {
        try withSession { session in
            var grid = Canvas(columns: 10, rows: 2)
            grid.writeCells("Hi", column: 0, row: 0, style: Style(foreground: .indexed(196), bold: true))
            grid.writeCells("中", column: 2, row: 0, width: 2, style: Style(underline: true))
            grid.writeCells("x", column: 4, row: 0, style: Style(background: .blue, reverse: true))
            grid.writeCells("ok", column: 0, row: 1, style: Style(dim: true))
            session.present(grid)

            #expect(
                cell(column: 0, row: 0)
                    == ScreenCell(text: "H", attributes: TESSERA_A_BOLD, foreground: 196, background: -1))
            #expect(
                cell(column: 1, row: 0)
                    == ScreenCell(text: "i", attributes: TESSERA_A_BOLD, foreground: 196, background: -1))
            #expect(cell(column: 2, row: 0).text == "中")
            #expect(cell(column: 2, row: 0).attributes == TESSERA_A_UNDERLINE)
            #expect(
                cell(column: 4, row: 0)
                    == ScreenCell(text: "x", attributes: TESSERA_A_REVERSE, foreground: -1, background: 4))
            #expect(
                cell(column: 0, row: 1)
                    == ScreenCell(text: "o", attributes: TESSERA_A_DIM, foreground: -1, background: -1))
            // The wide glyph takes two cells, so the row reads "Hi中x" and then blanks.
            let firstRow = (0..<8).filter { $0 != 3 }.map { cell(column: $0, row: 0).text }.joined()
            #expect(firstRow == "Hi中x   ")
        }
    }

    @Test func cellsOutsideASmallerGridAreBlanked() throws {
        try withSession { session in
            var large = Canvas(columns: 5, rows: 2)
            large.writeCells("abcde", column: 0, row: 0)
            large.writeCells("fghij", column: 0, row: 1)
            session.present(large)
            var small = Canvas(columns: 3, rows: 1)
            small.writeCells("abc", column: 0, row: 0)
            session.present(small)
            #expect(text(row: 0, columns: 5) == "abc  ")
            #expect(text(row: 1, columns: 5) == "     ")
        }
    }

    @Test func onlyChangedCellsReachTheTerminal() throws {
        let path = "/tmp/tessera-present-\(getpid()).out"
        let output = try #require(fopen(path, "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
            unlink(path)
        }
        _ = setlocale(LC_ALL, "C.UTF-8")
        let session = try TerminalSession.open(
            terminalType: "xterm-256color", output: output, input: input, environment: [:])
        defer { session.stop() }
        var offset = 0
        /// The text the last frame sent, escape sequences left out; `nil` when it sent no bytes at all.
        func presentedText(_ canvas: Canvas) throws -> String? {
            session.present(canvas)
            let bytes = try #require(readAll(path))
            defer { offset = bytes.count }
            let frame = bytes.dropFirst(offset)
            return frame.isEmpty ? nil : TerminalText.printable(in: Array(frame))
        }

        var grid = Canvas(columns: 4, rows: 2)
        grid.writeCells("abcd", column: 0, row: 0)
        grid.writeCells("efgh", column: 0, row: 1)
        let first = try #require(try presentedText(grid))
        #expect(first.contains("abcd") && first.contains("efgh"))

        grid.writeCells("X", column: 0, row: 0)
        #expect(try presentedText(grid) == "X")
        #expect(try presentedText(grid) == nil, "an unchanged frame writes nothing, not even its markers")

        grid.writeCells("c", column: 2, row: 0, style: Style(bold: true))
        // ncurses may print the cell before a change again rather than move the cursor over it ("bc").
        let bold = try #require(try presentedText(grid))
        #expect(bold.hasSuffix("c") && bold.count <= 2, "\(bold)")

        session.forceFullRedraw()
        let repainted = try #require(try presentedText(grid))
        #expect(repainted.contains("Xbcd") && repainted.contains("efgh"))
    }

    /// The bytes of the file at `path`.
    private func readAll(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }

    @Test func aWideGlyphReplacedByNarrowOnesLeavesNoHalf() throws {
        try withSession { session in
            var grid = Canvas(columns: 4, rows: 1)
            grid.writeCells("中", column: 0, row: 0, width: 2)
            grid.writeCells("ab", column: 2, row: 0)
            session.present(grid)
            grid.writeCells("xy", column: 0, row: 0)
            session.present(grid)
            #expect(text(row: 0, columns: 4) == "xyab")
            grid.writeCells("文", column: 1, row: 0, width: 2)
            session.present(grid)
            let cells = [0, 1, 3].map { cell(column: $0, row: 0).text }
            #expect(cells == ["x", "文", "b"])
        }
    }

    @Test func aWideGlyphThatDoesNotFitInTheLastColumnIsBlankAndLeavesTheNextRowAlone() throws {
        try withSession { session in
            let columns = session.size.columns
            var grid = Canvas(columns: columns, rows: 2)
            grid.writeCells("ab", column: 0, row: 1)
            session.present(grid)
            grid.writeCells("中", column: columns - 1, row: 0, width: 2)
            session.present(grid)
            #expect(cell(column: columns - 1, row: 0).text == " ")
            #expect(text(row: 1, columns: 3) == "ab ")
        }
    }

    @Test func glyphsTheCLibraryCountsDifferentlyKeepTheGridsColumns() throws {
        try withSession { session in
            var grid = Canvas(columns: 8, rows: 1)
            grid.writeCells("WXYZ", column: 0, row: 0)
            session.present(grid)
            // A red heart emoji: wide to the grid, narrow to wcwidth. Then a CJK glyph the grid calls narrow.
            grid.writeCells("\u{2764}\u{FE0F}", column: 0, row: 0, width: 2)
            grid.writeCells("a", column: 2, row: 0)
            grid.writeCells("中", column: 3, row: 0)
            grid.writeCells("b", column: 4, row: 0)
            session.present(grid)
            #expect(text(row: 0, columns: 6) == "\u{2764} a\u{FFFD}b ")
        }
    }

    @Test func eightColourTerminalsShowTheNearestBasicColour() throws {
        try withSession(terminalType: "xterm") { session in
            var grid = Canvas(columns: 1, rows: 1)
            grid.writeCells(
                "r", column: 0, row: 0, style: Style(foreground: .indexed(196), background: .indexed(12)))
            session.present(grid)
            #expect(
                cell(column: 0, row: 0)
                    == ScreenCell(text: "r", attributes: TESSERA_A_NORMAL, foreground: 1, background: 4))
        }
    }

    @Test func noColorKeepsAttributesButDropsColours() throws {
        try withSession(environment: ["NO_COLOR": "1"]) { session in
            var grid = Canvas(columns: 1, rows: 1)
            grid.writeCells(
                "r", column: 0, row: 0,
                style: Style(foreground: .red, background: .blue, bold: true, reverse: true))
            session.present(grid)
            var character = cchar_t()
            _ = tessera_mvwin_wch(tessera_stdscr(), 0, 0, &character)
            var text = [wchar_t](repeating: 0, count: 8)
            var attributes: attr_t = 0
            var pair: Int32 = -1
            _ = tessera_getcchar(&character, &text, &attributes, &pair)
            #expect(pair == 0)
            #expect(attributes == TESSERA_A_BOLD | TESSERA_A_REVERSE)
        }
    }

    @Test func directColourTerminalsShowTwentyFourBitColours() throws {
        try withSession(terminalType: "xterm-direct") { session in
            #expect(session.colorDepth == .truecolor)
            var grid = Canvas(columns: 3, rows: 1)
            grid.writeCells(
                "a", column: 0, row: 0,
                style: Style(foreground: .rgb(250, 140, 80), background: .rgb(0, 0, 3)))
            grid.writeCells("b", column: 1, row: 0, style: Style(foreground: .indexed(196), background: .red))
            grid.writeCells(
                "c", column: 2, row: 0,
                style: Style(foreground: .indexed(16), background: .indexed(220), bold: true))
            session.present(grid)
            #expect(cell(column: 0, row: 0).foreground == 0xfa8c50)
            #expect(
                cell(column: 0, row: 0).background == 8, "RGB values below 8 are nudged off the basic colours"
            )
            #expect(cell(column: 1, row: 0).foreground == 0xff0000, "palette entries as RGB")
            #expect(cell(column: 1, row: 0).background == 1, "basic colours stay basic")
            #expect(
                cell(column: 2, row: 0)
                    == ScreenCell(text: "c", attributes: TESSERA_A_BOLD, foreground: 8, background: 0xffd700))
        }
    }

    @Test func colortermTruecolorOpensTheFamilysDirectEntry() throws {
        try withSession(environment: ["COLORTERM": "truecolor"]) { session in
            #expect(session.terminalType == "xterm-direct")
            #expect(session.colorDepth == .truecolor)
        }
        try withSession { session in
            #expect(session.terminalType == "xterm-256color")
            #expect(session.colorDepth == .colors256)
        }
        try withSession(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"]) { session in
            #expect(session.colorDepth == .monochrome)
        }
    }

    @Test func theColoursOptionSetsTheDepthWithinWhatTheTerminalShows() throws {
        try withSession(colors: .colors8) { session in
            #expect(session.colorDepth == .colors8)
            var grid = Canvas(columns: 1, rows: 1)
            grid.writeCells("r", column: 0, row: 0, style: Style(foreground: .indexed(196)))
            session.present(grid)
            #expect(cell(column: 0, row: 0).foreground == 1)
        }
        try withSession(terminalType: "xterm", colors: .colors256) { session in
            #expect(session.colorDepth == .colors8, "plain xterm has 8 colours")
        }
        try withSession(environment: ["NO_COLOR": "1"], colors: .colors256) { session in
            #expect(session.colorDepth == .colors256, "--colors overrides NO_COLOR")
        }
    }

    @Test func aLongRunOfNewColoursRecyclesPairsAndEveryCellKeepsItsColours() throws {
        try withSession(terminalType: "xterm-direct") { session in
            let (columns, rows) = session.size
            // 40 frames of all-new colours: more pairs than the terminal has (65,536).
            for frame in 0..<40 {
                var grid = Canvas(columns: columns, rows: rows)
                var expected: [Int32] = []
                for row in 0..<rows {
                    for column in 0..<columns {
                        let value = (frame * columns * rows + row * columns + column) * 7 + 0x10_0000
                        let rgb = (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
                        grid.writeCells(
                            "▀", column: column, row: row,
                            style: Style(foreground: .rgb(rgb.0, rgb.1, rgb.2), background: .rgb(0, 0, 200)))
                        expected.append(max(Int32(value & 0xFF_FFFF), 8))
                    }
                }
                session.present(grid)
                var wrong = 0
                for row in 0..<rows {
                    for column in 0..<columns {
                        let shown = cell(column: column, row: row)
                        if shown.foreground != expected[row * columns + column] || shown.background != 200 {
                            wrong += 1
                        }
                    }
                }
                #expect(wrong == 0, "frame \(frame): \(wrong) cells in the wrong colours")
            }
        }
    }

    @Test func readEventDecodesKeysAndWaitsForTheTimeOut() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let input = try #require(fdopen(ends[0], "r"))
        let output = try #require(fopen("/dev/null", "w"))
        defer {
            close(ends[1])
            fclose(input)
            fclose(output)
        }
        _ = setlocale(LC_ALL, "C.UTF-8")
        let session = try TerminalSession.open(
            terminalType: "xterm-256color", output: output, input: input, environment: [:])
        defer { session.stop() }
        func type(_ text: String) {
            _ = text.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
        }

        let clock = ContinuousClock()
        let start = clock.now
        #expect(session.readEvent(timeoutMilliseconds: 60) == nil)
        let waited = start.duration(to: clock.now)
        #expect(waited >= .milliseconds(55) && waited < .seconds(2), "waited \(waited)")

        type("j\u{1B}OA\ré\u{1B}[6~")  // j, Up (keypad mode), Return, é, Page Down
        #expect(session.readEvent(timeoutMilliseconds: nil) == .key(.character("j")))
        #expect(session.readEvent(timeoutMilliseconds: nil) == .key(.up))
        #expect(session.readEvent(timeoutMilliseconds: nil) == .key(.enter))
        #expect(session.readEvent(timeoutMilliseconds: nil) == .key(.character("é")))
        #expect(session.readEvent(timeoutMilliseconds: nil) == .key(.pageDown))

        type("\u{1B}")  // Escape alone arrives once the short escape delay has passed.
        let escape = clock.now
        #expect(session.readEvent(timeoutMilliseconds: 1000) == .key(.escape))
        #expect(escape.duration(to: clock.now) < .milliseconds(500))
    }

    @Test func unknownAndCursorlessTerminalTypesAreRefused() throws {
        let output = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
        }
        #expect(throws: TerminalError.unknownTerminalType("no-such-terminal")) {
            try TerminalSession.open(
                terminalType: "no-such-terminal", output: output, input: input, environment: [:])
        }
        #expect(throws: TerminalError.unsupportedTerminalType("dumb")) {
            try TerminalSession.open(terminalType: "dumb", output: output, input: input, environment: [:])
        }
        #expect(!TerminalRestorer.isCursesOn)
    }

    @Test func stopEndsCursesOnceAndLaterCallsDoNothing() throws {
        let output = try #require(fopen("/dev/null", "w"))
        let input = try #require(fopen("/dev/null", "r"))
        defer {
            fclose(output)
            fclose(input)
        }
        let session = try TerminalSession.open(
            terminalType: "xterm-256color", output: output, input: input, environment: [:])
        #expect(TerminalRestorer.isCursesOn)
        #expect(isendwin() == false)
        session.stop()
        #expect(!TerminalRestorer.isCursesOn)
        session.stop()
        session.present(Canvas(columns: 1, rows: 1))
        session.forceFullRedraw()
    }
}
