import PropertyBased

@testable import TesseraCanvas

/// The canvas as text with `|` after every line, so trailing blanks are visible in expectations.
func framed(_ canvas: Canvas) -> String {
    canvas.lines().map { $0 + "|" }.joined(separator: "\n")
}

/// A canvas whose every cell shows `filler`, so that cells a drawing blanks or leaves alone are visible.
func canvas(columns: Int, rows: Int, filledWith filler: Character) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows)
    for row in 0..<rows {
        for column in 0..<columns { canvas[column, row] = Cell(filler) }
    }
    return canvas
}

/// Problems with the wide-glyph invariant: every continuation cell follows a wide cell, every wide cell
/// is followed by a continuation, and every line is exactly `columns` wide.
func wideGlyphProblems(in canvas: Canvas) -> [String] {
    var problems: [String] = []
    for row in 0..<canvas.rows {
        for column in 0..<canvas.columns {
            let cell = canvas[column, row]
            if cell.isContinuation && (column == 0 || !canvas[column - 1, row].isWide) {
                problems.append("orphan continuation at \(column),\(row)")
            }
            if cell.isWide && (column + 1 >= canvas.columns || !canvas[column + 1, row].isContinuation) {
                problems.append("wide glyph without continuation at \(column),\(row)")
            }
        }
        let width = DisplayWidth.of(canvas.lines()[row])
        if width != canvas.columns { problems.append("row \(row) is \(width) columns wide") }
    }
    return problems
}
