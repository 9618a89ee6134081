extension Canvas {
    /// Copies `source` onto this canvas with its top-left cell at `origin`, clipped to this canvas; wide
    /// glyphs stay whole (one that would be cut at the right edge becomes a blank).
    public mutating func draw(_ source: Canvas, at origin: CellPoint) {
        for row in 0..<source.rows {
            for column in 0..<source.columns {
                let cell = source[column, row]
                if !cell.isContinuation {
                    self[origin.column + column, origin.row + row] = cell
                }
            }
        }
    }
}
