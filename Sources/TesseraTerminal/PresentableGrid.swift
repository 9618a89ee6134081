import TesseraCanvas

/// A grid of character cells that a ``TerminalSession`` can show.
///
/// The canvas conforms to it; the protocol keeps the terminal layer independent of how a grid is stored.
public protocol PresentableGrid {
    /// The number of columns.
    var columns: Int { get }
    /// The number of rows.
    var rows: Int { get }
    /// What to show at a cell: its text (one grapheme), its display width (1, or 2 for a wide glyph) and its
    /// style.
    ///
    /// Returns `nil`, or a width of 0, for the second cell of a wide glyph: the glyph to its left covers it.
    func presentedCell(column: Int, row: Int) -> (text: String, width: Int, style: Style)?
}
