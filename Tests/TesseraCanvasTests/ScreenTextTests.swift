import TesseraCanvas
import TesseraTesting
import Testing

/// TesseraTesting's screens from text and back.
struct ScreenTextTests {
    @Test func aCanvasFromLinesIsAsWideAsItsWidestLine() {
        let canvas = Canvas(lines: ["ab", "中文x", ""])
        #expect(canvas.columns == 5 && canvas.rows == 3)
        #expect(canvas.lines() == ["ab   ", "中文x", "     "])
        #expect(canvas[1, 1].isContinuation && canvas[2, 1].isWide && canvas[4, 1].grapheme == "x")
        #expect(Canvas(text: "ab\n中文x\n") == canvas)
    }

    @Test func trimmedTextDropsTrailingSpacesOnly() {
        let canvas = Canvas(lines: [" a b  ", "", "  c"])
        #expect(canvas.trimmedText == " a b\n\n  c")
        #expect(ScreenText.text(" a b   \n  \n  c ") == canvas.trimmedText)
    }

    @Test func expectScreenPassesOnTheSameScreenAndRecordsADifference() {
        let canvas = Canvas(lines: ["┌──┐", "│ok│", "└──┘"])
        expectScreen(
            canvas,
            """
            ┌──┐
            │ok│
            └──┘
            """)
        withKnownIssue("a different row is an issue") {
            expectScreen(
                canvas,
                """
                ┌──┐
                │no│
                └──┘
                """)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("row 1: expected \"│no│\"") }
        }
    }
}
