/// A row of towers standing on a street line, with a grid of windows, some of them lit.
struct PictureSkyline: Hashable, Sendable {
    /// The `v` the towers stand on.
    var base: Float
    /// How many towers fit across the picture (0: no skyline).
    var count: Float
    /// The tallest a tower gets, in picture heights.
    var tallest: Float
    /// The colour of the darkest tower walls.
    var wall: SIMD3<Float>
    /// The colour of the lightest tower walls; the others are in between.
    var lighterWall: SIMD3<Float>
    /// The colour of a lit window.
    var lit: SIMD3<Float>
    /// The colour of a dark window.
    var unlit: SIMD3<Float>
    /// How many windows in 8 are lit.
    var litShare: UInt64
    /// Hash salt for tower heights and windows.
    var salt: UInt64

    /// No skyline.
    static let none = PictureSkyline(
        base: 2, count: 0, tallest: 0, wall: .zero, lighterWall: .zero, lit: .zero, unlit: .zero, litShare: 0,
        salt: 0)

    /// The city's colour at `(u, v)`, or `nil` where `(u, v)` is not on a tower.
    @inline(__always)
    func color(_ u: Float, _ v: Float) -> SIMD3<Float>? {
        guard count > 0, v >= base - tallest, v < base else { return nil }
        let position = u * count
        let tower = Float(Int(position))
        let hash = SeededHash.mix(salt ^ UInt64(Int(tower) & 0xFFFF))
        guard v >= base - tallest * (0.3 + 0.7 * Float(hash & 0xFF) / 255) else { return nil }
        let across = (position - tower) * 3
        let floor = (base - v) * 30
        let (column, row) = (Float(Int(across)), Float(Int(floor)))
        let isWindow =
            across - column > 0.3 && floor - row > 0.35 && floor - row < 0.85 && across > 0.4 && across < 2.6
        guard isWindow else { return wall.mixed(with: lighterWall, Float((hash >> 8) & 0xFF) / 255) }
        let window = SeededHash.mix(hash ^ (UInt64(Int(row)) << 8) ^ UInt64(Int(column)))
        return window & 7 < litShare ? lit : unlit
    }
}
