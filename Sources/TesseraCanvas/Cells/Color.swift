/// A terminal colour: the terminal's default, an entry of the 256-colour palette, or a 24-bit colour.
///
/// Palette entries 0–7 are the basic ANSI colours every colour terminal has, 8–15 their bright variants,
/// 16–231 a 6×6×6 colour cube and 232–255 a grey ramp. A terminal with fewer colours maps each entry to
/// the nearest one it has (``ColorDepth/resolve(_:)-(Color)``); ``rgb(_:_:_:)`` colours are shown as
/// they are where the terminal has direct colour and quantised (``ColorQuantizer``) elsewhere.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// An entry of the 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour: red, green and blue, 0–255 each.
    case rgb(UInt8, UInt8, UInt8)

    /// Basic ANSI black.
    public static let black = Color.indexed(0)
    /// Basic ANSI red.
    public static let red = Color.indexed(1)
    /// Basic ANSI green.
    public static let green = Color.indexed(2)
    /// Basic ANSI yellow.
    public static let yellow = Color.indexed(3)
    /// Basic ANSI blue.
    public static let blue = Color.indexed(4)
    /// Basic ANSI magenta.
    public static let magenta = Color.indexed(5)
    /// Basic ANSI cyan.
    public static let cyan = Color.indexed(6)
    /// Basic ANSI white (light grey on most terminals).
    public static let white = Color.indexed(7)

    /// The nearest of the eight basic colours, for terminals that have only those.
    ///
    /// Palette entries keep their hue (a dark cyan stays cyan rather than becoming the nearest grey), so
    /// theme colours stay recognisable; 24-bit colours become the nearest basic colour in RGB.
    public var basicApproximation: Color {
        let index: UInt8
        switch self {
        case .default: return self
        case .rgb(let red, let green, let blue):
            return ColorQuantizer.nearestBasic(red, green, blue, count: 8)
        case .indexed(let entry): index = entry
        }
        switch index {
        case 0..<8: return self
        case 8..<16: return .indexed(index - 8)
        case 232...255: return index < 244 ? .black : .white
        default:
            let cube = Int(index) - 16
            let (r, g, b) = (cube / 36, cube / 6 % 6, cube % 6)
            let brightest = max(r, g, b)
            guard brightest > 1 else { return .black }
            let bit = { (component: Int) in component * 2 > brightest ? 1 : 0 }
            return .indexed(UInt8(bit(r) | bit(g) << 1 | bit(b) << 2))
        }
    }
}
