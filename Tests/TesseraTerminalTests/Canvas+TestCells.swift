@testable import TesseraCanvas

extension Canvas {
    /// Writes one grapheme per cell from `column`, each of the given width whatever its own: a grapheme
    /// of width 2 also covers the next cell. Lets a test give a glyph a width the C library disagrees
    /// with.
    mutating func writeCells(_ text: String, column: Int, row: Int, width: Int = 1, style: Style = .plain) {
        var column = column
        for character in text {
            put(Cell(unchecked: String(character), width: width, style: style), column: column, row: row)
            column += width
        }
    }
}
