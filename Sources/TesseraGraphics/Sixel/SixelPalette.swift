/// The fixed palette sixel images are drawn with: the 6×6×6 colour cube (levels 0, 51, …, 255) and 24 greys
/// (8, 18, …, 238), 240 colour registers in all, the same for every image.
///
/// A fixed palette needs no pass over the image to choose colours and keeps register numbers stable between
/// frames; it costs accuracy — at most 25 per channel in the cube's gaps (median cut would do better on
/// photos; see docs/graphics.md).
public enum SixelPalette {
    /// The number of registers used, 240 (terminals offer at least 256; xterm's VT340 mode must be raised to
    /// that with `numColorRegisters`).
    public static let count = 216 + 24

    /// The colour of register `index` (0…239): the cube first, red slowest, then the greys, dark to light.
    public static func color(_ index: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        if index < 216 {
            return (UInt8(index / 36 * 51), UInt8(index / 6 % 6 * 51), UInt8(index % 6 * 51))
        }
        let grey = UInt8(8 + (index - 216) * 10)
        return (grey, grey, grey)
    }

    /// The register nearest to the colour (squared distance in RGB), the cube's nearest or the nearest grey.
    public static func nearest(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        let cube = cubeStep(red) * 36 + cubeStep(green) * 6 + cubeStep(blue)
        let mean = (Int(red) + Int(green) + Int(blue)) / 3
        let grey = 216 + min(max((mean - 3) / 10, 0), 23)
        return distance(red, green, blue, to: grey) < distance(red, green, blue, to: cube) ? grey : cube
    }

    /// The cube level (0…5) nearest to a channel value.
    private static func cubeStep(_ value: UInt8) -> Int { (Int(value) + 25) / 51 }

    /// The squared distance from the colour to register `index`.
    private static func distance(_ red: UInt8, _ green: UInt8, _ blue: UInt8, to index: Int) -> Int {
        let entry = color(index)
        let dr = Int(red) - Int(entry.red)
        let dg = Int(green) - Int(entry.green)
        let db = Int(blue) - Int(entry.blue)
        return dr * dr + dg * dg + db * db
    }
}
