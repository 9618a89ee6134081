/// A colour with 8-bit red, green and blue components, as pictures compute it.
///
/// Pictures mix colours in full RGB; `Canvas.paintPicture` then shows them at the terminal's colour
/// depth. Everything here is integer arithmetic and allocation free.
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

    /// The components as bytes, each clamped to 0...255.
    @inline(__always)
    var components: (UInt8, UInt8, UInt8) {
        (UInt8(clamping: red), UInt8(clamping: green), UInt8(clamping: blue))
    }
}
