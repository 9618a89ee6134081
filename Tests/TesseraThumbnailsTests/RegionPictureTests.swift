import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A zoomed view's pictures (``PictureSize/region(_:scale:size:)``) equal the same region of a full
/// decode, resampled to the view, for real JPEG and PNG files; other formats than JPEG are cut from one
/// bounded whole decode that the pipeline keeps for the next region.
@MainActor
@Suite struct RegionPictureTests {
    let folder = TemporaryDirectory()

    private func made(_ request: PictureRequest, by pipeline: PicturePipeline) throws -> RGBImage {
        pipeline.want([request])
        pipeline.wait(for: [request])
        guard case .ready(let picture) = pipeline.state(of: request) else {
            Issue.record("not made: \(pipeline.state(of: request))")
            return RGBImage(width: 0, height: 0, pixels: [])
        }
        return picture.image
    }

    @Test func aJPEGRegionAtFullScaleEqualsThatRegionOfTheFullDecode() throws {
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1200, height: 900))
        let file = folder.write(jpeg, to: "detailed.jpg")
        let full = try ImageDecoder.decode(bytes: jpeg).image
        let pipeline = PicturePipeline(onFinish: {})
        // 250 %: 80 × 40 photo pixels shown in 200 × 100; and 50 %: 400 × 200 in 200 × 100.
        for region in [
            PixelRect(x: 333, y: 517, width: 80, height: 40), PixelRect(x: 17, y: 3, width: 400, height: 200),
        ] {
            let size = PixelSize(width: 200, height: 100)
            let shown = try made(
                try PictureRequest.current(file, size: .region(region, scale: 8, size: size)), by: pipeline)
            let expected = full.resampled(region: region, to: size)
            #expect(PictureQuality.psnr(shown, against: expected) == .infinity, "\(region)")
        }
    }

    /// A large photo's region decodes at a reduced DCT scale: the result is within a close tolerance of the
    /// full decode's region averaged down.
    @Test func aJPEGRegionAtAReducedScaleIsCloseToTheFullDecodesRegion() throws {
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1600, height: 1200))
        let file = folder.write(jpeg, to: "large.jpg")
        let full = try ImageDecoder.decode(bytes: jpeg).image
        let pipeline = PicturePipeline(onFinish: {})
        // At 4/8 the region 400..<1200 × 200..<600 of the photo is 200..<600 × 100..<300.
        let size = PixelSize(width: 100, height: 50)
        let shown = try made(
            try PictureRequest.current(
                file, size: .region(PixelRect(x: 200, y: 100, width: 400, height: 200), scale: 4, size: size)),
            by: pipeline)
        let expected = full.resampled(region: PixelRect(x: 400, y: 200, width: 800, height: 400), to: size)
        let psnr = PictureQuality.psnr(shown, against: expected)
        #expect(psnr > 30, "\(psnr) dB")
        let elsewhere = full.resampled(region: PixelRect(x: 420, y: 200, width: 800, height: 400), to: size)
        #expect(PictureQuality.psnr(shown, against: elsewhere) < psnr - 5)
    }

    @Test func aPNGRegionIsCutFromOneWholeDecodeKeptForTheNextRegion() throws {
        let image = PictureQuality.detailed(width: 640, height: 480)
        let file = folder.write(try PNGWriter().encode(image), to: "detailed.png")
        let pipeline = PicturePipeline(onFinish: {})
        let size = PixelSize(width: 150, height: 90)
        let first = try PictureRequest.current(
            file, size: .region(PixelRect(x: 10, y: 20, width: 50, height: 30), scale: 8, size: size))
        #expect(
            PictureQuality.psnr(
                try made(first, by: pipeline),
                against: image.resampled(
                    region: PixelRect(x: 10, y: 20, width: 50, height: 30), to: size)) == .infinity)
        guard case .ready(let source) = pipeline.state(of: first.zoomSourceRequest) else {
            Issue.record("the whole decode was not kept")
            return
        }
        #expect(source.image == image)
        // The file is gone: the next region can only come from the decode in memory.
        #expect(unlink(file.string) == 0)
        var moved = first
        moved.size = .region(PixelRect(x: 300, y: 200, width: 100, height: 60), scale: 8, size: size)
        #expect(
            PictureQuality.psnr(
                try made(moved, by: pipeline),
                against: image.resampled(
                    region: PixelRect(x: 300, y: 200, width: 100, height: 60), to: size)) == .infinity)
    }

    @Test func aWholeDecodeForZoomingIsBoundedToSixteenMegapixels() {
        #expect(
            PictureMaker.zoomSourceBox(for: PixelSize(width: 4000, height: 3000))
                == PixelSize(width: 4000, height: 3000))
        let large = PictureMaker.zoomSourceBox(for: PixelSize(width: 8000, height: 6000))
        #expect(large.area <= PictureSize.zoomSourceMaxPixels)
        #expect(large == PixelSize(width: 4618, height: 3464))
    }
}
