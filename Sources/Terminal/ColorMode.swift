import Canvas

/// Which colours a terminal can show, and so how a ``Palette`` turns a `Color` into a terminal colour number.
enum ColorMode: Equatable, Sendable {
    /// No colours: styles keep their attributes (bold, dim, reverse, underline) only. Also used when
    /// `NO_COLOR` is set (see no-color.org).
    case monochrome
    /// A palette of this many colours (8, 16, 88, 256…). The first 8, 16 or 256 entries, as many as the
    /// terminal has, are used as they are; the others become the nearest of the eight basic colours.
    case palette(colors: Int)
    /// Colour numbers are 24-bit `0xRRGGBB` values (terminfo's `RGB` flag, as in `xterm-direct`), except
    /// that numbers below 8 still name the basic colours.
    case direct

    /// Chooses the mode from what the terminal reports and from the environment.
    ///
    /// - Parameters:
    ///   - hasColors: Whether the terminal has colours at all (`has_colors()`).
    ///   - colors: The number of colours (`COLORS` after `start_color()`).
    ///   - directColor: Whether colour numbers are RGB values (terminfo's `RGB` flag).
    ///   - noColor: The value of `NO_COLOR`; set and non-empty means no colours.
    static func detect(hasColors: Bool, colors: Int, directColor: Bool, noColor: String?) -> ColorMode {
        guard allowsColor(noColor: noColor), hasColors, colors >= 8 else { return .monochrome }
        return directColor ? .direct : .palette(colors: colors)
    }

    /// Whether colours may be used given the value of `NO_COLOR`: not when it is set and non-empty.
    static func allowsColor(noColor: String?) -> Bool {
        noColor?.isEmpty ?? true
    }

    /// The terminal's number for an indexed colour of the 256-colour palette, or `nil` in monochrome.
    func terminalColor(index: UInt8) -> Int32? {
        switch self {
        case .monochrome:
            return nil
        case .palette(let colors):
            // Below 256 colours only the first 8 or 16 entries mean what they mean in the 256-colour
            // palette (an 88-colour cube is laid out differently), so approximate the rest.
            let exact = colors >= 256 ? 256 : colors >= 16 ? 16 : 8
            if Int(index) < exact { return Int32(index) }
            guard case .indexed(let basic) = Color.indexed(index).basicApproximation else { return 0 }
            return Int32(basic)
        case .direct:
            return index < 8 ? Int32(index) : Self.xtermRGB(index)
        }
    }

    /// The 24-bit colour xterm shows for an entry of its 256-colour palette.
    static func xtermRGB(_ index: UInt8) -> Int32 {
        func rgb(_ red: Int, _ green: Int, _ blue: Int) -> Int32 {
            Int32(red << 16 | green << 8 | blue)
        }
        switch index {
        case 0..<16:
            let standard: [Int32] = [
                0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
                0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
            ]
            return standard[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            let level = { (step: Int) in step == 0 ? 0 : 55 + 40 * step }
            return rgb(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        default:
            let grey = 8 + 10 * (Int(index) - 232)
            return rgb(grey, grey, grey)
        }
    }
}
