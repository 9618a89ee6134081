import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How close two pictures are, as picture-quality benchmarks measure it, and a photo-like test picture
/// with detail at every scale for them to measure.
public enum PictureQuality {
    /// The peak signal-to-noise ratio of `image` against `reference` in dB, over R, G and B (as
    /// scikit-image's `peak_signal_noise_ratio` with a data range of 255); infinity when they are equal,
    /// minus infinity when their sizes differ.
    public static func psnr(_ image: RGBImage, against reference: RGBImage) -> Double {
        guard image.size == reference.size else { return -.infinity }
        var squaredError = 0.0
        for (shown, expected) in zip(image.pixels, reference.pixels) {
            let difference = Double(shown) - Double(expected)
            squaredError += difference * difference
        }
        guard squaredError > 0 else { return .infinity }
        let meanSquaredError = squaredError / Double(image.pixels.count)
        return 10 * log10(255 * 255 / meanSquaredError)
    }

    /// A picture with a photograph's kinds of detail: smooth colour gradients, stripes and rings a few
    /// pixels wide, and fine per-pixel texture (seeded, so every call gives the same picture). Scaled
    /// down, an area average and a DCT-scaled decode of it differ clearly.
    public static func detailed(width: Int, height: Int) -> RGBImage {
        TestPicture.image(width: width, height: height) { x, y in
            let (fx, fy) = (Double(x), Double(y))
            let rings = sin(hypot(fx - Double(width) / 3, fy - Double(height) / 2) / 2.3) * 50
            let stripes = sin(fx / 1.7 + fy / 5.1) * 40
            let texture = Double(hash(x, y) % 61) - 30
            func channel(_ base: Double) -> UInt8 {
                UInt8(max(0, min(255, base + rings + stripes + texture)))
            }
            return (
                channel(60 + 120 * fx / Double(width)), channel(70 + 100 * fy / Double(height)),
                channel(150 - 60 * fx / Double(width))
            )
        }
    }

    /// A fixed pseudo-random value for a pixel position.
    private static func hash(_ x: Int, _ y: Int) -> UInt64 {
        var value = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        return value
    }
}
