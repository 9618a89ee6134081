import ImagingTestSupport
import SystemPackage
import Testing

@testable import TesseraImaging

/// `decode(file:region:scale:)` for the formats known by name: a video's poster and a RAW file's preview,
/// decoded straight to the scaled size and cropped, equal to that rectangle of the scaled whole.
@Suite struct RegionOfVideosAndRawTests {
    private let directory = TemporaryDirectory()

    /// The rectangle of the whole picture decoded at `scale`/8, and the region decoded on its own.
    func regionAndWhole(_ file: FilePath, scale: Int, region: PixelRect) throws -> (RGBImage, RGBImage) {
        let size = ImageDecoder.scaledSize(of: try ImageDecoder.info(of: file).size, scale: scale)
        let whole = try ImageDecoder.decode(file: file, fitting: size, detail: .viewer).image
        #expect(whole.size == size)
        return (
            try ImageDecoder.decode(file: file, region: region, scale: scale).image, whole.cropped(to: region)
        )
    }

    @Test(arguments: [2, 4, 8])
    func aVideoPostersRegion(scale: Int) throws {
        let file = try VideoWriter.testPattern(directory, name: "clip-\(scale).mp4", seconds: 1)
        let region = PixelRect(x: 3 * scale, y: 2 * scale, width: 5 * scale, height: 4 * scale)
        let (part, expected) = try regionAndWhole(file, scale: scale, region: region)
        #expect(part == expected)
    }

    @Test(arguments: [4, 8])
    func aTurnedRawPreviewsRegion(scale: Int) throws {
        let picture = TestPicture.quadrants(width: 64, height: 48)
        let stored = StoredOrientation.pixels(for: picture, orientation: .right)
        let jpeg = try JPEGWriter(quality: 95).encode(stored)
        let dng = DNGWriter(preview: .jpeg(jpeg, size: stored.size), orientation: 6).encode()
        let file = directory.write(dng, to: "turned-\(scale).nef")
        #expect(try ImageDecoder.info(of: file).size == picture.size)
        let region = PixelRect(x: 2, y: 1, width: 3 * scale, height: 2 * scale)
        let (part, expected) = try regionAndWhole(file, scale: scale, region: region)
        #expect(part == expected)
        #expect(part.size == region.size)
    }

    @Test func aRegionOutsideAVideoIsRefused() throws {
        let file = try VideoWriter.testPattern(directory, name: "outside.mp4", seconds: 1)
        #expect(throws: ImageError(reason: "region 10×10+500+0 is outside the 160×120 picture")) {
            try ImageDecoder.decode(
                file: file, region: PixelRect(x: 500, y: 0, width: 10, height: 10), scale: 8)
        }
    }
}
