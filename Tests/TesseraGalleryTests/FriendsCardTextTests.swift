import Foundation
import TesseraCanvas
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

/// Names on Friends cards: wide (CJK, emoji) glyphs take two whole cells and are never split at the
/// card's border, and names with escape sequences show as visible symbols, never reaching the terminal.
@MainActor
@Suite struct FriendsCardTextTests {
    /// The generated friend with a CJK name (seed 1) and the length of a list that ends with them.
    static func yamadaCount() throws -> Int {
        let generator = PersonGenerator(seed: 1, count: 4 + Names.all.count)
        let index = try #require(generator.firstIndex { $0.name == "山田太郎" })
        return index + 1
    }

    @Test func aGeneratedCJKNameIsDrawnInWideCells() throws {
        let screen = try Screen.snapshot("G", size: "40x20", count: Self.yamadaCount())
        let card = screen.lines()[15...18].map(ScreenText.trimmingTrailingSpaces).joined(separator: "\n")
        let expected = """
             ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
             ┃ 山田 山田太郎's Feed               ┃
             ┃      Updated May 23, 2025          ┃
             ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛
            """
        #expect(card == ScreenText.text(expected))
        // Row 16: border at 1, avatar 山田 at 3–6, the title from 8 on, written without a space, each glyph
        // a wide cell and its continuation.
        let glyphs: [(column: Int, grapheme: String)] = [
            (3, "山"), (5, "田"), (8, "山"), (10, "田"), (12, "太"), (14, "郎"),
        ]
        for (column, grapheme) in glyphs {
            #expect(screen[column, 16].grapheme == grapheme, "column \(column)")
            #expect(screen[column, 16].width == 2)
            #expect(screen[column + 1, 16].isContinuation, "column \(column + 1)")
        }
        #expect(screen[16, 16].grapheme == "'")
        Self.expectWideGlyphsWhole(screen)
    }

    @Test func aTruncatedCJKNameEndsWithAnEllipsisInsideTheBorder() throws {
        let count = try Self.yamadaCount()
        let screen = try Screen.snapshot("G", size: "22x8", count: count)
        let expected = """
             Friends     u Update
             ╰──────────────────╯

             ┏━━━━━━━━━━━━━━━━━━┓
             ┃ 山田 山田太郎's… ┃
             ┃      Updated Ma… ┃
             ┗━━━━━━━━━━━━━━━━━━┛
             \(count) of \(count)  ⏎ open
            """
        expectScreen(screen, expected)
        Self.expectWideGlyphsWhole(screen)
    }

    /// Names whose wide glyphs fall on every possible column relative to the truncation point.
    nonisolated static let wideNames = [
        "山田太郎", "太郎太郎太郎太郎太郎太郎", "a太郎太郎太郎太郎太郎太郎", "👩‍💻 Dev 🎉🎉🎉🎉🎉🎉", "김민준 🇯🇵🇰🇷 ❤️",
    ]

    @Test(arguments: wideNames)
    func wideGlyphsAreNeverSplitAtTheCardsRightBorder(_ name: String) throws {
        let person = insertedPerson(0, name: name)
        for columns in 18...64 {
            let canvas = friendCards([person], columns: columns, rows: 6)
            expectRectangular(canvas)
            Self.expectWideGlyphsWhole(canvas)
            // The card spans columns 1 ..< columns - 1 and rows 1 ..< 5; its text row keeps both borders.
            let right = columns - 2
            #expect(canvas[1, 2].grapheme == "┃", "\(columns) columns: left border")
            #expect(canvas[right, 2].grapheme == "┃", "\(columns) columns: right border")
            #expect(canvas[right - 1, 2].grapheme == " ", "\(columns) columns: a space before the border")
            // What the card shows of the title is the title truncated to the text's width.
            let textColumn = 8
            let textWidth = right - 1 - textColumn
            let shown = ScreenText.trimmingTrailingSpaces(
                canvas.text(row: 2, from: textColumn, width: textWidth))
            let truncated = Canvas.truncated(person.feedTitle, toWidth: textWidth)
            #expect(shown == truncated, "\(columns) columns")
            if DisplayWidth.of(person.feedTitle) > textWidth {
                #expect(shown.hasSuffix("…"), "\(columns) columns: truncation is marked")
            }
        }
    }

