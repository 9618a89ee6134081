import TesseraCanvas

extension Canvas {
    /// A canvas showing `lines`, one row each, as wide as the widest line: a screen written as text, for
    /// tests (as ratatui's `Buffer::with_lines`).
    ///
    /// Each line is written from the left edge in `style` (sanitised and measured as
    /// `Canvas.write(_:at:style:clip:)` does, wide glyphs taking two columns); cells past a line's end
    /// are blank.
    public init(lines: [String], style: Style = .plain) {
        let columns = lines.map { DisplayWidth.of(TextSanitizer.sanitize($0)) }.max() ?? 0
        self.init(columns: columns, rows: lines.count)
        for (row, line) in lines.enumerated() {
            write(line, at: CellPoint(column: 0, row: row), style: style)
        }
    }

    /// A canvas showing the lines of `text` (split at newlines); see ``init(lines:style:)``.
    public init(text: String, style: Style = .plain) {
        self.init(
            lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            style: style)
    }
}
