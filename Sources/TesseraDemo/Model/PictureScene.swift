/// Everything one picture is drawn from, worked out once per picture: a sky with the sun or moon,
/// clouds and stars, up to three ridges of land, a city skyline and water that mirrors what is above
/// it.
///
/// ``color(_:)`` is the per-pixel function: it works in continuous coordinates (`u` across, `v` down,
/// both 0…1, see ``PictureSampler``), tests the land from near to far and falls back to the sky, so a
/// pixel costs a few dozen arithmetic operations and no allocation.
struct PictureScene: Hashable, Sendable {
    /// The sky's colour at the top of the picture.
    var skyTop: SIMD3<Float>
    /// The sky's colour at the horizon.
    var skyHorizon: SIMD3<Float>
    /// The `v` of the horizon, where the sky gradient ends.
    var horizon: Float
    /// The sun by day and at dusk, the moon at night.
    var sun: PictureSun
    /// How brightly the sun or moon glitters on water, 0…1.
    var glitter: Float
    /// The clouds.
    var clouds: PictureClouds
    /// Whether the sky has stars.
    var stars: Bool
    /// The farthest ridge of land, behind the skyline.
    var far: PictureRidge
    /// The middle ridge.
    var middle: PictureRidge
    /// The nearest ridge.
    var near: PictureRidge
    /// The towers of a city, in front of the far ridge.
    var skyline: PictureSkyline
    /// The `v` of the water's edge; above 1 when there is no water.
    var waterLine: Float
    /// The colour deep water tends to.
    var water: SIMD3<Float>
    /// Hash salt for the stars.
    var salt: UInt64

    /// The colour at `(u, v)` of a picture `aspect` times as wide as it is high; `pixel` numbers the
    /// pixel for the stars.
    @inline(__always)
    func color(_ u: Float, _ v: Float, aspect: Float, star pixel: Int) -> SIMD3<Float> {
        if v >= waterLine { return reflection(u, v, aspect: aspect) }
        return view(u, v, aspect: aspect, star: stars ? pixel : -1)
    }

    /// The land or the sky at `(u, v)`; `star` is the pixel's number for the stars, or −1 for none.
    @inline(__always)
    func view(_ u: Float, _ v: Float, aspect: Float, star: Int) -> SIMD3<Float> {
        if let land = near.color(u, v) ?? middle.color(u, v) ?? skyline.color(u, v) ?? far.color(u, v) {
            return land
        }
        return sky(u, v, aspect: aspect, star: star)
    }

    /// The sky at `(u, v)`: a gradient from ``skyTop`` to ``skyHorizon``, the sun or moon, clouds and
    /// stars.
    @inline(__always)
    func sky(_ u: Float, _ v: Float, aspect: Float, star: Int) -> SIMD3<Float> {
        let height = min(max(v / horizon, 0), 1)
        let gradient = skyTop.mixed(with: skyHorizon, height * height)
        let color = clouds.covering(sun.lit(gradient, u, v, aspect: aspect), u, v)
        guard star >= 0 else { return color }
        let hash = SeededHash.mix(salt ^ UInt64(star))
        guard hash % 61 == 0 else { return color }
        return color.mixed(with: SIMD3(255, 250, 230), (1 - height) * Float(hash >> 56) / 255)
    }

    /// The water at `(u, v)`: what is above the water line mirrored, wavering with ripples that
    /// crowd towards the horizon, darkening with depth, with the sun's or moon's glitter.
    @inline(__always)
    func reflection(_ u: Float, _ v: Float, aspect: Float) -> SIMD3<Float> {
        let depth = (v - waterLine) / max(1 - waterLine, 0.01)
        let ripple = 2.5 / (depth + 0.06)
        let shift = PictureWave.smooth(ripple) * 0.005 * (1 + 6 * depth)
        let mirrored = view(u + shift, 2 * waterLine - v, aspect: aspect, star: -1)
        let color = mirrored.mixed(with: water, 0.25 + 0.5 * depth)
        let across = abs(u - sun.u) * aspect
        let spread = sun.radius * (1 + 3 * depth)
        guard glitter > 0, across < spread, PictureWave.smooth(ripple * 1.7 + u * 9) > 0.3 else {
            return color
        }
        return color.mixed(with: sun.disc, glitter * (1 - across / spread))
    }
}
