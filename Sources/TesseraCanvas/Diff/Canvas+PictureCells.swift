extension Canvas {
    /// Makes the blank cells of `rect` (in drawing coordinates, clipped to ``bounds``) belong to a
    /// picture the terminal draws with real pixels (``Cell/isPictureOwned``); cells showing text (a
    /// caption, a focus border drawn over the picture) stay as they are.
    public mutating func markPictureCells(_ rect: CellRect) {
        guard let area = rect.intersection(bounds) else { return }
        for row in area.rows {
            for column in area.columns where self[column, row] == .blank(self[column, row].style) {
                put(.pictureOwned(self[column, row].style), column: column, row: row)
            }
        }
    }
}
