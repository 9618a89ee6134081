/// One pixel of a picture being sampled, with its coordinates clamped into a picture of sane size.
///
/// Pictures can be asked about any integers; clamping here keeps every later computation finite (sizes
/// are capped at 65,536 pixels a side) and makes out-of-range pixels repeat the edge. Scenes are drawn
/// in continuous coordinates: ``u`` across and ``v`` down, both 0…1 whatever the size.
struct PicturePixel {
    /// Largest width or height a picture is computed at; larger sizes are treated as this one.
    static let maximumSide = 1 << 16

    /// Column, 0..<width.
    let x: Int
    /// Row, 0..<height.
    let y: Int
    /// The picture's width in pixels, 1...``maximumSide``.
    let width: Int
    /// The picture's height in pixels, 1...``maximumSide``.
    let height: Int

    /// The pixel at `(x, y)` of a `width × height` picture, everything clamped into range.
    @inline(__always)
    init(x: Int, y: Int, width: Int, height: Int) {
        self.width = min(max(width, 1), Self.maximumSide)
        self.height = min(max(height, 1), Self.maximumSide)
        self.x = min(max(x, 0), self.width - 1)
        self.y = min(max(y, 0), self.height - 1)
    }

    /// How far across the picture the pixel's centre is: 0 at the left edge, 1 at the right one.
    var u: Float { (Float(x) + 0.5) / Float(width) }

    /// How far down the picture the pixel's centre is: 0 at the top edge, 1 at the bottom one.
    var v: Float { (Float(y) + 0.5) / Float(height) }

    /// Width over height: multiplies a distance across in ``u`` into one in picture heights, so that
    /// round things stay round (half-block pixels are about square).
    var aspect: Float { Float(width) / Float(height) }
}
