/// A grid of character cells that views draw into and a terminal presents: the screen as a value.
///
/// A canvas is a value type with copy-on-write storage, so tests and the `snapshot` command can keep,
/// compare (`==`) and print frames (``plainText``, ``ansiText``) exactly as a person would see them.
///
/// Nothing a caller does can trap or corrupt the grid: reads outside it give a blank cell, writes outside
/// it are ignored, text is sanitised (``TextSanitizer``) and clipped, and wide glyphs are kept whole —
/// overwriting either half of a wide glyph blanks the other half, and a wide glyph that does not fit is
/// replaced by a space. Writing a cell is O(1).
public struct Canvas: Hashable, Sendable {
    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// The cells, row by row.
    private var cells: [Cell]

    /// Creates a canvas of blank cells in `style`; negative sizes give an empty canvas.
    public init(columns: Int, rows: Int, style: Style = .plain) {
        let columns = max(columns, 0)
        let rows = max(rows, 0)
        let (count, overflow) = columns.multipliedReportingOverflow(by: rows)
        precondition(!overflow, "Canvas of \(columns)×\(rows) cells is too large")
        self.columns = columns
        self.rows = rows
        self.cells = Array(repeating: .blank(style), count: count)
    }

    /// The whole canvas as a rectangle at `(0, 0)`.
    public var bounds: CellRect { CellRect(column: 0, row: 0, width: columns, height: rows) }

    /// The cell at `column`, `row`.
    ///
    /// Reading outside the canvas gives ``Cell/blank``; writing outside it is ignored. Writing keeps wide
    /// glyphs whole: a wide cell that does not fit before the right edge becomes a blank, overwritten
    /// halves of wide glyphs are blanked, and writing a continuation cell writes a blank.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard let index = index(column, row) else { return .blank }
            return cells[index]
        }
        set {
            put(newValue.isContinuation ? .blank(newValue.style) : newValue, column: column, row: row)
        }
    }

    /// The cell at `point`; see ``subscript(_:_:)``.
    public subscript(point: CellPoint) -> Cell {
        get { self[point.column, point.row] }
        set { self[point.column, point.row] = newValue }
    }

    /// Makes every cell in `rect` (clipped to the canvas) a blank in `style`.
    public mutating func fill(_ rect: CellRect, with style: Style) {
        guard let area = rect.intersection(bounds) else { return }
        let blank = Cell.blank(style)
        for row in area.rows {
            for column in area.columns { put(blank, column: column, row: row) }
        }
    }

    /// Makes every cell a blank in `style`.
    public mutating func clear(style: Style = .plain) {
        for index in cells.indices { cells[index] = .blank(style) }
    }

    /// The storage index of a cell, or `nil` outside the canvas.
    @inline(__always)
    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row * columns + column
    }

    /// Stores a non-continuation cell, keeping wide glyphs whole; outside the canvas it does nothing.
    mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard let index = index(column, row) else { return }
        breakWideGlyph(at: index, column: column)
        guard cell.isWide else {
            cells[index] = cell
            return
        }
        guard column + 1 < columns else {
            cells[index] = .blank(cell.style)  // half a glyph cannot be shown
            return
        }
        breakWideGlyph(at: index + 1, column: column + 1)
        cells[index] = cell
        cells[index + 1] = .continuation(cell.style)
    }

    /// Blanks the other half of a wide glyph whose half at `index` is about to be overwritten.
    @inline(__always)
    private mutating func breakWideGlyph(at index: Int, column: Int) {
        switch cells[index].width {
        case 0 where column > 0:
            cells[index - 1] = .blank(cells[index - 1].style)
        case 2 where column + 1 < columns:
            cells[index + 1] = .blank(cells[index + 1].style)
        default:
            break
        }
    }
}
