/// How many colours a terminal shows, from none to 24-bit, in increasing order.
///
/// The raw values are the command line's spelling (`--colors none|8|16|256|truecolor`).
public enum ColorDepth: String, Hashable, Sendable, CaseIterable, Comparable {
    /// No colours: attributes (bold, dim, reverse, underline) only, as under `NO_COLOR`.
    case monochrome = "none"
    /// The eight basic ANSI colours.
    case colors8 = "8"
    /// The basic colours and their bright variants.
    case colors16 = "16"
    /// The 256-colour palette: the 16 basic colours, a 6×6×6 cube and a grey ramp.
    case colors256 = "256"
    /// Direct 24-bit colour.
    case truecolor

    /// Whether `lhs` shows fewer colours than `rhs`.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .monochrome: 0
        case .colors8: 1
        case .colors16: 2
        case .colors256: 3
        case .truecolor: 4
        }
    }

    /// The colour a terminal of this depth shows for `color`: ``Color/default`` in monochrome, palette
    /// entries it lacks replaced by their ``Color/basicApproximation``, 24-bit colours quantised to the
    /// nearest entry it has (``ColorQuantizer``); at ``truecolor`` every colour is kept.
    public func resolve(_ color: Color) -> Color {
        switch (self, color) {
        case (_, .default), (.monochrome, _): .default
        case (.truecolor, _), (.colors256, .indexed): color
        case (.colors256, .rgb(let red, let green, let blue)):
            .indexed(ColorQuantizer.nearest256(red, green, blue))
        case (.colors16, .indexed(let index)) where index < 16: color
        case (.colors16, .rgb(let red, let green, let blue)):
            ColorQuantizer.nearestBasic(red, green, blue, count: 16)
        case (.colors16, _), (.colors8, _): color.basicApproximation
        }
    }

    /// The style a terminal of this depth draws `style` with: both colours resolved
    /// (``resolve(_:)-(Color)``), and bold dropped on a basic black foreground.
    ///
    /// Terminals send basic black as SGR 30, and most (xterm among them) show bold text in colours 0–7 in
    /// the bright variant: bold black becomes grey, which on a light background is barely readable.
    /// Black text stays black; the background still marks it out.
    public func resolve(_ style: Style) -> Style {
        var resolved = style
        resolved.foreground = resolve(style.foreground)
        resolved.background = resolve(style.background)
        if resolved.foreground == .black { resolved.bold = false }
        return resolved
    }
}
