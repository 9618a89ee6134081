/// One pixel of a picture being sampled, with its coordinates clamped into a picture of sane size.
///
/// Pictures can be asked about any integers; clamping here keeps every later multiplication far from
/// overflow (sizes are capped at 65,536 pixels a side) and makes out-of-range pixels repeat the edge.
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

    /// How far across the picture the pixel is: 0 at the left edge, 256 at the right one.
    var across: Int { width > 1 ? x * 256 / (width - 1) : 0 }

    /// How far down the picture the pixel is: 0 at the top edge, 256 at the bottom one.
    var down: Int { height > 1 ? y * 256 / (height - 1) : 0 }

    /// The shorter side of the picture.
    var shortSide: Int { min(width, height) }
}
