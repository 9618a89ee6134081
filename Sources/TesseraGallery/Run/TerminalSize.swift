/// A terminal size written `COLUMNSxROWS`, such as `100x30`.
public struct TerminalSize: Hashable, Sendable {
    /// The largest size accepted on each axis.
    public static let maximum = 2_000

    /// The number of columns.
    public let columns: Int
    /// The number of rows.
    public let rows: Int

    /// Creates a size; `nil` unless both numbers are between 1 and ``maximum``.
    public init?(columns: Int, rows: Int) {
        guard (1...Self.maximum).contains(columns), (1...Self.maximum).contains(rows) else { return nil }
        self.columns = columns
        self.rows = rows
    }

    /// Reads `COLUMNSxROWS`; `nil` when malformed or out of range.
    public init?(_ text: some StringProtocol) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else { return nil }
        self.init(columns: columns, rows: rows)
    }
}
