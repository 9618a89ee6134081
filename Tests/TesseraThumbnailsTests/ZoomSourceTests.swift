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

/// The kept whole decodes that zoomed views are cut from (``ZoomSourceRule``): a progressive JPEG is read
/// once and panned from memory; a large baseline JPEG keeps the DCT-scaled decode its fitted picture was
/// made from, which serves the first zoom steps. Deleting the file after the first picture proves that
/// later ones never read it again.
@MainActor
@Suite struct ZoomSourceTests {
    let folder = TemporaryDirectory()

    private func made(_ request: PictureRequest, by pipeline: PicturePipeline) -> PictureState {
        pipeline.want([request])
        pipeline.wait(for: [request])
        return pipeline.state(of: request)
    }

    private func image(_ state: PictureState) -> RGBImage? {
        guard case .ready(let picture) = state else { return nil }
        return picture.image
    }

    @Test func aProgressiveJPEGIsDecodedOnceThenPannedFromMemory() throws {
        let jpeg = try JPEGWriter(progressive: true).encode(PictureQuality.detailed(width: 1200, height: 900))
        let file = folder.write(jpeg, to: "progressive.jpg")
        let full = try ImageDecoder.decode(bytes: jpeg).image
        let pipeline = PicturePipeline(onFinish: {})
        let size = PixelSize(width: 200, height: 100)
        let view = PixelRect(x: 333, y: 517, width: 80, height: 40)
        let first = try PictureRequest.current(file, size: .region(view, scale: 8, size: size))
        let shown = try #require(image(made(first, by: pipeline)))
        #expect(PictureQuality.psnr(shown, against: full.resampled(region: view, to: size)) == .infinity)
        guard case .ready(let source) = pipeline.state(of: first.zoomSourceRequest) else {
            Issue.record("the whole decode was not kept")
            return
        }
        #expect(source.image == full)
        // The file is gone: a pan and a step out can only come from the decode in memory.
        #expect(unlink(file.string) == 0)
        for (region, scale) in [
            (PixelRect(x: 353, y: 517, width: 80, height: 40), 8),
            (PixelRect(x: 150, y: 200, width: 80, height: 40), 4),
        ] {
            var moved = first
            moved.size = .region(region, scale: scale, size: size)
            let expected =
                ImageDecoder.scaledSize(of: full.size, scale: scale) == full.size
                ? full.resampled(region: region, to: size)
                : full.resampled(
                    region: PixelRect(x: region.x * 2, y: region.y * 2, width: 160, height: 80), to: size)
            let panned = try #require(image(made(moved, by: pipeline)), "\(region) at \(scale)/8")
            #expect(PictureQuality.psnr(panned, against: expected) > 40, "\(region) at \(scale)/8")
        }
    }

    @Test func aLargeBaselineJPEGKeepsTheScaledDecodeOfItsFitForTheFirstSteps() throws {
        // 6400 × 4000 (25.6 megapixels, above the viewer's full decodes): slanting stripes.
        var row: [UInt8] = []
        for x in 0..<6400 {
            let red = UInt8(x * 7 % 256)
            let green = UInt8(x * 13 % 256)
            let blue = UInt8(x % 251)
            row += [red, green, blue]
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(6400 * 4000 * 3)
        for y in 0..<4000 {
            let shift = (y * 3 % 64) * 3
            pixels += row[shift...]
            pixels += row[..<shift]
        }
        let jpeg = try JPEGWriter(quality: 80).encode(RGBImage(width: 6400, height: 4000, pixels: pixels))
        let file = folder.write(jpeg, to: "large.jpg")
        let pipeline = PicturePipeline(onFinish: {})
        let fit = try PictureRequest.current(file, size: .fitting(PixelSize(width: 200, height: 120)))
        let fitted = try #require(image(made(fit, by: pipeline)))
        #expect(fitted.size == PixelSize(width: 192, height: 120))
        guard case .ready(let source) = pipeline.state(of: fit.zoomSourceRequest) else {
            Issue.record("the fit's scaled decode was not kept")
            return
        }
        // The finest DCT scale within 4 megapixels: 3/8, 2400 × 1500.
        #expect(source.image.size == PixelSize(width: 2400, height: 1500))
        #expect(!source.servesEveryZoomScale)
        #expect(unlink(file.string) == 0)
        // A view at 3/8 or coarser is cut from it: the same pixels as a region decode of the file.
        let size = PixelSize(width: 200, height: 120)
        for (region, scale) in [
            (PixelRect(x: 300, y: 200, width: 1800, height: 1100), 3),
            (PixelRect(x: 100, y: 90, width: 1000, height: 600), 2),
        ] {
            var view = fit
            view.size = .region(region, scale: scale, size: size)
            let cut = try #require(image(made(view, by: pipeline)), "\(region) at \(scale)/8")
            let decoded = try ImageDecoder.decode(bytes: jpeg, region: region, scale: scale).image
            let psnr = PictureQuality.psnr(cut, against: decoded.resampled(to: size))
            #expect(scale == 3 ? psnr == .infinity : psnr > 30, "\(region) at \(scale)/8: \(psnr) dB")
        }
        // A finer view reads the file (gone now): it is a region decode of its own.
        var finer = fit
        finer.size = .region(PixelRect(x: 100, y: 100, width: 400, height: 240), scale: 4, size: size)
        guard case .failed = made(finer, by: pipeline) else {
            Issue.record("a view at 4/8 was cut from the 3/8 decode")
            return
        }
    }

    @Test func theRuleKeepsFourMegapixelsBesideAFitAndSixteenForWholeDecodes() {
        let camera = PixelSize(width: 8664, height: 5776)
        // Fitted into 200 × 120: the fit needs 1/8; 2/8 (2166 × 1444) is the finest within 4 MP.
        #expect(ZoomSourceRule.scaleBesideFit(full: camera, fitted: PixelSize(width: 180, height: 120)) == 2)
        // A sixel screen's fit needs 5/8 (19.6 MP): nothing is kept beside it.
        #expect(
            ZoomSourceRule.scaleBesideFit(full: camera, fitted: PixelSize(width: 1350, height: 900)) == nil)
        // Up to 24 megapixels the fit decodes in full, streaming.
        #expect(
            ZoomSourceRule.scaleBesideFit(
                full: PixelSize(width: 6000, height: 4000), fitted: PixelSize(width: 180, height: 120)) == nil
        )
        #expect(ZoomSourceRule.boundedScale(of: camera) == 4)
        #expect(ZoomSourceRule.boundedScale(of: PixelSize(width: 4000, height: 3000)) == 8)
    }
}
