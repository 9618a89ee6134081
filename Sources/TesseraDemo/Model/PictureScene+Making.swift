/// Builds a scene for a kind of landscape at a light, its positions, shapes and tints drawn from a
/// seeded generator: the one place that decides what a picture of each kind and light looks like.
extension PictureScene {
    /// A scene of `kind` at `light`, its details drawn from `random`.
    init(kind: PictureKind, light: PictureLight, random: inout SeededRandom) {
        func pick(_ low: Float, _ high: Float) -> Float { Float.random(in: low...high, using: &random) }
        let colors = PictureLightColors(light, pick: pick)
        skyTop = colors.skyTop
        skyHorizon = colors.skyHorizon
        stars = light == .night
        water = colors.water
        salt = random.next()
        far = .none
        middle = .none
        near = .none
        skyline = .none
        waterLine = 2
        switch kind {
        case .hills:
            horizon = pick(0.5, 0.6)
            far = colors.ridge(.hills, base: horizon, amplitude: 0.12, haze: 0.35, pick: pick)
            middle = colors.ridge(.hills, base: horizon + 0.18, amplitude: 0.16, haze: 0.15, pick: pick)
            near = colors.ridge(.hills, base: 1.02, amplitude: 0.16, haze: 0.05, pick: pick)
        case .mountains:
            horizon = pick(0.55, 0.65)
            far = colors.ridge(.peaks, base: horizon, amplitude: pick(0.35, 0.45), haze: 0.35, pick: pick)
            middle = colors.ridge(.peaks, base: horizon + 0.2, amplitude: 0.25, haze: 0.15, pick: pick)
            near = colors.ridge(.forest, base: 1.02, amplitude: 0.12, haze: 0.05, pick: pick)
        case .lake:
            horizon = pick(0.55, 0.68)
            waterLine = horizon
            far = colors.ridge(.peaks, base: horizon, amplitude: pick(0.25, 0.4), haze: 0.35, pick: pick)
            middle = colors.ridge(.forest, base: horizon, amplitude: pick(0.06, 0.12), haze: 0.15, pick: pick)
        case .sea:
            horizon = pick(0.5, 0.62)
            waterLine = horizon
            far = colors.ridge(
                .peaks, base: horizon + 0.02, amplitude: pick(0.04, 0.12), haze: 0.6, pick: pick)
        case .city:
            horizon = pick(0.68, 0.78)
            waterLine = horizon
            far = colors.ridge(.hills, base: horizon, amplitude: pick(0.08, 0.15), haze: 0.35, pick: pick)
            skyline = colors.skyline(base: horizon, salt: random.next(), pick: pick)
        case .dunes:
            horizon = pick(0.58, 0.66)
            far = colors.ridge(.dunes, base: horizon, amplitude: 0.08, haze: 0.35, pick: pick)
            middle = colors.ridge(.dunes, base: horizon + 0.17, amplitude: 0.12, haze: 0.15, pick: pick)
            near = colors.ridge(.dunes, base: 1.02, amplitude: 0.15, haze: 0.05, pick: pick)
        }
        sun = colors.sun(horizon: horizon, pick: pick)
        glitter = waterLine < 1 ? colors.glitter : 0
        clouds = colors.clouds(horizon: horizon, pick: pick)
    }
}
