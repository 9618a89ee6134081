/// A rectangle of character cells: the half-open columns `column ..< maxColumn` and rows `row ..< maxRow`.
///
/// Like `TesseraLayout.Rect`, a `CellRect` is never standardised: a zero or negative width or height
/// makes it empty. Edges are computed with saturating arithmetic, so even extreme values never trap.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var column: Int
    /// The top row.
    public var row: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// The empty rectangle at the origin.
    public static let zero = CellRect(column: 0, row: 0, width: 0, height: 0)

    /// Creates a rectangle from its four components.
    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from its top-left cell and its size in cells.
    public init(origin: CellPoint, width: Int, height: Int) {
        self.init(column: origin.column, row: origin.row, width: width, height: height)
    }

    /// The top-left cell.
    public var origin: CellPoint { CellPoint(column: column, row: row) }

    /// The column just past the right edge (exclusive); equals ``column`` when the rectangle is empty.
    public var maxColumn: Int { column.saturatingAdd(Swift.max(width, 0)) }

    /// The row just past the bottom edge (exclusive); equals ``row`` when the rectangle is empty.
    public var maxRow: Int { row.saturatingAdd(Swift.max(height, 0)) }

    /// The columns covered, `column ..< maxColumn`.
    public var columns: Range<Int> { column..<maxColumn }

    /// The rows covered, `row ..< maxRow`.
    public var rows: Range<Int> { row..<maxRow }

    /// Whether the rectangle covers no cell (a zero or negative width or height).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell lies inside the rectangle.
    public func contains(_ point: CellPoint) -> Bool {
        contains(column: point.column, row: point.row)
    }

    /// Whether the cell at `column`, `row` lies inside the rectangle.
    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < maxColumn && row >= self.row && row < maxRow
    }

    /// Whether every cell of `other` lies inside this rectangle; an empty `other` is contained nowhere.
    public func contains(_ other: CellRect) -> Bool {
        !other.isEmpty && other.column >= column && other.maxColumn <= maxColumn && other.row >= row
            && other.maxRow <= maxRow
    }

    /// The cells both rectangles cover, or `nil` when they share none.
    public func intersection(_ other: CellRect) -> CellRect? {
        let left = Swift.max(column, other.column)
        let top = Swift.max(row, other.row)
        let right = Swift.min(maxColumn, other.maxColumn)
        let bottom = Swift.min(maxRow, other.maxRow)
        guard left < right, top < bottom else { return nil }
        // right - left cannot overflow when both lie between the same two saturated edges of one
        // rectangle; the subtraction is still checked so that no input can trap.
        let (width, wideOverflow) = right.subtractingReportingOverflow(left)
        let (height, tallOverflow) = bottom.subtractingReportingOverflow(top)
        return CellRect(
            column: left, row: top, width: wideOverflow ? .max : width,
            height: tallOverflow ? .max : height)
    }

    /// Whether the rectangles share at least one cell.
    public func intersects(_ other: CellRect) -> Bool { intersection(other) != nil }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on the top and bottom
    /// (negative values grow it).
    public func insetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(
            column: column.saturatingAdd(dx), row: row.saturatingAdd(dy),
            width: width.saturatingSubtract(dx.saturatingMultiply(2)),
            height: height.saturatingSubtract(dy.saturatingMultiply(2)))
    }

    /// The rectangle moved by `columns` to the right and `rows` down.
    public func offsetBy(columns: Int, rows: Int) -> CellRect {
        CellRect(
            column: column.saturatingAdd(columns), row: row.saturatingAdd(rows), width: width,
            height: height)
    }

    /// The rectangle as `(column, row, width×height)`.
    public var description: String { "(\(column), \(row), \(width)×\(height))" }
}
