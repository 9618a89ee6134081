import TesseraCanvas
import TesseraTerminal

/// A small grid for presenting in tests: blank cells unless written.
struct TestGrid: PresentableGrid {
    let columns: Int
    let rows: Int
    private var cells: [Int: (text: String, width: Int, style: Style)] = [:]
    private var continuations: Set<Int> = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// Writes one grapheme per cell from `column`; a grapheme of width 2 also covers the next cell.
    mutating func write(_ text: String, column: Int, row: Int, width: Int = 1, style: Style = .plain) {
        var column = column
        for character in text {
            cells[row * columns + column] = (String(character), width, style)
            continuations.remove(row * columns + column)
            if width == 2, column + 1 < columns { continuations.insert(row * columns + column + 1) }
            column += width
        }
    }

    func presentedCell(column: Int, row: Int) -> (text: String, width: Int, style: Style)? {
        let index = row * columns + column
        if continuations.contains(index) { return nil }
        return cells[index] ?? (" ", 1, .plain)
    }
}
