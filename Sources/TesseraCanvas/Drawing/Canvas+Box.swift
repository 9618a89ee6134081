extension Canvas {
    /// Draws the outline of `rect` with box-drawing characters, leaving the inside untouched.
    ///
    /// The box is clipped to the canvas. Rectangles too small for a box degrade to what fits: a single
    /// row becomes a horizontal line, a single column (two rows or more) a vertical line, and an empty
    /// rectangle draws nothing.
    public mutating func drawBox(_ rect: CellRect, style: Style = .plain, lines: BoxLines = .light) {
        guard !rect.isEmpty, let visible = rect.intersection(bounds) else { return }
        let glyphs = lines.glyphs
        let horizontal = Cell(unchecked: String(glyphs.horizontal), width: 1, style: style)
        let vertical = Cell(unchecked: String(glyphs.vertical), width: 1, style: style)
        let top = rect.row
        let bottom = rect.maxRow - 1
        let left = rect.column
        let right = rect.maxColumn - 1

        if rect.height == 1 {
            putRun(row: top, columns: visible.columns, repeating: horizontal)
            return
        }
        if rect.width == 1 {
            for row in visible.rows { put(vertical, column: left, row: row) }
            return
        }
        putRun(row: top, columns: (left + 1)..<right, repeating: horizontal)
        putRun(row: bottom, columns: (left + 1)..<right, repeating: horizontal)
        for row in visible.rows where row != top && row != bottom {
            put(vertical, column: left, row: row)
            put(vertical, column: right, row: row)
        }
        func corner(_ glyph: Character, _ column: Int, _ row: Int) {
            put(Cell(unchecked: String(glyph), width: 1, style: style), column: column, row: row)
        }
        corner(glyphs.topLeft, left, top)
        corner(glyphs.topRight, right, top)
        corner(glyphs.bottomLeft, left, bottom)
        corner(glyphs.bottomRight, right, bottom)
    }
}
