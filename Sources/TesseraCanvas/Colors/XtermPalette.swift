/// The 24-bit colours of the 256-colour palette as xterm shows them by default.
///
/// Pictures are quantised against these values, and direct-colour terminals are sent them for palette
/// colours. Entries 0–15 vary between terminals and themes; 16–255 are the same nearly everywhere.
public enum XtermPalette {
    /// The six levels of each component in the 6×6×6 colour cube (entries 16–231).
    public static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The red, green and blue of palette entry `index`.
    public static func rgb(_ index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        switch index {
        case 0..<16:
            let value = basic[Int(index)]
            return (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    /// xterm's default basic and bright colours, `0xRRGGBB`.
    private static let basic: [UInt32] = [
        0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
        0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
    ]
}
