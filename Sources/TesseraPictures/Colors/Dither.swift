import TesseraCanvas

/// How pictures spread the error of quantising to a terminal's palette.
///
/// The raw values are the command line's spelling (`--dither none|ordered|diffusion`).
public enum Dither: String, Hashable, Sendable, CaseIterable {
    /// Every pixel becomes its nearest palette colour: flat areas stay flat, gradients show bands.
    case none
    /// A pixel between two palette colours becomes one or the other by an 8×8 Bayer threshold, in
    /// proportion to how close it is to each. A pixel that is exactly a palette colour stays that
    /// colour, so flat areas show no pattern. Stable while scrolling: the threshold belongs to the
    /// picture's pixel, not to the screen.
    case ordered
    /// Floyd–Steinberg error diffusion (serpentine) over the picture: the finest gradients, at the cost
    /// of a little noise.
    case diffusion

    /// The Bayer threshold of picture pixel `(x, y)`: 0–63, each value once in every 8×8 block.
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Int {
        let a = (x ^ y) & 7
        let b = y & 7
        // Bit-reversed interleaving of x ^ y and y.
        return (a & 1) << 5 | (b & 1) << 4 | (a & 2) << 2 | (b & 2) << 1 | (a & 4) >> 1 | (b & 4) >> 2
    }
}
