import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

/// The pipeline decodes the viewer's pictures in full detail and thumbnails from at least twice their box.
@MainActor
@Suite struct PictureDetailTests {
    let folder = TemporaryDirectory()

    func made(_ file: FilePath, size: PictureSize) throws -> RGBImage? {
        let request = try PictureRequest.current(file, size: size)
        let pipeline = PicturePipeline(onFinish: {})
        pipeline.want([request])
        pipeline.waitUntilIdle()
        guard case .ready(let picture) = pipeline.state(of: request) else { return nil }
        return picture.image
    }

    @Test func theViewersPictureIsTheAreaAverageOfTheFullDecode() throws {
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1024, height: 768))
        let file = folder.write(jpeg, to: "detailed.jpg")
        let shown = try #require(try made(file, size: .fitting(PixelSize(width: 100, height: 56))))
        let expected = try ImageDecoder.decode(bytes: jpeg).image.resampled(to: shown.size)
        #expect(PictureQuality.psnr(shown, against: expected) == .infinity)
    }

    @Test func aThumbnailIsDecodedFromTwiceItsBoxOrMore() throws {
        // 1/4 of 2048×1536 is 512×384: twice the 256×192 thumbnail, and an exact 2×2 average.
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 2048, height: 1536))
        let file = folder.write(jpeg, to: "large.jpg")
        let thumbnail = try #require(try made(file, size: .thumbnail))
        let expected = try ImageDecoder.decode(
            bytes: jpeg, covering: PixelSize(width: 512, height: 384), detail: .fastest)
        #expect(expected.image.size == PixelSize(width: 512, height: 384))
        let averaged = expected.image.resampled(to: PixelSize(width: 256, height: 192))
        #expect(thumbnail.size == averaged.size)
        #expect(PictureQuality.psnr(thumbnail, against: averaged) == .infinity)
    }
}
