/// The nearest palette colour to a 24-bit colour, for each ``ColorDepth``.
///
/// "Nearest" is the plain Euclidean distance in RGB. Measured on four photographs at 100×30
/// (`Benchmarks/quality/measure.py`, against an area-average resize), it gives a mean PSNR of 23.8 dB and
/// SSIM 0.80 at 256 colours, against 22.5 dB / 0.77 for nearest-in-Oklab, which spends the palette's few
/// entries on hue at the cost of lightness, the error photos show most, and 22.2 dB / 0.73 for chafa
/// (`--symbols=vhalf --colors=256 --dither=none`).
///
/// At 256 colours the candidates are entries 16–255, the cube and the grey ramp, whose RGB values are
/// the same in nearly every terminal (entries 0–15 follow the user's theme). The search is exact and
/// O(1): the nearest cube entry is found per component, the nearest grey from the mean, and the closer
/// of the two wins.
///
/// At 16 and 8 colours the basic colours (xterm's defaults) are searched one by one. The eight basic
/// colours have no grey between black and white, and in plain RGB a mid grey is nearer to yellow
/// (205, 205, 0) than to either; so at 8 colours the distance weighs lightness and colour separately
/// (`basicDistance(_:_:)`), which keeps greys grey.
public enum ColorQuantizer {
    /// The colour a picture pixel is shown in at `depth`: the colour itself at ``ColorDepth/truecolor``,
    /// ``Color/default`` in monochrome, else the nearest palette entry.
    public static func nearest(_ red: UInt8, _ green: UInt8, _ blue: UInt8, at depth: ColorDepth) -> Color {
        switch depth {
        case .truecolor: .rgb(red, green, blue)
        case .colors256: .indexed(nearest256(red, green, blue))
        case .colors16: nearestBasic(red, green, blue, count: 16)
        case .colors8: nearestBasic(red, green, blue, count: 8)
        case .monochrome: .default
        }
    }

    /// The nearest entry among 16–255 of the 256-colour palette.
    public static func nearest256(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let (r, g, b) = (cubeStep[Int(red)], cubeStep[Int(green)], cubeStep[Int(blue)])
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = distance(
            (red, green, blue),
            (XtermPalette.cubeLevels[r], XtermPalette.cubeLevels[g], XtermPalette.cubeLevels[b])
        )
        // The grey nearest to the mean of the components is the nearest grey.
        let sum = Int(red) + Int(green) + Int(blue)
        let step = min(max((sum - 24 + 15) / 30, 0), 23)
        let grey = UInt8(8 + 10 * step)
        let greyDistance = distance((red, green, blue), (grey, grey, grey))
        return greyDistance < cubeDistance ? UInt8(232 + step) : UInt8(cube)
    }

    /// The nearest of the first `count` (8 or 16) palette entries, the basic colours.
    public static func nearestBasic(_ red: UInt8, _ green: UInt8, _ blue: UInt8, count: Int) -> Color {
        var best = 0
        var bestDistance = Int.max
        for index in 0..<min(max(count, 1), 16) {
            let entry = XtermPalette.rgb(UInt8(index))
            let candidate =
                count > 8 ? distance((red, green, blue), entry) : basicDistance((red, green, blue), entry)
            if candidate < bestDistance {
                best = index
                bestDistance = candidate
            }
        }
        return .indexed(UInt8(best))
    }

    /// The squared Euclidean distance between two RGB colours.
    @inline(__always)
    package static func distance(
        _ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)
    ) -> Int {
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }

    /// The squared distance between two colours in luma and colour difference (Rec. 709 Y′CbCr, scaled
    /// by 1,000): a step in lightness and an equal step in colour count the same.
    static func basicDistance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        let luma = 213 * dr + 715 * dg + 72 * db
        let blue = (1000 * db - luma) * 1000 / 1856
        let red = (1000 * dr - luma) * 1000 / 1575
        return (luma * luma + blue * blue + red * red) / 1000
    }

    /// For each component value, the index of the nearest cube level (0–5).
    static let cubeStep: [Int] = (0...255).map { value in
        XtermPalette.cubeLevels.indices.min {
            abs(Int(XtermPalette.cubeLevels[$0]) - value) < abs(Int(XtermPalette.cubeLevels[$1]) - value)
        }!
    }
}
