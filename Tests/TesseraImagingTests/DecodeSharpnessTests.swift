import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// Pictures decoded for a box keep the detail of an area average of the full decode: the viewer's match it
/// exactly, thumbnails come close, where the smallest covering DCT scale (the old decode) is clearly
/// softer. The reference is what `Benchmarks/quality/measure.py` compares with.
@Suite struct DecodeSharpnessTests {
    /// A detailed photo-sized JPEG, and the viewer's box in half blocks on a 100×30 terminal.
    let jpeg: [UInt8]
    let viewerBox = PixelSize(width: 100, height: 56)

    init() throws {
        jpeg = try JPEGWriter(quality: 90).encode(PictureQuality.detailed(width: 1024, height: 768))
    }

    /// The full decode area-averaged to the size `decoded` has.
    private func reference(for decoded: RGBImage) throws -> RGBImage {
        try ImageDecoder.decode(bytes: jpeg).image.resampled(to: decoded.size)
    }

    @Test func theViewersPictureIsTheAreaAverageOfTheFullDecode() throws {
        let shown = try ImageDecoder.decode(bytes: jpeg, fitting: viewerBox, detail: .viewer).image
        #expect(shown.size == PixelSize(width: 75, height: 56))
        #expect(PictureQuality.psnr(shown, against: try reference(for: shown)) == .infinity)
    }

    @Test func thumbnailsKeepTheDetailThatTheSmallestCoveringScaleLoses() throws {
        let sharp = try ImageDecoder.decode(bytes: jpeg, fitting: viewerBox, detail: .thumbnail).image
        let soft = try ImageDecoder.decode(bytes: jpeg, fitting: viewerBox, detail: .fastest).image
        let sharpness = PictureQuality.psnr(sharp, against: try reference(for: sharp))
        let softness = PictureQuality.psnr(soft, against: try reference(for: soft))
        #expect(sharpness >= 38, "thumbnail detail: \(sharpness) dB")
        #expect(softness < 34, "the smallest covering scale: \(softness) dB")
    }

    @Test func theDefaultDetailDecodesAtTwiceTheResultOrMore() throws {
        let sharp = try ImageDecoder.decode(bytes: jpeg, covering: PixelSize(width: 100, height: 75)).image
        let psnr = PictureQuality.psnr(sharp, against: try reference(for: sharp))
        #expect(psnr >= 36, "\(psnr) dB")
    }

    @Test func theViewerDecodesWholeUpTo24MegapixelsAndAtFourTimesTheResultAbove() {
        let limits = DecodeLimits.standard
        func scale(_ width: Int, _ height: Int, for target: PixelSize, _ detail: DecodeDetail) -> Int {
            JPEGDecoder.dctScale(
                for: PixelSize(width: width, height: height), target: target, detail: detail, limits: limits)
        }
        let screen = PixelSize(width: 200, height: 120)
        #expect(scale(6000, 4000, for: screen, .viewer) == 8)
        #expect(scale(8000, 6000, for: screen, .viewer) == 1)  // 1000×750 ≥ 800×480
        #expect(scale(8000, 6000, for: PixelSize(width: 1600, height: 960), .viewer) == 7)  // 7000 ≥ 6400
        #expect(scale(8000, 6000, for: PixelSize(width: 300, height: 180), .viewer) == 2)  // 2000 ≥ 1200
        #expect(scale(8000, 6000, for: PixelSize(width: 300, height: 180), .thumbnail) == 1)  // 1000 ≥ 600
        #expect(scale(4000, 3000, for: PixelSize(width: 256, height: 192), .thumbnail) == 2)  // 1000 ≥ 512
        #expect(scale(4000, 3000, for: PixelSize(width: 256, height: 192), .fastest) == 1)
    }

    @Test func aTightDecodeLimitCostsDetailBeforeItRefusesTheFile() throws {
        // 1024×768 in full is 786,432 pixels; 3/8 (384×288) is the most that fits in 120,000; 1/8
        // (128×96) just covers 100×75.
        let limits = DecodeLimits(maxPixels: 120_000)
        let target = PixelSize(width: 100, height: 75)
        #expect(
            JPEGDecoder.dctScale(
                for: PixelSize(width: 1024, height: 768), target: target, detail: .viewer, limits: limits)
                == 3)
        let decoded = try ImageDecoder.decode(bytes: jpeg, fitting: target, limits: limits, detail: .viewer)
        #expect(decoded.image.size == target)
        let tooTight = DecodeLimits(maxPixels: 10_000)
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(bytes: jpeg, fitting: target, limits: tooTight, detail: .viewer)
        }
    }
}
