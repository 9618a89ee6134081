/// One layer of land seen side on — a range of hills, peaks or dunes — as a ridge line over `u`.
///
/// The ridge line is three waves of rising frequency added together; below it the land shades from its
/// crest colour to its shade colour, and peaks that reach above the snow line are white.
struct PictureRidge: Hashable, Sendable {
    /// The `v` of the ridge's lowest points.
    var base: Float
    /// How far above ``base`` the highest peaks can reach, in picture heights.
    var amplitude: Float
    /// Three frequencies, in waves across the picture.
    var frequencies: SIMD3<Float>
    /// Three phases, 0…1.
    var phases: SIMD3<Float>
    /// Whether the ridge has sharp peaks (mountains) rather than rounded tops (hills, dunes).
    var peaked: Bool
    /// The colour just below the ridge line.
    var crest: SIMD3<Float>
    /// The colour deeper below it.
    var shade: SIMD3<Float>
    /// The colour of snow on the peaks.
    var snow: SIMD3<Float>
    /// Land above this `v` is snow; 0 for none.
    var snowLine: Float

    /// No ridge: it lies below the picture.
    static let none = PictureRidge(
        base: 2, amplitude: 0, frequencies: .one, phases: .zero, peaked: false, crest: .zero, shade: .zero,
        snow: .zero, snowLine: 0)

    /// The `v` of the ridge line at `u`.
    @inline(__always)
    func top(_ u: Float) -> Float {
        let t = u * frequencies + phases
        guard peaked else {
            let waves =
                0.6 * PictureWave.smooth(t.x) + 0.28 * PictureWave.smooth(t.y) + 0.12
                * PictureWave.smooth(t.z)
            return base - amplitude * (0.5 + 0.5 * waves)
        }
        let waves =
            0.6 * PictureWave.peaked(t.x) + 0.28 * PictureWave.peaked(t.y) + 0.12 * PictureWave.peaked(t.z)
        return base - amplitude * waves
    }

    /// The land's colour at `(u, v)`, or `nil` where `(u, v)` is above the ridge line.
    @inline(__always)
    func color(_ u: Float, _ v: Float) -> SIMD3<Float>? {
        guard v >= base - amplitude else { return nil }
        let top = top(u)
        guard v >= top else { return nil }
        if v < snowLine + 0.02 * PictureWave.smooth(u * 17) { return snow }
        return crest.mixed(with: shade, min((v - top) * 5, 1))
    }
}
