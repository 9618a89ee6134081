import TesseraCanvas

/// The characters pictures are drawn with, and so how many pixels each cell shows.
///
/// The raw values are the command line's spelling (`--symbols half|quadrant|sextant`).
public enum PictureSymbols: String, Hashable, Sendable, CaseIterable {
    /// Lower half blocks `▄`: 1 × 2 pixels a cell, the bottom one the foreground, the top one the
    /// background. Every terminal font has them; the default.
    case half
    /// Quadrant blocks (U+2596–U+259F, with `▀ ▄ ▌ ▐ █` and the space): 2 × 2 pixels a cell, shown as
    /// the block shape and the two colours that fit them best.
    case quadrant
    /// Sextant blocks (U+1FB00–U+1FB3B, with `▌ ▐ █` and the space for the four shapes that range leaves
    /// out): 2 × 3 pixels a cell, shown as the shape and the two colours that fit them best. Needs a font
    /// with Unicode 13's Symbols for Legacy Computing.
    case sextant

    /// The pixels one cell shows, across and down.
    public var pixelsPerCell: (columns: Int, rows: Int) {
        switch self {
        case .half: (1, 2)
        case .quadrant: (2, 2)
        case .sextant: (2, 3)
        }
    }

    /// How wide a pixel is for its height on screen, cells being twice as tall as wide: 1 for half blocks
    /// (square pixels), ½ for quadrants, ¾ for sextants. Pictures are drawn or resampled for it, so that
    /// round things stay round.
    public var pixelAspect: Double {
        let (across, down) = pixelsPerCell
        return Double(down) / Double(2 * across)
    }

    /// The character showing the pixels set in `mask` in the foreground and the others in the background;
    /// bit `i` is pixel `i` of the cell, row by row from the top left (`0b0001` the top-left pixel).
    /// With ``half``, bit 0 is the top pixel and bit 1 the bottom one.
    public func character(for mask: Int) -> Character {
        switch self {
        case .half: Self.halfBlocks[mask & 0b11]
        case .quadrant: Self.quadrants[mask & 0b1111]
        case .sextant: Self.sextant(mask & 0b11_1111)
        }
    }

    /// Empty, upper half, lower half, full.
    private static let halfBlocks: [Character] = [" ", "▀", "▄", "█"]

    /// By mask: bit 0 top left, 1 top right, 2 bottom left, 3 bottom right.
    private static let quadrants: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// Sextant `mask` (bits 0–5: top left, top right, middle left, middle right, bottom left, bottom
    /// right). U+1FB00 onwards are the 60 masks other than empty, full and the left and right halves, in
    /// order: `BLOCK SEXTANT-1` (mask 1) is U+1FB00.
    private static func sextant(_ mask: Int) -> Character {
        switch mask {
        case 0: " "
        case 0b01_0101: "▌"
        case 0b10_1010: "▐"
        case 0b11_1111: "█"
        default:
            Character(
                Unicode.Scalar(0x1FB00 + mask - 1 - (mask > 0b01_0101 ? 1 : 0) - (mask > 0b10_1010 ? 1 : 0))!)
        }
    }
}
