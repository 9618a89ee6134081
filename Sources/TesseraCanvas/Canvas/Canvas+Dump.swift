extension Canvas: CustomStringConvertible {
    /// The rows as plain text, one string per row, without styles.
    ///
    /// Continuation cells are skipped, so a wide glyph appears once and every line has the same display
    /// width — exactly ``columns``. Trailing blanks are kept on purpose: lines stay rectangular, so a test
    /// can compare a whole screen with a multi-line string literal and a cell's column is its position in
    /// the line's display width, with no guessing about where a line ended.
    public func lines() -> [String] {
        (0..<rows).map { line(at: $0) }
    }

    /// The whole canvas as plain text: ``lines()`` joined by newlines, with no newline after the last.
    public var plainText: String {
        lines().joined(separator: "\n")
    }

    /// The canvas as plain text (``plainText``), so failing test expectations print the screen.
    public var description: String { plainText }

    /// The graphemes of one row, continuation cells skipped.
    func line(at row: Int) -> String {
        var line = ""
        line.reserveCapacity(columns)
        for column in 0..<columns {
            let cell = self[column, row]
            if !cell.isContinuation { line += cell.grapheme }
        }
        return line
    }
}