    @Test func emojiNamesTakeTwoCellsPerGlyph() throws {
        let canvas = friendCards([insertedPerson(0, name: "👩‍💻 Dev 🎉")], columns: 40, rows: 6)
        #expect(canvas.lines()[2] == " ┃ 👩‍💻D  👩‍💻 Dev 🎉's Feed              ┃ ")
        #expect(canvas[3, 2].grapheme == "👩‍💻" && canvas[3, 2].isWide && canvas[4, 2].isContinuation)
        #expect(canvas[8, 2].grapheme == "👩‍💻" && canvas[9, 2].isContinuation)
        #expect(canvas[15, 2].grapheme == "🎉" && canvas[16, 2].isContinuation)
        #expect(canvas[17, 2].grapheme == "'")
    }

    /// Names that try to take over the terminal.
    nonisolated static let hostileNames = [
        "\u{1B}[31mEvil\u{07}", "Bob\u{1B}]0;pwned\u{07}", "Al\u{9B}31mice", "Eve\r\nMallory", "Tab\tby",
        "\u{202E}Right to left", "Zero\u{200B}width\u{7F}", "\u{1B}[2J\u{1B}[H",
    ]

    @Test func escapeSequencesInANameShowAsVisibleSymbols() throws {
        let person = insertedPerson(0, name: "\u{1B}[31mEvil\u{07}")
        let canvas = friendCards([person], columns: 40, rows: 6)
        #expect(canvas.lines()[2] == " ┃  3   ␛[31mEvil␇'s Feed             ┃ ")
        #expect(!canvas.ansiText.contains("\u{1B}[31mEvil"))
        Self.expectNoControls(canvas)
    }

    @Test(arguments: hostileNames)
    func noControlCharacterReachesACellOrTheTerminal(_ name: String) throws {
        let person = insertedPerson(0, name: name)
        for columns in [12, 24, 40, 60] {
            let canvas = friendCards([person], columns: columns, rows: 6)
            expectRectangular(canvas)
            Self.expectNoControls(canvas)
            Self.expectWideGlyphsWhole(canvas)
            #expect(canvas[1, 2].grapheme == "┃" && canvas[columns - 2, 2].grapheme == "┃")
        }
        let canvas = friendCards([person], columns: 60, rows: 6)
        #expect(canvas.plainText.contains(TextSanitizer.sanitize(person.feedTitle)))
    }

    @Test(arguments: hostileNames)
    func aHostileNameInTheFeedTitleIsSanitisedToo(_ name: String) throws {
        let person = insertedPerson(0, name: name)
        var canvas = Canvas(columns: 60, rows: 1)
        TitleBar.draw(title: person.feedTitle, action: nil, canBack: true, width: 60, into: &canvas)
        #expect(canvas.titleLine == " ‹ " + TextSanitizer.sanitize(person.feedTitle))
        Self.expectNoControls(canvas)
    }

    /// Every wide cell is followed by its continuation, and every continuation follows a wide cell.
    static func expectWideGlyphsWhole(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                let cell = canvas[column, row]
                if cell.isWide {
                    #expect(
                        canvas[column + 1, row].isContinuation, "wide glyph at (\(column), \(row)) is whole",
                        sourceLocation: sourceLocation)
                }
                if cell.isContinuation {
                    #expect(
                        column > 0 && canvas[column - 1, row].isWide, "continuation at (\(column), \(row))",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// No cell holds a control character, and the ANSI text has no escape sequence but the SGR sequences
    /// the canvas writes itself.
    static func expectNoControls(_ canvas: Canvas, sourceLocation: SourceLocation = #_sourceLocation) {
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                let scalars = canvas[column, row].grapheme.unicodeScalars
                #expect(
                    !scalars.contains { TextSanitizer.replacement(for: $0) != nil },
                    "control in cell (\(column), \(row))", sourceLocation: sourceLocation)
            }
        }
        let ansi = canvas.ansiText
        let escapes = ansi.unicodeScalars.filter { $0 == "\u{1B}" }.count
        let sequences = ansi.matches(of: /\x{1B}\[0(;[0-9]+)*m/).count
        #expect(escapes == sequences, "only SGR sequences", sourceLocation: sourceLocation)
        let others = ansi.unicodeScalars.filter {
            $0 != "\u{1B}" && $0 != "\n" && TextSanitizer.replacement(for: $0) != nil
        }
        #expect(others.isEmpty, "no other control reaches the terminal", sourceLocation: sourceLocation)
    }
}
