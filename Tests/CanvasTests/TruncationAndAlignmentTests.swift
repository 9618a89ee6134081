import Testing

@testable import Canvas

@Suite struct TruncationAndAlignmentTests {
    @Test func textThatFitsIsNotTruncated() {
        #expect(Canvas.truncated("Hello", toWidth: 5) == "Hello")
        #expect(Canvas.truncated("Hello", toWidth: 50) == "Hello")
        #expect(Canvas.truncated("日本", toWidth: 4) == "日本")
    }

    @Test func longTextEndsWithAnEllipsisWithinTheWidth() {
        #expect(Canvas.truncated("Hello, world", toWidth: 5) == "Hell…")
        #expect(Canvas.truncated("Hello", toWidth: 4) == "Hel…")
        #expect(Canvas.truncated("Hello", toWidth: 1) == "…")
        #expect(Canvas.truncated("Hello", toWidth: 0) == "")
        #expect(Canvas.truncated("Hello", toWidth: -3) == "")
    }

    @Test func truncationCountsDisplayWidthAndKeepsWholeGraphemes() {
        #expect(Canvas.truncated("日本語", toWidth: 5) == "日本…")
        #expect(Canvas.truncated("日本語", toWidth: 4) == "日…")  // 本 would leave no room for …
        #expect(Canvas.truncated("日本語", toWidth: 2) == "…")
        #expect(Canvas.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(Canvas.truncated("👩‍👩‍👧👩‍👩‍👧", toWidth: 3) == "👩‍👩‍👧…")
        for width in 0...8 {
            #expect(DisplayWidth.of(Canvas.truncated("ab日本😀cd", toWidth: width)) <= width)
        }
    }

    @Test func truncationSanitisesFirst() {
        #expect(Canvas.truncated("\u{1B}[31mred", toWidth: 4) == "␛[3…")
    }

    @Test func alignmentPlacesTextWithinTheRect() {
        var canvas = canvas(columns: 9, rows: 3, filledWith: ".")
        canvas.write("ab", in: CellRect(column: 1, row: 0, width: 7, height: 1), alignment: .leading)
        canvas.write("ab", in: CellRect(column: 1, row: 1, width: 7, height: 1), alignment: .center)
        canvas.write("ab", in: CellRect(column: 1, row: 2, width: 7, height: 1), alignment: .trailing)
        #expect(
            framed(canvas) == """
                .ab......|
                ...ab....|
                ......ab.|
                """)
    }

    @Test func centeringWideTextPutsTheOddColumnOnTheRight() {
        var canvas = canvas(columns: 5, rows: 1, filledWith: ".")
        #expect(
            canvas.write("日", in: CellRect(column: 0, row: 0, width: 5, height: 1), alignment: .center)
                == 2)
        #expect(framed(canvas) == ".日..|")
    }

    @Test func textWiderThanTheRectIsTruncatedAndStaysInside() {
        var canvas = canvas(columns: 10, rows: 2, filledWith: ".")
        let used = canvas.write(
            "Tessera collection", in: CellRect(column: 2, row: 1, width: 6, height: 1),
            alignment: .trailing)
        #expect(used == 6)
        #expect(
            framed(canvas) == """
                ..........|
                ..Tesse…..|
                """)
    }

    @Test func writingInAnEmptyRectDrawsNothing() {
        var canvas = Canvas(columns: 4, rows: 1)
        #expect(canvas.write("abc", in: CellRect(column: 0, row: 0, width: 0, height: 1)) == 0)
        #expect(canvas.write("abc", in: CellRect(column: 0, row: 0, width: 3, height: 0)) == 0)
        #expect(canvas == Canvas(columns: 4, rows: 1))
    }
}
