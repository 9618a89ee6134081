import Foundation
import TesseraImaging

/// How far apart two pictures of the same size are.
public enum ImageDifference {
    /// The peak signal-to-noise ratio of `image` against `reference` in decibels (infinity when equal, 0
    /// when the sizes differ).
    public static func psnr(_ image: RGBImage, _ reference: RGBImage) -> Double {
        guard image.size == reference.size, !image.pixels.isEmpty else { return 0 }
        var sum = 0.0
        for index in 0..<min(image.pixels.count, reference.pixels.count) {
            let difference = Double(image.pixels[index]) - Double(reference.pixels[index])
            sum += difference * difference
        }
        let meanSquare = sum / Double(image.pixels.count)
        return meanSquare == 0 ? .infinity : 10 * log10(255 * 255 / meanSquare)
    }
}
