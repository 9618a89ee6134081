import Testing

@testable import TesseraCanvas

@Suite struct BoxDrawingTests {
    @Test func lightBoxOutlinesTheRectAndLeavesTheInsideAlone() {
        var canvas = canvas(columns: 7, rows: 5, filledWith: ".")
        canvas.drawBox(CellRect(column: 1, row: 1, width: 5, height: 3))
        #expect(
            framed(canvas) == """
                .......|
                .┌───┐.|
                .│...│.|
                .└───┘.|
                .......|
                """)
    }

    @Test func eachLineStyleUsesItsOwnGlyphs() {
        let expected: [BoxLines: String] = [
            .light: "┌─┐\n└─┘",
            .heavy: "┏━┓\n┗━┛",
            .rounded: "╭─╮\n╰─╯",
            .double: "╔═╗\n╚═╝",
        ]
        for lines in BoxLines.allCases {
            var canvas = Canvas(columns: 3, rows: 2)
            canvas.drawBox(canvas.bounds, lines: lines)
            #expect(canvas.plainText == expected[lines], "\(lines)")
        }
    }

    @Test func boxStyleAppliesToTheBorder() {
        var canvas = Canvas(columns: 3, rows: 3)
        let style = Style(foreground: .cyan)
        canvas.drawBox(canvas.bounds, style: style, lines: .heavy)
        #expect(canvas[0, 0].style == style)
        #expect(canvas[1, 2].style == style)
        #expect(canvas[1, 1].style == .plain)
    }

    @Test func tinyRectsDegradeToLines() {
        var canvas = canvas(columns: 6, rows: 4, filledWith: ".")
        canvas.drawBox(CellRect(column: 0, row: 0, width: 4, height: 1))  // one row: a horizontal line
        canvas.drawBox(CellRect(column: 5, row: 0, width: 1, height: 3))  // one column: a vertical line
        canvas.drawBox(CellRect(column: 0, row: 3, width: 1, height: 1))  // one cell: a horizontal stub
        canvas.drawBox(CellRect(column: 1, row: 1, width: 2, height: 2))  // corners only
        canvas.drawBox(CellRect(column: 3, row: 3, width: 0, height: 5))  // empty: nothing
        canvas.drawBox(CellRect(column: 3, row: 1, width: -2, height: 2))
        #expect(
            framed(canvas) == """
                ────.│|
                .┌┐..│|
                .└┘..│|
                ─.....|
                """)
    }

    @Test func boxesPartlyOutsideTheCanvasAreClipped() {
        var canvas = canvas(columns: 4, rows: 3, filledWith: ".")
        canvas.drawBox(CellRect(column: -2, row: 1, width: 4, height: 4))
        canvas.drawBox(CellRect(column: 3, row: -1, width: 5, height: 2))
        #expect(
            framed(canvas) == """
                ...└|
                ─┐..|
                .│..|
                """)
    }

    @Test func hugeBoxesDoNotTrap() {
        var canvas = Canvas(columns: 3, rows: 2)
        canvas.drawBox(CellRect(column: .min, row: .min, width: .max, height: .max))
        canvas.drawBox(CellRect(column: -1, row: -1, width: .max, height: .max))
        #expect(canvas.plainText == "   \n   ")
    }

    @Test func aBorderThroughAWideGlyphBlanksItsOtherHalf() {
        var canvas = Canvas(columns: 4, rows: 3)
        canvas.write("日本", at: CellPoint(column: 0, row: 1))
        canvas.drawBox(CellRect(column: 1, row: 0, width: 2, height: 3))
        #expect(
            framed(canvas) == """
                 ┌┐ |
                 ││ |
                 └┘ |
                """)
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }
}
