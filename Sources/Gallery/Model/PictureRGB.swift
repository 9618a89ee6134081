import Canvas

/// A colour with 8-bit red, green and blue components, as pictures compute it before quantising.
///
/// Pictures mix colours in full RGB and only then pick a palette entry, with ordered dithering (a 4×4
/// Bayer matrix) so that gradients show as fine patterns instead of the coarse bands of the 6-level
/// colour cube. Everything here is integer arithmetic and allocation free.
struct PictureRGB: Hashable, Sendable {
    /// Red, 0...255.
    var red: Int
    /// Green, 0...255.
    var green: Int
    /// Blue, 0...255.
    var blue: Int

    /// A colour from its components, each expected in 0...255.
    init(_ red: Int, _ green: Int, _ blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour `amount`/256 of the way from `self` to `other` (`amount` is clamped to 0...256).
    @inline(__always)
    func mixed(with other: PictureRGB, _ amount: Int) -> PictureRGB {
        let t = min(max(amount, 0), 256)
        return PictureRGB(
            red + (other.red - red) * t / 256,
            green + (other.green - green) * t / 256,
            blue + (other.blue - blue) * t / 256)
    }

    /// The colour scaled towards black: `amount`/256 of its brightness remains.
    @inline(__always)
    func dimmed(_ amount: Int) -> PictureRGB {
        mixed(with: PictureRGB(0, 0, 0), 256 - amount)
    }

    /// The nearest palette entry, without dithering: for flat areas.
    @inline(__always)
    var flat: Color {
        .rgb(red, green, blue)
    }

    /// The palette entry for the pixel at `(x, y)`, dithered with a 4×4 Bayer matrix so that an area of
    /// this colour averages out close to it.
    @inline(__always)
    func dithered(x: Int, y: Int) -> Color {
        // Spread the threshold over one step of the colour cube (40), centred on zero.
        let offset = Self.bayer(x: x, y: y) * 40 / 16 - 19
        return .rgb(red + offset, green + offset, blue + offset)
    }

    /// The 4×4 Bayer matrix entry (0...15) at `(x, y)`: bit-reversed interleaving of `x ^ y` and `y`.
    @inline(__always)
    static func bayer(x: Int, y: Int) -> Int {
        let a = (x ^ y) & 3
        let b = y & 3
        return (a & 1) << 3 | (b & 1) << 2 | (a & 2) | (b & 2) >> 1
    }
}
