import TesseraCanvas

/// Which colours a terminal can show, and so how a ``Palette`` turns a resolved `Color` into a terminal
/// colour number.
enum ColorMode: Equatable, Sendable {
    /// No colours: styles keep their attributes (bold, dim, reverse, underline) only.
    case monochrome
    /// A palette of this many colours (8, 16, 88, 256…), numbered as in the 256-colour palette.
    case palette(colors: Int)
    /// Colour numbers are 24-bit `0xRRGGBB` values (terminfo's `RGB` flag, as in `xterm-direct`), except
    /// that numbers below 8 still name the basic colours.
    case direct

    /// The mode of a terminal from what ncurses reports.
    ///
    /// - Parameters:
    ///   - hasColors: Whether the terminal has colours at all (`has_colors()`).
    ///   - colors: The number of colours (`COLORS` after `start_color()`).
    ///   - directColor: Whether colour numbers are RGB values (terminfo's `RGB` flag).
    static func detect(hasColors: Bool, colors: Int, directColor: Bool) -> ColorMode {
        guard hasColors, colors >= 8 else { return .monochrome }
        return directColor ? .direct : .palette(colors: colors)
    }

    /// The most the terminal can show. Below 256 colours only the first 8 or 16 palette entries mean
    /// what they mean in the 256-colour palette (an 88-colour cube is laid out differently).
    var depth: ColorDepth {
        switch self {
        case .monochrome: .monochrome
        case .direct: .truecolor
        case .palette(let colors): colors >= 256 ? .colors256 : colors >= 16 ? .colors16 : .colors8
        }
    }

    /// The terminal's number for a colour resolved at ``depth`` or below (`ColorDepth.resolve`), or `nil`
    /// for the default colour and in monochrome.
    func terminalColor(_ color: Color) -> Int32? {
        switch (self, color) {
        case (.monochrome, _), (_, .default):
            return nil
        case (.direct, .indexed(let index)) where index < 8:
            return Int32(index)  // the basic colours, as the user's theme shows them
        case (.direct, .indexed(let index)):
            let (red, green, blue) = XtermPalette.rgb(index)
            return Self.directValue(red, green, blue)
        case (.direct, .rgb(let red, let green, let blue)):
            return Self.directValue(red, green, blue)
        case (.palette, .indexed(let index)):
            return Int32(index)
        case (.palette, .rgb(let red, let green, let blue)):
            guard case .indexed(let index) = depth.resolve(.rgb(red, green, blue)) else { return nil }
            return Int32(index)
        }
    }

    /// The direct-colour number of an RGB colour. Direct-colour entries send numbers below 8 as basic
    /// colours (`setaf` writes `ESC[3Nm`), which the user's theme may show in any colour and bold turns
    /// bright; so the darkest blues, 0–7, become 8: (0, 0, 8) looks the same as (0, 0, 0…7).
    static func directValue(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int32 {
        max(Int32(red) << 16 | Int32(green) << 8 | Int32(blue), 8)
    }
}
