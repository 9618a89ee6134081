extension Canvas {
    /// The canvas as text with ANSI SGR escape sequences at 256 colours: ``ansiText(colors:)`` for
    /// ``ColorDepth/colors256``, what `tessera snapshot --ansi` prints by default.
    public var ansiText: String { ansiText(colors: .colors256) }

    /// The canvas as text with ANSI SGR escape sequences for colours and attributes, one line per row,
    /// as a terminal of depth `colors` shows it, for `tessera snapshot --ansi` and `cat` in a terminal.
    ///
    /// Every line starts in the terminal's default look. Whenever the style changes, a full sequence is
    /// written that first resets and then sets everything the new style needs (``selectGraphicRendition(_:colors:)``).
    /// A line that ends in any style other than ``Style/plain`` ends with a reset, `ESC[0m`, so colours
    /// never leak into the next line. Plain cells produce no escape sequences at all, so a plain canvas
    /// gives its ``plainText``.
    public func ansiText(colors: ColorDepth) -> String {
        var text = ""
        for row in 0..<rows {
            if row > 0 { text += "\n" }
            var current = Style.plain
            for column in 0..<columns {
                let cell = self[column, row]
                if cell.isContinuation { continue }
                let style = colors.resolve(cell.style)
                if style != current {
                    text += Self.selectGraphicRendition(style, colors: colors)
                    current = style
                }
                text += cell.grapheme
            }
            if current != .plain { text += Self.selectGraphicRendition(.plain, colors: colors) }
        }
        return text
    }

    /// The SGR sequence that resets the terminal and then sets `style` as a terminal of depth `colors`
    /// shows it, such as `ESC[0;1;38;5;196m`.
    ///
    /// Attributes: bold `1`, dim `2`, underline `4`, reverse `7`. Colours, after
    /// ``ColorDepth/resolve(_:)-(Style)``: `38;2;r;g;b` for 24-bit colours, `38;5;n` for palette entries
    /// at 256 colours and true colour, `30–37` and `90–97` for the basic and bright colours at 16 and 8;
    /// backgrounds likewise (`48;…`, `40–47`, `100–107`). ``Color/default`` needs no code after the reset,
    /// and monochrome has attributes only.
    public static func selectGraphicRendition(_ style: Style, colors: ColorDepth = .colors256) -> String {
        let style = colors.resolve(style)
        var codes = "0"
        if style.bold { codes += ";1" }
        if style.dim { codes += ";2" }
        if style.underline { codes += ";4" }
        if style.reverse { codes += ";7" }
        codes += colorCode(style.foreground, colors: colors, base: 30)
        codes += colorCode(style.background, colors: colors, base: 40)
        return "\u{1B}[\(codes)m"
    }

    /// The SGR parameters of a resolved colour, with a leading `;`; `base` is 30 for the foreground and 40
    /// for the background.
    private static func colorCode(_ color: Color, colors: ColorDepth, base: Int) -> String {
        switch color {
        case .default:
            return ""
        case .rgb(let red, let green, let blue):
            return ";\(base + 8);2;\(red);\(green);\(blue)"
        case .indexed(let index) where colors <= .colors16:
            return index < 8 ? ";\(base + Int(index))" : ";\(base + 60 + Int(index) - 8)"
        case .indexed(let index):
            return ";\(base + 8);5;\(index)"
        }
    }
}
