extension Canvas {
    /// Runs `body` with drawing confined to `rect` and coordinates relative to its top-left corner, and
    /// returns what `body` returns.
    ///
    /// Inside `body`, `(0, 0)` is `rect`'s corner, ``bounds`` is the part of `rect` on the canvas (and
    /// inside any enclosing clip) in those coordinates, and every drawing primitive — cells, fills, text,
    /// boxes, pictures — leaves the cells outside it untouched; a wide glyph that would cross the clip's
    /// right edge is drawn as a blank, never by half. Overwriting a cell at the clip's edge still blanks the
    /// other half of a wide glyph it splits, as it would at any cell. Clips nest; the canvas's own clip and
    /// origin are restored when `body` returns.
    ///
    /// This is how a view renders into an area of the screen without a canvas of its own to copy.
    @discardableResult
    public mutating func withClip<Result>(
        _ rect: CellRect, _ body: (inout Canvas) throws -> Result
    ) rethrows -> Result {
        let saved = (bounds: bounds, origin: origin)
        defer { (bounds, origin) = saved }
        let visible = rect.intersection(bounds) ?? .zero
        origin = origin.offsetBy(columns: rect.column, rows: rect.row)
        bounds = CellRect(
            column: visible.column.saturatingSubtract(rect.column),
            row: visible.row.saturatingSubtract(rect.row), width: visible.width, height: visible.height)
        return try body(&self)
    }
}

extension Canvas {
    /// `rect`, given in drawing coordinates, as cells of the whole canvas: where it is on screen. Outside
    /// ``withClip(_:_:)`` it is `rect` itself.
    public func canvasRect(of rect: CellRect) -> CellRect {
        rect.offsetBy(columns: origin.column, rows: origin.row)
    }
}
