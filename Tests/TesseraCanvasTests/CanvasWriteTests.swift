import Testing

@testable import TesseraCanvas

@Suite struct CanvasWriteTests {
    @Test func writesTextAndReturnsItsWidth() {
        var canvas = Canvas(columns: 8, rows: 2)
        let used = canvas.write("hello", at: CellPoint(column: 1, row: 1))
        #expect(used == 5)
        #expect(
            framed(canvas) == """
                        |
                 hello  |
                """)
    }

    @Test func returnedWidthChainsPiecesOfALine() {
        var canvas = Canvas(columns: 10, rows: 1)
        var column = 0
        column += canvas.write("日本", at: CellPoint(column: column, row: 0))
        column += canvas.write("-", at: CellPoint(column: column, row: 0))
        column += canvas.write("😀!", at: CellPoint(column: column, row: 0))
        #expect(column == 8)
        #expect(framed(canvas) == "日本-😀!  |")
    }

    @Test func wideGlyphsTakeTwoCellsAndAppearOnceInTheDump() {
        var canvas = Canvas(columns: 6, rows: 1)
        canvas.write("a日b😀", at: .zero)
        #expect(canvas[0, 0].grapheme == "a")
        #expect(canvas[1, 0].grapheme == "日")
        #expect(canvas[2, 0].isContinuation)
        #expect(canvas[3, 0].grapheme == "b")
        #expect(canvas[4, 0].grapheme == "😀")
        #expect(canvas[5, 0].isContinuation)
        #expect(framed(canvas) == "a日b😀|")
    }

    @Test func combiningMarksAndEmojiSequencesStayInOneCell() {
        var canvas = Canvas(columns: 6, rows: 1)
        let used = canvas.write("e\u{301}👩‍👩‍👧🇫🇷", at: .zero)
        #expect(used == 5)
        #expect(canvas[0, 0].grapheme == "e\u{301}")
        #expect(canvas[1, 0].grapheme == "👩‍👩‍👧")
        #expect(canvas[3, 0].grapheme == "🇫🇷")
        #expect(framed(canvas) == "e\u{301}👩‍👩‍👧🇫🇷 |")
    }

    @Test func escapeSequencesAndControlsAreDrawnAsVisibleText() {
        var canvas = Canvas(columns: 12, rows: 1)
        let used = canvas.write("\u{1B}[31mred\tx", at: .zero)
        #expect(used == 10)
        #expect(framed(canvas) == "␛[31mred␉x  |")
        #expect(!canvas.plainText.unicodeScalars.contains("\u{1B}"))
    }

    @Test func textIsClippedAtTheCanvasEdges() {
        var canvas = Canvas(columns: 5, rows: 1)
        #expect(canvas.write("abcdefgh", at: CellPoint(column: -2, row: 0)) == 8)
        #expect(framed(canvas) == "cdefg|")
    }

    @Test func wideGlyphCrossingTheRightCanvasEdgeLeavesASpace() {
        var canvas = canvas(columns: 4, rows: 1, filledWith: ".")
        canvas.write("ab日", at: CellPoint(column: 1, row: 0))
        #expect(framed(canvas) == ".ab |")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func wideGlyphCrossingTheLeftCanvasEdgeLeavesASpace() {
        var canvas = canvas(columns: 4, rows: 1, filledWith: ".")
        canvas.write("日本x", at: CellPoint(column: -1, row: 0))
        #expect(framed(canvas) == " 本x|")
    }

    @Test func wideGlyphsCrossingClipEdgesLeaveSpacesInsideTheClip() {
        var canvas = canvas(columns: 8, rows: 1, filledWith: ".")
        let clip = CellRect(column: 2, row: 0, width: 4, height: 1)
        canvas.write("日本語", at: CellPoint(column: 1, row: 0), clip: clip)
        // 日 spans columns 1–2 and 語 spans 5–6: each crosses an edge, so only spaces are drawn inside.
        #expect(framed(canvas) == ".. 本 ..|")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func clipLimitsRowsAsWell() {
        var canvas = canvas(columns: 4, rows: 2, filledWith: ".")
        canvas.write(
            "ab", at: CellPoint(column: 0, row: 1), clip: CellRect(column: 0, row: 0, width: 4, height: 1)
        )
        canvas.write(
            "cd", at: CellPoint(column: 0, row: 0), clip: CellRect(column: 1, row: 0, width: 0, height: 1)
        )
        #expect(
            framed(canvas) == """
                ....|
                ....|
                """)
    }

    @Test func rowsOutsideTheCanvasDrawNothingButStillMeasure() {
        var canvas = Canvas(columns: 4, rows: 1)
        #expect(canvas.write("日本", at: CellPoint(column: 0, row: 3)) == 4)
        #expect(canvas.write("abc", at: CellPoint(column: .max, row: 0)) == 3)
        #expect(canvas.write("abc", at: CellPoint(column: .min, row: 0)) == 3)
        #expect(canvas == Canvas(columns: 4, rows: 1))
    }

    @Test func styleAppliesToEveryCellWritten() {
        var canvas = Canvas(columns: 4, rows: 1)
        let style = Style(foreground: .yellow, underline: true)
        canvas.write("a日", at: .zero, style: style)
        #expect(canvas[0, 0].style == style)
        #expect(canvas[1, 0].style == style)
        #expect(canvas[2, 0].style == style)
        #expect(canvas[3, 0].style == .plain)
    }

    @Test func clippedWideGlyphSpaceTakesTheTextStyle() {
        var canvas = Canvas(columns: 3, rows: 1)
        let style = Style(background: .red)
        canvas.write("ab日", at: CellPoint(column: 0, row: 0), style: style)
        #expect(canvas[2, 0] == Cell.blank(style))
    }
}
