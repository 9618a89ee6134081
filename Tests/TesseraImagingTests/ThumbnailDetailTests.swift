import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// Thumbnails decode a JPEG at 1/8, 1/4, 1/2 or full size only (libjpeg-turbo's SIMD inverse DCTs), the
/// first of those at least twice the thumbnail: where the plain rule would pick 3/8 (a 1600 × 1200
/// photo's 256-pixel thumbnail) they take 1/2, which is faster in libjpeg-turbo and keeps more detail.
@Suite struct ThumbnailDetailTests {
    private let thumbnailBox = PixelSize(width: 256, height: 256)

    private func scale(_ width: Int, _ height: Int, _ detail: DecodeDetail) -> Int {
        JPEGDecoder.dctScale(
            for: PixelSize(width: width, height: height), target: PixelSize(width: 256, height: 192),
            detail: detail, limits: .standard)
    }

    @Test func thumbnailsTakeTheFirstAcceleratedScaleAtLeastTwiceTheirSize() {
        #expect(scale(1600, 1200, .thumbnail) == 4)  // 3/8 (600 × 450) would reach 512 × 384
        #expect(scale(1600, 1200, DecodeDetail(oversampling: 2)) == 3)
        #expect(scale(4000, 3000, .thumbnail) == 2)  // 1000 × 750
        #expect(scale(2400, 1800, .thumbnail) == 2)  // 600 × 450
        #expect(scale(1200, 900, .thumbnail) == 4)  // 600 × 450
        #expect(scale(1000, 750, .thumbnail) == 8)  // 5/8 would do: full size instead
        #expect(scale(8000, 6000, .thumbnail) == 1)  // 1000 × 750
    }

    @Test func aTightLimitStillLowersTheScaleBeforeRefusing() {
        // 1/2 of 1600 × 1200 is 480,000 pixels: over the limit, so 3/8 (270,000) it is.
        let limits = DecodeLimits(maxPixels: 300_000)
        #expect(
            JPEGDecoder.dctScale(
                for: PixelSize(width: 1600, height: 1200), target: PixelSize(width: 256, height: 192),
                detail: .thumbnail, limits: limits) == 3)
    }

    /// On a detailed 1600 × 1200 JPEG the thumbnail is closer to the area average of the full decode
    /// than the 3/8 decode was (docs/pictures.md has the same on photographs: +1 to +3 dB).
    @Test func aPhonesPhotosThumbnailKeepsMoreDetailThanAt3Eighths() throws {
        let jpeg = try JPEGWriter(quality: 90).encode(PictureQuality.detailed(width: 1600, height: 1200))
        let thumbnail = try ImageDecoder.decode(bytes: jpeg, fitting: thumbnailBox, detail: .thumbnail).image
        let before = try ImageDecoder.decode(
            bytes: jpeg, fitting: thumbnailBox, detail: DecodeDetail(oversampling: 2)
        ).image
        #expect(thumbnail.size == PixelSize(width: 256, height: 192))
        let reference = try ImageDecoder.decode(bytes: jpeg).image.resampled(to: thumbnail.size)
        let sharp = PictureQuality.psnr(thumbnail, against: reference)
        let old = PictureQuality.psnr(before, against: reference)
        #expect(sharp > old + 0.5, "1/2: \(sharp) dB, 3/8: \(old) dB")
        #expect(sharp >= 40, "\(sharp) dB")
    }
}
