import Testing
import UpdateTestSupport

@testable import TesseraCanvas

@Suite struct CanvasCellTests {
    /// Screens are made and copied every frame: a cell stays 32 plain bytes.
    @Test func aCellIsThirtyTwoBytes() {
        #expect(MemoryLayout<Cell>.stride == 32)
        #expect(_isPOD(Cell.self))
    }

    @Test func newCanvasIsBlankAndRectangular() {
        let canvas = Canvas(columns: 3, rows: 2)
        #expect(canvas.columns == 3)
        #expect(canvas.rows == 2)
        #expect(canvas.plainText == "   \n   ")
        #expect(Canvas(columns: -4, rows: 2).columns == 0)
        #expect(Canvas(columns: -4, rows: 2).lines() == ["", ""])
    }

    @Test func outOfRangeReadsAreBlankAndWritesAreIgnored() {
        var canvas = Canvas(columns: 4, rows: 2)
        let untouched = canvas
        let outside = [(-1, 0), (4, 0), (0, -1), (0, 2), (.max, .max), (.min, .min), (.max, 0)]
        for (column, row) in outside {
            #expect(canvas[column, row] == .blank)
            canvas[column, row] = Cell("x")
            canvas[CellPoint(column: column, row: row)] = Cell("日")
        }
        #expect(canvas == untouched)
    }

    @Test func cellsRememberGraphemeWidthAndStyle() {
        var canvas = Canvas(columns: 4, rows: 1)
        let style = Style(foreground: .red, bold: true)
        canvas[1, 0] = Cell("e\u{301}", style: style)
        #expect(canvas[1, 0].grapheme == "e\u{301}")
        #expect(canvas[1, 0].width == 1)
        #expect(canvas[1, 0].style == style)
    }

    @Test func unsafeCharactersBecomeReplacementCells() {
        #expect(Cell("\u{1B}").grapheme == "\u{FFFD}")
        #expect(Cell("\u{301}").grapheme == "\u{FFFD}")
        #expect(Cell("\u{202E}").grapheme == "\u{FFFD}")
        #expect(Cell("\u{1B}").width == 1)
    }

    @Test func wideCellOccupiesAContinuationCell() {
        var canvas = Canvas(columns: 4, rows: 1)
        canvas[1, 0] = Cell("日", style: Style(foreground: .green))
        #expect(canvas[1, 0].isWide)
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas[2, 0].width == 0)
        #expect(canvas[2, 0].style == Style(foreground: .green))
        #expect(framed(canvas) == " 日 |")
    }

    @Test func wideCellThatDoesNotFitBecomesABlank() {
        var canvas = Canvas(columns: 3, rows: 1)
        canvas[2, 0] = Cell("日")
        #expect(!canvas[2, 0].isWide)
        #expect(framed(canvas) == "   |")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func overwritingTheLeftHalfOfAWideGlyphBlanksTheRightHalf() {
        var canvas = canvas(columns: 4, rows: 1, filledWith: ".")
        canvas[1, 0] = Cell("日")
        canvas[1, 0] = Cell("x")
        #expect(framed(canvas) == ".x .|")
        #expect(!canvas[2, 0].isContinuation)
    }

    @Test func overwritingTheRightHalfOfAWideGlyphBlanksTheLeftHalf() {
        var canvas = canvas(columns: 4, rows: 1, filledWith: ".")
        canvas[1, 0] = Cell("日")
        canvas[2, 0] = Cell("x")
        #expect(framed(canvas) == ". x.|")
        #expect(!canvas[1, 0].isWide)
    }

    @Test func wideGlyphOverlappingTwoOthersBlanksTheirOuterHalves() {
        var canvas = Canvas(columns: 6, rows: 1)
        canvas.write("日本語", at: .zero)
        canvas[1, 0] = Cell("月")
        #expect(framed(canvas) == " 月 語|")
        canvas[3, 0] = Cell("火")
        #expect(framed(canvas) == " 月火 |")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func writingAContinuationCellWritesABlank() {
        var canvas = Canvas(columns: 4, rows: 1)
        canvas.write("日", at: .zero)
        let continuation = canvas[1, 0]
        canvas[3, 0] = continuation
        #expect(!canvas[3, 0].isContinuation)
        #expect(framed(canvas) == "日  |")
    }

    @Test func fillBlanksARectAndBreaksWideGlyphsAtItsEdges() {
        var canvas = Canvas(columns: 6, rows: 3)
        for row in 0..<3 { canvas.write("日本語", at: CellPoint(column: 0, row: row)) }
        let gray = Style(background: .indexed(240))
        canvas.fill(CellRect(column: 1, row: 1, width: 4, height: 5), with: gray)
        #expect(
            framed(canvas) == """
                日本語|
                      |
                      |
                """)
        #expect(canvas[1, 2].style == gray)
        #expect(canvas[0, 2].style == .plain)
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func clearResetsEveryCell() {
        var canvas = Canvas(columns: 3, rows: 1)
        canvas.write("日x", at: .zero)
        canvas.clear(style: Style(background: .blue))
        #expect(framed(canvas) == "   |")
        #expect(canvas[1, 0].style.background == .blue)
    }

    @Test func randomDrawingNeverLeavesHalfAGlyph() {
        var generator = seededGenerator(42)
        var canvas = Canvas(columns: 9, rows: 3)
        let pieces = ["日本", "a", "👩‍👩‍👧x", "e\u{301}日", "\u{1B}[1m", "語語語", "🇫🇷"]
        for step in 0..<3_000 {
            let point = CellPoint(
                column: Int.random(in: -3...10, using: &generator),
                row: Int.random(in: -1...3, using: &generator))
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: canvas[point] = Cell(["日", "x", "😀"].randomElement(using: &generator)!)
            case 1:
                let clip = CellRect(
                    column: Int.random(in: -1...8, using: &generator), row: 0,
                    width: Int.random(in: 0...6, using: &generator), height: 3)
                canvas.write(pieces.randomElement(using: &generator)!, at: point, clip: clip)
            case 2:
                canvas.fill(
                    CellRect(origin: point, width: Int.random(in: 0...3, using: &generator), height: 1),
                    with: .plain)
            default: canvas.drawBox(CellRect(origin: point, width: 3, height: 2))
            }
            let problems = wideGlyphProblems(in: canvas)
            #expect(problems.isEmpty, "step \(step): \(problems)")
            if !problems.isEmpty { break }
        }
    }
}
