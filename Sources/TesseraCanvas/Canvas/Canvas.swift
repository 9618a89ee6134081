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
    private(set) var cells: [Cell]
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
        self.cells = Array(unsafeUninitializedCapacity: count) { cells, initialized in
            Self.repeatCell(.blank(style), into: cells)
            initialized = count
        }
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
            putRun(row: row, columns: area.columns, repeating: blank)
        }
    }

    /// Writes `cell`, one column wide, on `row` over `columns` (clipped to ``bounds``), as
    /// ``putRun(row:columns:_:)`` does, the cells between the ends copied as bytes.
    mutating func putRun(row: Int, columns: Range<Int>, repeating cell: Cell) {
        let visible = columns.clamped(to: bounds.columns)
        guard bounds.rows.contains(row), let first = visible.first, let last = visible.last else { return }
        put(cell, column: first, row: row)
        if last != first { put(cell, column: last, row: row) }
        guard visible.count > 2, let start = index(first + 1, row) else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            Self.repeatCell(
                cell, into: UnsafeMutableBufferPointer(rebasing: cells[start..<(start + visible.count - 2)]))
        }
    }

    /// Writes one-column cells on `row` over `columns` (clipped to ``bounds``): `cell(column)` at each, as
    /// ``put(_:column:row:)`` would one by one, but with only the two end cells going through it.
    ///
    /// Only the cells at the ends of the run can hold half of a wide glyph whose other half is outside
    /// it; the cells between them are overwritten directly, without a bounds or uniqueness check per cell.
    /// `cell` must give cells of width 1.
    @inline(__always)
    mutating func putRun(row: Int, columns: Range<Int>, _ cell: (_ column: Int) -> Cell) {
        let visible = columns.clamped(to: bounds.columns)
        guard bounds.rows.contains(row), let first = visible.first, let last = visible.last else { return }
        // The ends first: either may blank a neighbour inside the run, which is then overwritten.
        put(cell(first), column: first, row: row)
        if last != first { put(cell(last), column: last, row: row) }
        guard visible.count > 2, let start = index(first + 1, row) else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            for (offset, column) in ((first + 1)..<last).enumerated() {
                cells[start + offset] = cell(column)
            }
        }
    }

    /// Copies the cells of `source` into this canvas, `source`'s top-left cell at `point`, clipped to
    /// ``bounds``: what drawing each of them there would leave, a row at a time.
    ///
    /// Wide glyphs stay whole: one with both halves in the copied part is copied as it is, a half whose
    /// other half the clip cuts off becomes a blank in its style, and a wide glyph of this canvas split by
    /// the copied part's edge loses its other half, as with any write. This is how a picture painted once
    /// into a canvas of its own is shown again on every frame: O(1) per row plus a copy of its cells.
    public mutating func draw(_ source: Canvas, at point: CellPoint) {
        let target = CellRect(
            column: point.column, row: point.row, width: source.columns, height: source.rows)
        guard let area = target.intersection(bounds), area.width > 0 else { return }
        let sourceColumn = area.column - point.column
        for row in area.rows {
            guard let start = index(area.column, row) else { continue }
            let end = start + area.width - 1
            // This canvas's wide glyphs cut by either end (a blanked half inside is overwritten below).
            breakWideGlyph(at: start, column: area.column + origin.column)
            breakWideGlyph(at: end, column: area.maxColumn - 1 + origin.column)
            let from = (row - point.row) * source.columns + sourceColumn
            cells.withUnsafeMutableBufferPointer { cells in
                source.cells.withUnsafeBufferPointer { source in
                    _ = UnsafeMutableBufferPointer(rebasing: cells[start...end])
                        .update(fromContentsOf: source[from..<(from + area.width)])
                }
            }
            // The source's wide glyphs cut by the clip.
            if cells[start].isContinuation { cells[start] = .blank(cells[start].style) }
            if cells[end].isWide { cells[end] = .blank(cells[end].style) }
        }
    }

    /// Makes every cell of ``bounds`` (the whole canvas, or the clip) a blank in `style`.
    public mutating func clear(style: Style = .plain) {
        fill(bounds, with: style)
    }

    /// Sets every cell of `cells` (initialised or not: a cell is plain bytes) to `cell`: the first one
    /// written, then copied as bytes, since storing cell after cell writes each of its fields separately,
    /// several times slower.
    @inline(__always)
    private static func repeatCell(_ cell: Cell, into cells: UnsafeMutableBufferPointer<Cell>) {
        guard let first = cells.baseAddress, !cells.isEmpty else { return }
        first.initialize(to: cell)
        let bytes = UnsafeMutableRawPointer(first)
        let stride = MemoryLayout<Cell>.stride
        // Short runs (a box's edge, a card's row) cell by cell, as two 16-byte moves each; long ones
        // (a screen's rows) in runs that double, each a `memcpy`.
        guard cells.count > 64 else {
            for index in 1..<cells.count {
                (bytes + index * stride).copyMemory(from: bytes, byteCount: stride)
            }
            return
        }
        var done = 1
        while done < cells.count {
            let run = min(done, cells.count - done)
            (bytes + done * stride).copyMemory(from: bytes, byteCount: run * stride)
            done += run
        }
    }

    /// The storage index of a cell given in drawing coordinates, or `nil` outside ``bounds``.
    @inline(__always)
    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= bounds.column, column < bounds.maxColumn, row >= bounds.row, row < bounds.maxRow
        else { return nil }
        return (row + origin.row) * columns + column + origin.column
    }

    /// Stores a non-continuation cell, keeping wide glyphs whole; outside ``bounds`` it does nothing.
    package mutating func put(_ cell: Cell, column: Int, row: Int) {
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
