/// A grid of character cells that views draw into and a terminal presents: the screen as a value.
///
/// A canvas is a value type with copy-on-write storage, so tests and the `snapshot` command can keep,
/// compare (`==`) and print frames (``plainText``, ``ansiText``) exactly as a person would see them.
///
/// Nothing a caller does can trap or corrupt the grid: reads outside it give a blank cell, writes outside
/// it are ignored, text is sanitised (``TextSanitizer``) and clipped, and wide glyphs are kept whole —
/// overwriting either half of a wide glyph blanks the other half, and a wide glyph that does not fit is
/// replaced by a space. Writing a cell is O(1).
///
/// Drawing can be confined to a rectangle with ``withClip(_:_:)``: inside it, coordinates are relative to
/// the rectangle's corner and nothing outside the rectangle changes, the way a view renders into an area of
/// the screen.
public struct Canvas: Hashable, Sendable {
    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// The cells, row by row.
    private var cells: [Cell]
    /// The cells drawing reaches, in drawing coordinates: the whole canvas at `(0, 0)`, or inside
    /// ``withClip(_:_:)`` the visible part of the clip rectangle, relative to its corner.
    public internal(set) var bounds: CellRect
    /// Where drawing coordinates `(0, 0)` are on the canvas: `(0, 0)` except inside ``withClip(_:_:)``.
    var origin = CellPoint.zero

    /// Creates a canvas of blank cells in `style`; negative sizes give an empty canvas.
    public init(columns: Int, rows: Int, style: Style = .plain) {
        let columns = max(columns, 0)
        let rows = max(rows, 0)
        let (count, overflow) = columns.multipliedReportingOverflow(by: rows)
        precondition(!overflow, "Canvas of \(columns)×\(rows) cells is too large")
        self.columns = columns
        self.rows = rows
        self.cells = Array(repeating: .blank(style), count: count)
        self.bounds = CellRect(column: 0, row: 0, width: columns, height: rows)
    }

    /// The cell at `column`, `row`.
    ///
    /// Reading outside ``bounds`` (the canvas, or the clip) gives ``Cell/blank``; writing outside it is
    /// ignored. Writing keeps wide glyphs whole: a wide cell that does not fit before the right edge of
    /// ``bounds`` becomes a blank, overwritten halves of wide glyphs are blanked (even outside the clip),
    /// and writing a continuation cell writes a blank.
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

    /// Makes every cell in `rect` (clipped to ``bounds``) a blank in `style`.
    public mutating func fill(_ rect: CellRect, with style: Style) {
        guard let area = rect.intersection(bounds) else { return }
        let blank = Cell.blank(style)
        for row in area.rows {
            // Only the cells at the ends of the row can hold half of a wide glyph whose other half is
            // outside the area: they go through `put`, the cells between them are overwritten directly.
            put(blank, column: area.column, row: row)
            put(blank, column: area.maxColumn - 1, row: row)
            guard area.width > 2, let start = index(area.column + 1, row) else { continue }
            cells.withUnsafeMutableBufferPointer { cells in
                UnsafeMutableBufferPointer(rebasing: cells[start..<(start + area.width - 2)])
                    .update(repeating: blank)
            }
        }
    }

    /// Makes every cell of ``bounds`` (the whole canvas, or the clip) a blank in `style`.
    public mutating func clear(style: Style = .plain) {
        fill(bounds, with: style)
    }

    /// The storage index of a cell given in drawing coordinates, or `nil` outside ``bounds``.
    @inline(__always)
    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= bounds.column, column < bounds.maxColumn, row >= bounds.row, row < bounds.maxRow
        else { return nil }
        return (row + origin.row) * columns + column + origin.column
    }

    /// Stores a non-continuation cell, keeping wide glyphs whole; outside ``bounds`` it does nothing.
    mutating func put(_ cell: Cell, column: Int, row: Int) {
        guard let index = index(column, row) else { return }
        let canvasColumn = column + origin.column
        breakWideGlyph(at: index, column: canvasColumn)
        guard cell.isWide else {
            cells[index] = cell
            return
        }
        guard column + 1 < bounds.maxColumn else {
            cells[index] = .blank(cell.style)  // half a glyph cannot be shown
            return
        }
        breakWideGlyph(at: index + 1, column: canvasColumn + 1)
        cells[index] = cell
        cells[index + 1] = .continuation(cell.style)
    }

    /// Blanks the other half of a wide glyph whose half at `index` (canvas `column`) is about to be
    /// overwritten.
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
