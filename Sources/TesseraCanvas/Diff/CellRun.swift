/// A run of neighbouring cells on one row: what ``Canvas/changes(since:)`` reports as changed.
///
/// The run names cells of the newer canvas; read them from it. A run may hold continuation cells (the
/// right halves of wide glyphs), which a presenter skips: the wide glyph to their left covers them.
public struct CellRun: Hashable, Sendable {
    /// The row.
    public var row: Int
    /// The columns, left to right.
    public var columns: Range<Int>

    /// Creates a run of `columns` on `row`.
    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
