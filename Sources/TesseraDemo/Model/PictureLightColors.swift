/// The colours of a scene at one light: the sky, the sun or moon, clouds, water, and how the land's
/// own colours look (lit by day, purple silhouettes at dusk, nearly black at night, paler with
/// distance as the air between shows the horizon's colour).
struct PictureLightColors {
    /// The kinds of land a ridge can be.
    enum Land {
        /// Rounded green hills.
        case hills
        /// Sharp grey peaks with snow.
        case peaks
        /// Rounded dark-green forest.
        case forest
        /// Rounded sand dunes.
        case dunes
    }

    /// The light.
    let light: PictureLight
    /// The sky at the top.
    let skyTop: SIMD3<Float>
    /// The sky at the horizon.
    let skyHorizon: SIMD3<Float>
    /// Deep water.
    let water: SIMD3<Float>
    /// How brightly the sun or moon glitters on water.
    var glitter: Float { light == .day ? 0.5 : 0.8 }

    /// The colours at `light`, the sky's tints drawn with `pick(low, high)`.
    init(_ light: PictureLight, pick: (Float, Float) -> Float) {
        self.light = light
        switch light {
        case .day:
            skyTop = SIMD3(40, 95, 190).mixed(with: SIMD3(85, 140, 215), pick(0, 1))
            skyHorizon = SIMD3(175, 210, 235).mixed(with: SIMD3(215, 228, 240), pick(0, 1))
            water = SIMD3(25, 70, 115)
        case .dusk:
            skyTop = SIMD3(55, 35, 110).mixed(with: SIMD3(95, 40, 120), pick(0, 1))
            skyHorizon = SIMD3(250, 140, 60).mixed(with: SIMD3(245, 105, 105), pick(0, 1))
            water = SIMD3(45, 25, 65)
        case .night:
            skyTop = SIMD3(3, 5, 18).mixed(with: SIMD3(10, 12, 35), pick(0, 1))
            skyHorizon = SIMD3(32, 46, 98).mixed(with: SIMD3(52, 52, 104), pick(0, 1))
            water = SIMD3(3, 6, 16)
        }
    }

    /// The sun (by day, high; at dusk, large and low above `horizon`) or the moon (at night).
    func sun(horizon: Float, pick: (Float, Float) -> Float) -> PictureSun {
        let u = pick(0.15, 0.85)
        switch light {
        case .day:
            return PictureSun(
                u: u, v: pick(0.1, 0.28), radius: pick(0.05, 0.08), disc: SIMD3(255, 252, 235),
                glow: SIMD3(255, 250, 225), glowStrength: 0.45, glowReach: 3)
        case .dusk:
            return PictureSun(
                u: u, v: horizon - pick(0.03, 0.14), radius: pick(0.07, 0.11), disc: SIMD3(255, 215, 140),
                glow: SIMD3(255, 150, 70), glowStrength: 0.8, glowReach: 8)
        case .night:
            return PictureSun(
                u: u, v: pick(0.12, 0.3), radius: pick(0.045, 0.07), disc: SIMD3(240, 238, 220),
                glow: SIMD3(120, 140, 200), glowStrength: 0.4, glowReach: 5)
        }
    }

    /// A band of clouds somewhere between the top and `horizon`.
    func clouds(horizon: Float, pick: (Float, Float) -> Float) -> PictureClouds {
        let color: SIMD3<Float>
        let opacity: Float
        switch light {
        case .day: (color, opacity) = (SIMD3(250, 250, 252), pick(0.6, 0.95))
        case .dusk: (color, opacity) = (SIMD3(245, 150, 130), pick(0.4, 0.8))
        case .night: (color, opacity) = (SIMD3(45, 50, 75), pick(0, 0.5))
        }
        return PictureClouds(
            v: pick(0.15, horizon * 0.7), thickness: pick(0.06, 0.14),
            frequencies: SIMD2(pick(1.5, 3), pick(3.5, 6)), phases: SIMD2(pick(0, 1), pick(0, 1)),
            cover: pick(0.25, 0.55), opacity: opacity, color: color)
    }

    /// A ridge of `land` seen through `haze` (about 0.35 far, 0.05 near), with seeded waves.
    func ridge(
        _ land: Land, base: Float, amplitude: Float, haze: Float, pick: (Float, Float) -> Float
    ) -> PictureRidge {
        let (crest, shade): (SIMD3<Float>, SIMD3<Float>)
        let peaked = land == .peaks
        switch land {
        case .hills: (crest, shade) = (SIMD3(125, 180, 80), SIMD3(45, 105, 50))
        case .peaks: (crest, shade) = (SIMD3(105, 110, 140), SIMD3(55, 58, 85))
        case .forest: (crest, shade) = (SIMD3(55, 105, 60), SIMD3(25, 60, 40))
        case .dunes: (crest, shade) = (SIMD3(240, 195, 125), SIMD3(190, 118, 68))
        }
        let frequencies =
            peaked
            ? SIMD3(pick(1.2, 2.2), pick(2.5, 4.5), pick(6, 10))
            : SIMD3(pick(0.6, 1.4), pick(1.5, 3), pick(4, 7))
        return PictureRidge(
            base: base, amplitude: amplitude, frequencies: frequencies,
            phases: SIMD3(pick(0, 1), pick(0, 1), pick(0, 1)), peaked: peaked, crest: seen(crest, haze: haze),
            shade: seen(shade, haze: haze), snow: seen(snow, haze: haze),
            snowLine: peaked && amplitude > 0.2 ? base - amplitude * 0.55 : 0)
    }

    /// A city skyline standing on `base`.
    func skyline(base: Float, salt: UInt64, pick: (Float, Float) -> Float) -> PictureSkyline {
        let wall = seen(SIMD3(80, 88, 110), haze: 0.1)
        let lighterWall = seen(SIMD3(135, 145, 165), haze: 0.1)
        let (lit, unlit, share): (SIMD3<Float>, SIMD3<Float>, UInt64)
        switch light {
        case .day: (lit, unlit, share) = (SIMD3(175, 205, 235), SIMD3(55, 75, 105), 0)
        case .dusk: (lit, unlit, share) = (SIMD3(255, 200, 110), SIMD3(40, 30, 55), 3)
        case .night: (lit, unlit, share) = (SIMD3(255, 210, 120), SIMD3(14, 15, 24), 4)
        }
        return PictureSkyline(
            base: base, count: pick(6, 11), tallest: pick(0.3, 0.45), wall: wall, lighterWall: lighterWall,
            lit: lit, unlit: unlit, litShare: share, salt: salt)
    }

    /// Snow as this light shows it.
    private var snow: SIMD3<Float> {
        switch light {
        case .day: SIMD3(245, 248, 255)
        case .dusk: SIMD3(240, 165, 160)
        case .night: SIMD3(75, 85, 115)
        }
    }

    /// A colour of the land as seen at this light through `haze` (0 near, 1 lost in the horizon).
    private func seen(_ color: SIMD3<Float>, haze: Float) -> SIMD3<Float> {
        let lit: SIMD3<Float>
        switch light {
        case .day: lit = color
        case .dusk: lit = (color * 0.35).mixed(with: SIMD3(60, 30, 75), 0.55)
        case .night: lit = color * 0.12 + SIMD3(4, 5, 10)
        }
        return lit.mixed(with: skyHorizon, light == .night ? haze * 0.6 : haze)
    }
}
