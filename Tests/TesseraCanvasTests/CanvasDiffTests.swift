import TesseraCanvas
import TesseraTesting
import Testing

/// The frame diff, on canvases written as text (as ratatui tests `BufferDiff` with `Buffer::with_lines`).
struct CanvasDiffTests {
    /// What a presenter writes for `new` over `old`: each changed cell that is not a continuation, as
    /// (column, row, grapheme).
    private func written(_ new: Canvas, since old: Canvas?) -> [Written] {
        new.changes(since: old).flatMap { run in
            run.columns.filter { !new[$0, run.row].isContinuation }.map {
                Written(column: $0, row: run.row, grapheme: new[$0, run.row].grapheme)
            }
        }
    }

    private struct Written: Equatable, CustomStringConvertible {
        var column: Int
        var row: Int
        var grapheme: String
        var description: String { "(\(column), \(row), \(grapheme))" }
    }

    private func cell(_ column: Int, _ row: Int, _ grapheme: String) -> Written {
        Written(column: column, row: row, grapheme: grapheme)
    }

    @Test func equalCanvasesHaveNoChanges() {
        let canvas = Canvas(lines: ["┌Title─┐", "│ 中 ab│", "└──────┘"])
        #expect(canvas.changes(since: canvas).isEmpty)
        #expect(canvas.changedLines(since: canvas).isEmpty)
        #expect(Canvas(columns: 0, rows: 0).changes(since: nil).isEmpty)
    }

    @Test func withoutAPreviousFrameEveryRowChanges() {
        let canvas = Canvas(lines: ["ab", "中"])
        #expect(
            canvas.changes(since: nil) == [CellRun(row: 0, columns: 0..<2), CellRun(row: 1, columns: 0..<2)])
        #expect(written(canvas, since: nil) == [cell(0, 0, "a"), cell(1, 0, "b"), cell(0, 1, "中")])
        #expect(canvas.changedLines(since: nil) == [0..<2])
    }

    @Test func aPreviousFrameOfAnotherSizeChangesEveryRow() {
        let old = Canvas(lines: ["abc", "def"])
        let new = Canvas(lines: ["abc", "def", "ghi"])
        #expect(new.changes(since: old).count == 3)
        #expect(new.changedLines(since: old) == [0..<3])
    }

    @Test func singleWidthCellsAreReportedWhereTheyChanged() {
        let old = Canvas(lines: ["┌Title─┐  ", "│      │  ", "│      │  ", "└──────┘  "])
        let new = Canvas(lines: ["┌Title─┐  ", "│ bye  │  ", "│      │ x", "└──────┘  "])
        #expect(
            new.changes(since: old) == [
                CellRun(row: 1, columns: 2..<5), CellRun(row: 2, columns: 9..<10),
            ])
        #expect(
            written(new, since: old) == [cell(2, 1, "b"), cell(3, 1, "y"), cell(4, 1, "e"), cell(9, 2, "x")])
        #expect(new.changedLines(since: old) == [1..<3])
    }

    @Test func wideGlyphsAreWrittenOnceAndTheirContinuationsSkipped() {
        let old = Canvas(lines: ["┌Title─┐  ", "└──────┘  "])
        let new = Canvas(lines: ["┌称号──┐  ", "└──────┘  "])
        #expect(new.changes(since: old) == [CellRun(row: 0, columns: 1..<6)])
        #expect(written(new, since: old) == [cell(1, 0, "称"), cell(3, 0, "号"), cell(5, 0, "─")])
    }

    @Test func aWideGlyphMovedByOneColumnRewritesBothPositions() {
        let old = Canvas(lines: ["中ab"])
        let new = Canvas(lines: ["a中b"])
        #expect(written(new, since: old) == [cell(0, 0, "a"), cell(1, 0, "中")])
    }

    @Test func narrowGlyphsOverAWideOneAreBothWritten() {
        let old = Canvas(lines: ["中ab"])
        let new = Canvas(lines: ["xyab"])
        #expect(written(new, since: old) == [cell(0, 0, "x"), cell(1, 0, "y")])
        #expect(written(old, since: new) == [cell(0, 0, "中")])
    }

    @Test func aWideGlyphReplacedByAnotherIsOneCell() {
        let old = Canvas(lines: ["a中b"])
        let new = Canvas(lines: ["a文b"])
        #expect(new.changes(since: old) == [CellRun(row: 0, columns: 1..<2)])
    }

    @Test func aChangeOfStyleAloneIsAChange() {
        let old = Canvas(lines: ["ab"])
        var new = old
        new[1, 0] = Cell("b", style: Style(bold: true))
        #expect(new.changes(since: old) == [CellRun(row: 0, columns: 1..<2)])
    }

    @Test func cellsAPictureArrivesOnOrLeavesAreChanges() {
        let text = Canvas(lines: ["title", "     ", "  x  ", "     "])
        var withPicture = text
        withPicture.markPictureCells(CellRect(column: 1, row: 1, width: 3, height: 3))
        #expect(withPicture.plainText == text.plainText, "the picture's cells read as blanks")
        #expect(withPicture[2, 2].grapheme == "x", "text over the picture stays")
        #expect(!withPicture[2, 2].isPictureOwned)
        #expect(withPicture[1, 1].isPictureOwned)
        #expect(
            withPicture.changes(since: text) == [
                CellRun(row: 1, columns: 1..<4), CellRun(row: 2, columns: 1..<2),
                CellRun(row: 2, columns: 3..<4), CellRun(row: 3, columns: 1..<4),
            ])
        #expect(text.changedLines(since: withPicture) == [1..<4])
        #expect(withPicture.changes(since: withPicture).isEmpty)
    }

    @Test func changedLinesAreTheRowsWhoseCellsDifferMerged() {
        var old = Canvas(columns: 10, rows: 8)
        old.write("same", at: CellPoint(column: 0, row: 0))
        var new = old
        new.write("x", at: CellPoint(column: 9, row: 2))
        new.write("y", at: CellPoint(column: 0, row: 3))
        new.fill(CellRect(column: 4, row: 6, width: 1, height: 2), with: Style(background: .red))
        #expect(new.changedLines(since: old) == [2..<4, 6..<8])
        #expect(old.changedLines(since: old).isEmpty)
        #expect(Canvas(columns: 9, rows: 8).changedLines(since: old) == [0..<8])
    }
}
