/// A character cell's position on a canvas or screen: a column and a row, both counted from 0 at the
/// top-left.
///
/// Cell coordinates are integers and may be negative or lie beyond a canvas; drawing simply clips them.
public struct CellPoint: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0 at the left.
    public var column: Int
    /// The row, from 0 at the top.
    public var row: Int

    /// The top-left cell, `(0, 0)`.
    public static let zero = CellPoint(column: 0, row: 0)

    /// Creates a cell position.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// The position moved by `columns` to the right and `rows` down (saturating instead of overflowing).
    public func offsetBy(columns: Int, rows: Int) -> CellPoint {
        CellPoint(column: column.saturatingAdd(columns), row: row.saturatingAdd(rows))
    }

    /// The position as `(column, row)`.
    public var description: String { "(\(column), \(row))" }
}

extension Int {
    /// The sum, clamped to `Int.min...Int.max` instead of trapping on overflow.
    @inline(__always)
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// The difference, clamped to `Int.min...Int.max` instead of trapping on overflow.
    @inline(__always)
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }

    /// The product, clamped to `Int.min...Int.max` instead of trapping on overflow.
    @inline(__always)
    func saturatingMultiply(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}
