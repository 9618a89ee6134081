import TesseraCanvas

/// A canvas is what a ``TerminalSession`` presents: ``TerminalSession/present(_:)`` takes it as it is.
extension Canvas: PresentableGrid {
    /// The cell to show at `column`, `row`; `nil` for the right half of a wide glyph.
    public func presentedCell(column: Int, row: Int) -> (text: String, width: Int, style: Style)? {
        let cell = self[column, row]
        guard !cell.isContinuation else { return nil }
        return (cell.grapheme, cell.width, cell.style)
    }
}
