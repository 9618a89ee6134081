import ImagingTestSupport
import PropertyBased
import Testing

@testable import TesseraImaging

/// Any rectangle, at any scale, of a baseline, a progressive and a turned JPEG decodes to exactly that
/// rectangle of the whole picture at the scale (cut to the picture where it overhangs).
@Suite struct RegionDecodingPropertyTests {
    let files: [[UInt8]]
    /// `wholes[file][scale - 1]`: each file decoded whole at each scale.
    let wholes: [[RGBImage]]

    init() throws {
        let picture = PictureQuality.detailed(width: 301, height: 219)
        files = [
            try JPEGWriter(quality: 85).encode(picture),
            try JPEGWriter(quality: 85, progressive: true).encode(picture),
            try JPEGWriter.oriented(.right).encode(picture),
        ]
        wholes = try files.map { jpeg in
            try (1...8).map { scale in
                let size = ImageDecoder.scaledSize(of: try ImageDecoder.info(bytes: jpeg).size, scale: scale)
                let whole = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
                return try ImageDecoder.decode(bytes: jpeg, region: whole, scale: scale).image
            }
        }
    }

    @Test func aRandomRegionIsThatRectangleOfTheWholeDecode() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var random = seed
            func next(_ bound: Int) -> Int {
                random = (random &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
                return random % max(bound, 1)
            }
            let file = next(files.count)
            let scale = 1 + next(8)
            let whole = wholes[file][scale - 1]
            let region = PixelRect(
                x: next(whole.width + 8) - 4, y: next(whole.height + 8) - 4, width: 1 + next(whole.width),
                height: 1 + next(whole.height))
            guard let inside = region.clipped(to: whole.size) else { return }
            do {
                let decoded = try ImageDecoder.decode(bytes: files[file], region: region, scale: scale)
                let matches = decoded.image == whole.cropped(to: inside)
                #expect(matches, "file \(file), \(region) at \(scale)/8, seed \(seed)")
            } catch {
                Issue.record("\(error) for file \(file), \(region) at \(scale)/8, seed \(seed)")
            }
        }
    }
}
