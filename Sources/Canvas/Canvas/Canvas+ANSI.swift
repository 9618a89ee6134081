extension Canvas {
    /// The canvas as text with ANSI SGR escape sequences for colours and attributes, one line per row,
    /// for `tessera snapshot --ansi` and `cat` in a terminal.
    ///
    /// Every line starts in the terminal's default look. Whenever the style changes, a full sequence is
    /// written that first resets and then sets everything the new style needs: bold `1`, dim `2`,
    /// underline `4`, reverse `7`, foreground `38;5;n` and background `48;5;n` (256-colour palette
    /// entries; ``Color/default`` needs no code after the reset). A line that ends in any style other
    /// than ``Style/plain`` ends with a reset, `ESC[0m`, so colours never leak into the next line.
    /// Plain cells produce no escape sequences at all, so a plain canvas gives its ``plainText``.
    public var ansiText: String {
        var text = ""
        for row in 0..<rows {
            if row > 0 { text += "\n" }
            var current = Style.plain
            for column in 0..<columns {
                let cell = self[column, row]
                if cell.isContinuation { continue }
                if cell.style != current {
                    text += Self.selectGraphicRendition(cell.style)
                    current = cell.style
                }
                text += cell.grapheme
            }
            if current != .plain { text += Self.selectGraphicRendition(.plain) }
        }
        return text
    }

    /// The SGR sequence that resets the terminal and then sets `style`, such as `ESC[0;1;38;5;196m`.
    public static func selectGraphicRendition(_ style: Style) -> String {
        var codes = "0"
        if style.bold { codes += ";1" }
        if style.dim { codes += ";2" }
        if style.underline { codes += ";4" }
        if style.reverse { codes += ";7" }
        if case .indexed(let index) = style.foreground { codes += ";38;5;\(index)" }
        if case .indexed(let index) = style.background { codes += ";48;5;\(index)" }
        return "\u{1B}[\(codes)m"
    }
}
