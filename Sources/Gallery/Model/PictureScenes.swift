/// The kinds of picture that show a scene: a sunset, ripples, mountains and the moon.
extension Picture {
    /// A sun sitting on the horizon with a glow around it, above a sea that reflects it.
    func sunset(_ pixel: PicturePixel) -> PictureRGB {
        let (x, y) = (pixel.x, pixel.y)
        let horizon = max(1, pixel.height * 3 / 5)
        let radius = max(1, pixel.shortSide / 4)
        let dx = x - pixel.width * (1 + detail(0) % 3) / 4
        if y < horizon {
            let sky = palette.dark.mixed(with: palette.light, y * 256 / horizon)
            let distance = dx * dx + (y - horizon) * (y - horizon)
            if distance <= radius * radius { return palette.accent }
            let glow = 4 * radius * radius
            guard distance < glow else { return sky }
            return sky.mixed(with: palette.accent, (glow - distance) * 160 / glow)
        }
        let depth = (y - horizon) * 256 / max(1, pixel.height - horizon)
        let water = palette.light.mixed(with: palette.dark, 96 + depth * 5 / 8)
        let reflection = radius * (256 - depth / 2) / 256
        let glint = SeededHash.mix(variant, SeededHash.bits(y), SeededHash.bits(x / 3)) & 1 == 0
        if abs(dx) <= reflection && glint { return water.mixed(with: palette.accent, 170) }
        return water
    }

    /// Rings around a point, lighter towards the centre, every other ring tinted with the accent.
    func ripples(_ pixel: PicturePixel) -> PictureRGB {
        let dx = pixel.x - pixel.width * (1 + detail(0) % 3) / 4
        let dy = pixel.y - pixel.height * (1 + detail(8) % 3) / 4
        let distance = Self.integerSquareRoot(dx * dx + dy * dy)
        let spacing = max(2, pixel.shortSide / 6)
        let base = palette.light.mixed(with: palette.dark, distance * 256 / max(1, pixel.shortSide))
        let ring = distance / spacing % 2 == 0 ? base : base.mixed(with: palette.accent, 96)
        return ring
    }

    /// A far and a near range of mountains, snow on the highest far peaks, under a sky that brightens
    /// towards the horizon.
    func mountains(_ pixel: PicturePixel) -> PictureRGB {
        let (x, y, height) = (pixel.x, pixel.y, pixel.height)
        let near = ridge(x, spacing: max(2, pixel.width / 3), salt: ~variant)
        if y >= height * 55 / 100 + (height * 30 / 100) * near / 256 {
            return palette.dark.dimmed(120)
        }
        let far = ridge(x, spacing: max(2, pixel.width / 4), salt: variant)
        let farTop = height * 20 / 100 + (height * 35 / 100) * far / 256
        if y >= farTop {
            let snowy = far < 72 && y < farTop + max(1, height / 12)
            return snowy ? palette.accent : palette.dark.mixed(with: palette.light, 48)
        }
        let horizon = palette.light.mixed(with: palette.accent, 128)
        return palette.dark.mixed(with: horizon, pixel.down * 3 / 2)
    }

    /// A crescent moon and scattered stars in a night sky above dark ground.
    func moon(_ pixel: PicturePixel) -> PictureRGB {
        let (x, y) = (pixel.x, pixel.y)
        let ground = pixel.height - max(1, pixel.height / 8)
        if y >= ground { return palette.dark.dimmed(60) }
        let sky = palette.dark.dimmed(90).mixed(with: palette.dark, pixel.down)
        let radius = max(2, pixel.shortSide / 4)
        let dx = x - pixel.width * (1 + 2 * (detail(0) & 1)) / 4
        let dy = y - pixel.height / 3
        if dx * dx + dy * dy <= radius * radius {
            let (sx, sy) = (dx + radius / 2, dy + radius / 4)
            let shadowed = sx * sx + sy * sy <= radius * radius
            return shadowed ? sky.mixed(with: palette.accent, 48) : palette.accent
        }
        if SeededHash.mix(variant, SeededHash.bits(x), SeededHash.bits(y)) % 53 == 0 {
            return palette.accent.mixed(with: palette.light, 64)
        }
        return sky
    }

    /// A ridge line: peaks and valleys from hash values every `spacing` pixels, 0 (high) ... 255 (low).
    func ridge(_ x: Int, spacing: Int, salt: UInt64) -> Int {
        let column = x / spacing
        let left = Int(SeededHash.mix(salt, SeededHash.bits(column)) & 0xFF)
        let right = Int(SeededHash.mix(salt, SeededHash.bits(column + 1)) & 0xFF)
        return left + (right - left) * (x % spacing) / spacing
    }

    /// ⌊√n⌋ for n ≥ 0 (0 for negative n), by Newton's method from a power of two above the root.
    ///
    /// Integer arithmetic on purpose: `Double.squareRoot()` calls the C library's `sqrt`, which a
    /// Foundation-free executable may not link.
    static func integerSquareRoot(_ n: Int) -> Int {
        guard n > 1 else { return max(n, 0) }
        var root = 1 << ((Int.bitWidth - n.leadingZeroBitCount) / 2 + 1)
        while true {
            let next = (root + n / root) / 2
            if next >= root { return root }
            root = next
        }
    }
}
