extension Canvas {
    /// The cells that differ from `previous`, as runs of neighbouring cells, row by row, left to right:
    /// what a terminal showing `previous` must write to show this canvas. Every cell when there is no
    /// previous canvas or its size differs.
    ///
    /// Cells are compared whole (grapheme, width, style and the picture mark, ``Cell/isPictureOwned``),
    /// so a run holds the cells whose look changed and no others. Wide glyphs need no special case: a
    /// canvas keeps each wide glyph and its continuation together, so a changed glyph is reported at its
    /// first cell (its continuation too when that changed), and a cell that stops being a continuation
    /// differs from it. The work is one comparison per cell, and no cell is copied.
    public func changes(since previous: Canvas?) -> [CellRun] {
        guard let previous, previous.columns == columns, previous.rows == rows else {
            return columns == 0 ? [] : (0..<rows).map { CellRun(row: $0, columns: 0..<columns) }
        }
        var runs: [CellRun] = []
        cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                for row in 0..<rows {
                    let start = row * columns
                    var column = 0
                    while column < columns {
                        guard new[start + column] != old[start + column] else {
                            column += 1
                            continue
                        }
                        let first = column
                        column += 1
                        while column < columns && new[start + column] != old[start + column] { column += 1 }
                        runs.append(CellRun(row: row, columns: first..<column))
                    }
                }
            }
        }
        return runs
    }

    /// The rows whose cells differ from `previous` (all of them when there is none or its size differs),
    /// merged into ascending ranges: the lines a terminal rewrites to show this canvas, which erases the
    /// pixels of pictures drawn over them.
    public func changedLines(since previous: Canvas?) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        for run in changes(since: previous) {
            if let last = lines.last, last.upperBound >= run.row {
                lines[lines.count - 1] = last.lowerBound..<(run.row + 1)
            } else {
                lines.append(run.row..<(run.row + 1))
            }
        }
        return lines
    }
}
