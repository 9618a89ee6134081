import TesseraCanvas

extension Canvas {
    /// Writes `text` on the top row of `rect`, truncated with `…` like `Canvas.write(_:in:alignment:style:)`,
    /// with the graphemes at `highlighted` offsets (of the sanitised text) drawn in `highlightStyle`: the
    /// filter's matched characters.
    public mutating func write(
        _ text: String, in rect: CellRect, style: Style, highlighting highlighted: [Int],
        with highlightStyle: Style
    ) {
        write(text, in: rect, style: style)
        guard !highlighted.isEmpty, !rect.isEmpty else { return }
        let line = Canvas.truncated(text, toWidth: rect.width)
        let isTruncated = line != TextSanitizer.sanitize(text)
        let marked = Set(highlighted)
        var column = rect.column
        for (offset, grapheme) in line.enumerated() {
            let isEllipsis = isTruncated && offset == line.count - 1
            if marked.contains(offset) && !isEllipsis {
                write(
                    String(grapheme), at: CellPoint(column: column, row: rect.row), style: highlightStyle,
                    clip: rect)
            }
            column += DisplayWidth.of(grapheme)
        }
    }
}
