import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// The resampler (vertical sums first, then one horizontal average per output row) against an area
/// average computed directly in double precision, pixel by pixel, on noise at uneven ratios both ways.
@Suite struct AreaAverageReferenceTests {
    /// Every output pixel the covered-area-weighted mean of the source pixels under it.
    private func reference(_ image: RGBImage, to size: PixelSize) -> [UInt8] {
        func overlaps(_ output: Int, _ sourceCount: Int, _ targetCount: Int) -> [(Int, Double)] {
            let ratio = Double(sourceCount) / Double(targetCount)
            let (left, right) = (Double(output) * ratio, Double(output + 1) * ratio)
            return (Int(left)..<min(Int(right.rounded(.up)), sourceCount)).map { source in
                (source, max(0, min(right, Double(source + 1)) - max(left, Double(source))) / ratio)
            }
        }
        var pixels = [UInt8]()
        for y in 0..<size.height {
            for x in 0..<size.width {
                for channel in 0..<3 {
                    var sum = 0.0
                    for (row, rowWeight) in overlaps(y, image.height, size.height) {
                        for (column, weight) in overlaps(x, image.width, size.width) {
                            let value = image.pixels[(row * image.width + column) * 3 + channel]
                            sum += rowWeight * weight * Double(value)
                        }
                    }
                    pixels.append(UInt8(min(sum + 0.5, 255)))
                }
            }
        }
        return pixels
    }

    @Test(arguments: [
        PixelSize(width: 10, height: 7), PixelSize(width: 16, height: 3), PixelSize(width: 1, height: 1),
        PixelSize(width: 37, height: 5), PixelSize(width: 50, height: 31), PixelSize(width: 9, height: 40),
    ])
    func matchesTheAreaAverageWithinOneLevel(size: PixelSize) {
        var generator = SeededGenerator(seed: 21)
        let noise = TestPicture.image(width: 37, height: 23) { _, _ in
            (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator), 200)
        }
        let resampled = noise.resampled(to: size)
        let expected = reference(noise, to: size)
        #expect(resampled.size == size)
        let worst = zip(resampled.pixels, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
    }

    /// Tall columns, hundreds of rows to one output row: white stays white (no sum overflows and the
    /// weights add up to 1) and noise averages right.
    @Test(arguments: [2, 255, 256, 257, 258, 600])
    func tallColumnsOfWholeRowsAverageWithoutOverflow(rows: Int) {
        let white = RGBImage(size: PixelSize(width: 3, height: rows), filledWith: (255, 255, 255))
        #expect(
            white.resampled(to: PixelSize(width: 2, height: 1)).pixels == [UInt8](repeating: 255, count: 6))
        var generator = SeededGenerator(seed: UInt64(rows))
        let noise = TestPicture.image(width: 5, height: rows) { _, _ in
            (
                UInt8.random(in: 200...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
                255
            )
        }
        for size in [PixelSize(width: 2, height: 1), PixelSize(width: 3, height: 2)] {
            let worst =
                zip(noise.resampled(to: size).pixels, reference(noise, to: size))
                .map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "\(rows) rows to \(size): largest difference \(worst)")
        }
    }
}
