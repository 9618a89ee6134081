extension Canvas {
    /// The upper half block `▀` (U+2580) that half-block painting draws with.
    public static let upperHalfBlock: Character = "\u{2580}"

    /// Paints a picture into `rect` at two pixels per cell: each cell shows `▀` with the top pixel as its
    /// foreground colour and the bottom pixel as its background, so `rect` shows `width × 2·height`
    /// pixels.
    ///
    /// `pixel(x, y)` is asked for the colour of each visible pixel, with `(0, 0)` at the top-left of
    /// `rect` (not of the visible part: clipping by the canvas hides pixels, it does not move them).
    public mutating func paintHalfBlocks(_ rect: CellRect, pixel: (_ x: Int, _ y: Int) -> Color) {
        guard let visible = rect.intersection(bounds) else { return }
        let glyph = String(Self.upperHalfBlock)
        for row in visible.rows {
            let y = row.saturatingSubtract(rect.row).saturatingMultiply(2)
            for column in visible.columns {
                let x = column.saturatingSubtract(rect.column)
                let style = Style(foreground: pixel(x, y), background: pixel(x, y.saturatingAdd(1)))
                put(Cell(unchecked: glyph, width: 1, style: style), column: column, row: row)
            }
        }
    }
}
