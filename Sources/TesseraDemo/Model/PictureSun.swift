/// The sun or the moon: a disc with a soft edge and a glow that fades with distance.
struct PictureSun: Hashable, Sendable {
    /// The centre across, 0…1 of the width.
    var u: Float
    /// The centre down, 0…1 of the height.
    var v: Float
    /// The radius, in picture heights.
    var radius: Float
    /// The colour of the disc.
    var disc: SIMD3<Float>
    /// The colour of the glow around it.
    var glow: SIMD3<Float>
    /// How strongly the glow tints the sky next to the disc, 0…1.
    var glowStrength: Float
    /// How far the glow reaches, in squared radii.
    var glowReach: Float

    /// `sky` at `(u, v)` with the disc and its glow on it; `aspect` is the picture's width over height.
    @inline(__always)
    func lit(_ sky: SIMD3<Float>, _ u: Float, _ v: Float, aspect: Float) -> SIMD3<Float> {
        let dx = (u - self.u) * aspect
        let dy = v - self.v
        let distance = dx * dx + dy * dy
        let area = radius * radius
        let reach = area * glowReach
        let color = sky.mixed(with: glow, glowStrength * reach / (distance + reach))
        let inside = (area - distance) / (area * 0.3)
        return inside > 0 ? color.mixed(with: disc, min(inside, 1)) : color
    }
}
