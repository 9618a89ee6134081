/// A band of soft clouds across the sky, made of two crossing waves.
struct PictureClouds: Hashable, Sendable {
    /// The `v` of the band's middle.
    var v: Float
    /// Half the band's height, in picture heights.
    var thickness: Float
    /// Two frequencies across the picture.
    var frequencies: SIMD2<Float>
    /// Two phases, 0…1.
    var phases: SIMD2<Float>
    /// How much of the band is cloud, 0…1.
    var cover: Float
    /// How opaque the thickest cloud is, 0…1 (0: no clouds).
    var opacity: Float
    /// The clouds' colour.
    var color: SIMD3<Float>

    /// `sky` at `(u, v)` with the clouds on it.
    @inline(__always)
    func covering(_ sky: SIMD3<Float>, _ u: Float, _ v: Float) -> SIMD3<Float> {
        let band = 1 - abs(v - self.v) / thickness
        guard band > 0, opacity > 0 else { return sky }
        let wave =
            0.6 * PictureWave.smooth(u * frequencies.x + phases.x + v * 3)
            + 0.4 * PictureWave.smooth(u * frequencies.y + phases.y - v * 7)
        let density = (wave * 0.5 + 0.5) * band - (1 - cover)
        guard density > 0 else { return sky }
        return sky.mixed(with: color, min(density * 4, 1) * opacity)
    }
}
