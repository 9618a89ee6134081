import TesseraCanvas

/// Ordered (Bayer) dithering: each pixel becomes one of the two palette colours around it, chosen by the
/// pixel's threshold (``Dither/threshold(x:y:)``) in proportion to how close it is to each.
///
/// A pixel that is exactly a palette colour is at distance 0 from it and so always stays that colour: no
/// pattern appears where none is needed.
enum OrderedDither {
    /// The colour of picture pixel `(x, y)` with components `red`, `green`, `blue` at `depth` (8, 16 or
    /// 256 colours).
    static func color(
        _ red: UInt8, _ green: UInt8, _ blue: UInt8, x: Int, y: Int, depth: ColorDepth
    ) -> Color {
        let threshold = Dither.threshold(x: x, y: y)
        switch depth {
        case .colors256: return .indexed(index256(red, green, blue, threshold: threshold))
        case .colors16: return basic(red, green, blue, count: 16, threshold: threshold)
        case .colors8: return basic(red, green, blue, count: 8, threshold: threshold)
        case .truecolor, .monochrome: return ColorQuantizer.nearest(red, green, blue, at: depth)
        }
    }

    /// Whether a value `fraction` (`numerator / denominator`, 0...1) of the way to the upper colour picks
    /// it at `threshold` (0–63): for a fraction f, f·64 of every 64 thresholds do.
    @inline(__always)
    static func picksUpper(_ numerator: Int, _ denominator: Int, threshold: Int) -> Bool {
        128 * numerator > (2 * threshold + 1) * denominator
    }

    /// At 256 colours: along the grey ramp for pixels whose nearest entry is a grey of the ramp, else each
    /// component between its two neighbouring cube levels.
    static func index256(_ red: UInt8, _ green: UInt8, _ blue: UInt8, threshold: Int) -> UInt8 {
        let nearest = ColorQuantizer.nearest256(red, green, blue)
        if nearest >= 232 {
            // Grey g of the ramp is 8 + 10·(g − 232); the mean of the components lies between two of them.
            let sum = Int(red) + Int(green) + Int(blue)
            let lower = min(max((sum - 24) / 30, 0), 23)
            let offset = sum - 3 * (8 + 10 * lower)
            guard lower < 23, offset > 0 else { return UInt8(232 + lower) }
            return UInt8(232 + lower + (picksUpper(offset, 30, threshold: threshold) ? 1 : 0))
        }
        func level(_ value: UInt8) -> Int {
            let levels = XtermPalette.cubeLevels
            var lower = 0
            while lower < 5 && levels[lower + 1] <= value { lower += 1 }
            guard lower < 5 else { return 5 }
            let span = Int(levels[lower + 1]) - Int(levels[lower])
            return lower + (picksUpper(Int(value) - Int(levels[lower]), span, threshold: threshold) ? 1 : 0)
        }
        return UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
    }

    /// At 16 or 8 colours: between the nearest basic colour and the nearest one on the far side of the
    /// pixel, in proportion to where the pixel projects on the line between them.
    static func basic(_ red: UInt8, _ green: UInt8, _ blue: UInt8, count: Int, threshold: Int) -> Color {
        let pixel = (Int(red), Int(green), Int(blue))
        guard case .indexed(let nearest) = ColorQuantizer.nearestBasic(red, green, blue, count: count) else {
            return .default
        }
        let near = XtermPalette.rgb(nearest)
        let error = (pixel.0 - Int(near.red), pixel.1 - Int(near.green), pixel.2 - Int(near.blue))
        guard error != (0, 0, 0) else { return .indexed(nearest) }
        var far: (index: Int, distance: Int, along: Int, length: Int)?
        for index in 0..<count where index != Int(nearest) {
            let candidate = XtermPalette.rgb(UInt8(index))
            let step = (
                Int(candidate.red) - Int(near.red), Int(candidate.green) - Int(near.green),
                Int(candidate.blue) - Int(near.blue)
            )
            let along = step.0 * error.0 + step.1 * error.1 + step.2 * error.2
            guard along > 0 else { continue }
            let distance = ColorQuantizer.distance((red, green, blue), candidate)
            if far == nil || distance < far!.distance {
                far = (index, distance, along, step.0 * step.0 + step.1 * step.1 + step.2 * step.2)
            }
        }
        guard let far else { return .indexed(nearest) }
        let upper = picksUpper(min(far.along, far.length), far.length, threshold: threshold)
        return .indexed(UInt8(upper ? far.index : Int(nearest)))
    }
}
