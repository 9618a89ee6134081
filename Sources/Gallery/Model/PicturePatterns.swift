/// The abstract kinds of picture: gradients, stripes, a checkerboard and noise.
extension Picture {
    /// Dark at the top to light at the bottom, or the other way round.
    func verticalGradient(_ pixel: PicturePixel) -> PictureRGB {
        let t = detail(0) & 1 == 0 ? pixel.down : 256 - pixel.down
        return palette.dark.mixed(with: palette.light, t)
    }

    /// Dark on one side to light on the other, with the accent as a soft band in the middle.
    func horizontalGradient(_ pixel: PicturePixel) -> PictureRGB {
        let t = detail(0) & 1 == 0 ? pixel.across : 256 - pixel.across
        let base = palette.dark.mixed(with: palette.light, t)
        let band = max(0, 64 - abs(t - 128)) * 2
        return base.mixed(with: palette.accent, band)
    }

    /// Dark, light and accent from one corner to the opposite one.
    func diagonalGradient(_ pixel: PicturePixel) -> PictureRGB {
        let across = detail(0) & 1 == 0 ? pixel.across : 256 - pixel.across
        let t = (across + pixel.down) / 2
        let color =
            t < 128
            ? palette.dark.mixed(with: palette.light, t * 2)
            : palette.light.mixed(with: palette.accent, (t - 128) * 2)
        return color
    }

    /// Diagonal bands of the dark, light and accent colours.
    func stripes(_ pixel: PicturePixel) -> PictureRGB {
        let band = max(2, pixel.shortSide / 5 + detail(8) % 3)
        let y = detail(0) & 1 == 0 ? pixel.y : pixel.height - 1 - pixel.y
        switch (pixel.x + y) / band % 3 {
        case 0: return palette.dark
        case 1: return palette.light
        default: return palette.accent
        }
    }

    /// Squares of two shades that darken down the picture.
    func checker(_ pixel: PicturePixel) -> PictureRGB {
        let side = max(2, pixel.shortSide / 4 + detail(8) % 2)
        let square =
            (pixel.x / side + pixel.y / side) % 2 == 0
            ? palette.accent.mixed(with: palette.light, pixel.down)
            : palette.dark.mixed(with: palette.light, pixel.down / 3)
        return square
    }

    /// Two octaves of value noise, dark through light, with accent highlights at the peaks.
    func noise(_ pixel: PicturePixel) -> PictureRGB {
        let spacing = max(2, pixel.shortSide / 3)
        let coarse = valueNoise(pixel.x, pixel.y, spacing: spacing, salt: variant)
        let fine = valueNoise(pixel.x, pixel.y, spacing: max(1, spacing / 2), salt: ~variant)
        let value = (coarse * 3 + fine) / 4
        let color =
            value < 192
            ? palette.dark.mixed(with: palette.light, value * 256 / 192)
            : palette.light.mixed(with: palette.accent, (value - 192) * 4)
        return color
    }

    /// Smoothly interpolated hash values on a lattice of `spacing` pixels: 0...255 at `(x, y)`.
    ///
    /// Stateless: the value depends only on the arguments, so any pixel can be sampled alone.
    func valueNoise(_ x: Int, _ y: Int, spacing: Int, salt: UInt64) -> Int {
        let (column, row) = (x / spacing, y / spacing)
        let fx = Self.smoothstep((x % spacing) * 256 / spacing)
        let fy = Self.smoothstep((y % spacing) * 256 / spacing)
        func corner(_ dx: Int, _ dy: Int) -> Int {
            let hash = SeededHash.mix(salt, SeededHash.bits(column + dx), SeededHash.bits(row + dy))
            return Int(hash & 0xFF)
        }
        let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * fx / 256
        let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * fx / 256
        return top + (bottom - top) * fy / 256
    }

    /// The smoothstep curve 3t² − 2t³ on 0...256.
    @inline(__always)
    static func smoothstep(_ t: Int) -> Int {
        t * t * (768 - 2 * t) / 65_536
    }
}
