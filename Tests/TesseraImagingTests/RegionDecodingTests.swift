import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// `decode(bytes:region:scale:)`: a rectangle of the picture at a DCT scale is exactly that rectangle of
/// the whole picture decoded at the scale, for every scale, file kind and orientation.
@Suite struct RegionDecodingTests {
    /// Detail in every pixel, and sides that are no multiple of an iMCU at any scale.
    let picture = PictureQuality.detailed(width: 333, height: 247)

    /// Rectangles of a picture of `size`: unaligned, one pixel, touching each edge, from an iMCU boundary
    /// (at full, half and quarter scale), whole.
    static func regions(in size: PixelSize) -> [PixelRect] {
        let (w, h) = (size.width, size.height)
        return [
            PixelRect(x: 5, y: 3, width: w / 3, height: h / 4),
            PixelRect(x: w / 2 + 1, y: h / 2 + 3, width: 1, height: 1),
            PixelRect(x: w / 3 + 7, y: 0, width: w - w / 3 - 7, height: h / 5 + 1),
            PixelRect(x: 0, y: h - 9, width: w / 2 + 3, height: 9),
            PixelRect(x: 17, y: 9, width: w - 17, height: h - 9),
            PixelRect(x: 8 * (w / 16), y: h / 3, width: w / 4, height: h / 3),
            PixelRect(x: 0, y: 0, width: w, height: h),
        ]
    }

    /// The whole picture at `scale`/8, decoded in one piece.
    func whole(_ jpeg: [UInt8], scale: Int) throws -> RGBImage {
        let size = ImageDecoder.scaledSize(of: try ImageDecoder.info(bytes: jpeg).size, scale: scale)
        let decoded = try ImageDecoder.decode(
            bytes: jpeg, region: PixelRect(x: 0, y: 0, width: size.width, height: size.height), scale: scale)
        #expect(decoded.image.size == size)
        return decoded.image
    }

    /// nil when the pictures are equal, else how they differ (without printing every sample).
    func difference(_ image: RGBImage, _ expected: RGBImage) -> String? {
        guard image.size == expected.size else { return "\(image.size) instead of \(expected.size)" }
        let differing = (0..<image.pixels.count).filter { image.pixels[$0] != expected.pixels[$0] }
        guard let first = differing.first else { return nil }
        let pixel = first / 3
        return
            "\(differing.count) samples differ, first at x \(pixel % image.width), y \(pixel / image.width)"
    }

    func expectRegionsMatch(_ jpeg: [UInt8], scale: Int) throws {
        let full = try whole(jpeg, scale: scale)
        for region in Self.regions(in: full.size) {
            let decoded = try ImageDecoder.decode(bytes: jpeg, region: region, scale: scale)
            #expect(difference(decoded.image, full.cropped(to: region)) == nil, "\(region) at \(scale)/8")
            #expect(decoded.damage == nil)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 7, 8], [false, true])
    func aRegionIsThatRectangleOfTheWholeDecode(scale: Int, progressive: Bool) throws {
        try expectRegionsMatch(
            try JPEGWriter(quality: 90, progressive: progressive).encode(picture), scale: scale)
    }

    @Test func atFullScaleTheWholeRegionIsTheOrdinaryDecode() throws {
        let jpeg = try JPEGWriter().encode(picture)
        #expect(try whole(jpeg, scale: 8) == (try ImageDecoder.decode(bytes: jpeg).image))
    }

    @Test(arguments: [JPEGWriter.ColorSpace.grayscale, .rgb, .cmyk, .ycck])
    func everyColorSpaceCutsTheSame(colorSpace: JPEGWriter.ColorSpace) throws {
        try expectRegionsMatch(try JPEGWriter(colorSpace: colorSpace).encode(picture), scale: 3)
    }

    @Test(arguments: ExifOrientation.allCases)
    func theRegionIsInUprightPixels(orientation: ExifOrientation) throws {
        let jpeg = try JPEGWriter.oriented(orientation).encode(picture)
        let upright = try ImageDecoder.decode(bytes: jpeg).image
        #expect(upright.size == picture.size)
        for region in Self.regions(in: upright.size) {
            let decoded = try ImageDecoder.decode(bytes: jpeg, region: region, scale: 8)
            #expect(
                difference(decoded.image, upright.cropped(to: region)) == nil, "\(region), \(orientation)")
        }
        try expectRegionsMatch(jpeg, scale: 2)
    }

    @Test func aRegionOverhangingThePictureIsCutToItAndOneOutsideIsRefused() throws {
        let jpeg = try JPEGWriter().encode(picture)
        let full = try whole(jpeg, scale: 4)  // 167×124
        let overhanging = PixelRect(x: 150, y: -10, width: 40, height: 30)
        let decoded = try ImageDecoder.decode(bytes: jpeg, region: overhanging, scale: 4)
        #expect(decoded.image == full.cropped(to: PixelRect(x: 150, y: 0, width: 17, height: 20)))
        #expect(decoded.info.size == picture.size)
        let outside = PixelRect(x: 167, y: 0, width: 10, height: 10)
        #expect(throws: ImageError.regionOutsidePicture(outside, size: PixelSize(width: 167, height: 124))) {
            try ImageDecoder.decode(bytes: jpeg, region: outside, scale: 4)
        }
    }

    @Test func theDecodeLimitBoundsTheRegionAndAProgressiveFilesWholePicture() throws {
        let region = PixelRect(x: 10, y: 10, width: 100, height: 100)
        let limits = DecodeLimits(maxPixels: 20_000)
        let baseline = try JPEGWriter().encode(picture)
        #expect(
            try ImageDecoder.decode(bytes: baseline, region: region, scale: 8, limits: limits).image.size
                == region.size)
        let tooBig = PixelRect(x: 0, y: 0, width: 200, height: 200)
        #expect(throws: ImageError.overDecodeLimit(tooBig.size, limits: limits)) {
            try ImageDecoder.decode(bytes: baseline, region: tooBig, scale: 8, limits: limits)
        }
        let progressive = try JPEGWriter(progressive: true).encode(picture)
        #expect(throws: ImageError.overDecodeLimit(picture.size, limits: limits)) {
            try ImageDecoder.decode(bytes: progressive, region: region, scale: 8, limits: limits)
        }
    }

    @Test func otherFormatsCropABoundedWholeDecode() throws {
        let png = try PNGWriter().encode(picture)
        let region = PixelRect(x: 11, y: 7, width: 50, height: 40)
        #expect(
            try ImageDecoder.decode(bytes: png, region: region, scale: 8).image == picture.cropped(to: region)
        )
        let half = picture.resampled(to: PixelSize(width: 167, height: 124))
        #expect(
            try ImageDecoder.decode(bytes: png, region: region, scale: 4).image == half.cropped(to: region))
        #expect(throws: ImageError.overDecodeLimit(picture.size, limits: DecodeLimits(maxPixels: 10_000))) {
            try ImageDecoder.decode(
                bytes: png, region: region, scale: 8, limits: DecodeLimits(maxPixels: 10_000))
        }
    }

    @Test func brokenFilesThrowOrComeBackDamagedWithoutCrashing() throws {
        let region = PixelRect(x: 40, y: 150, width: 60, height: 60)
        #expect(throws: ImageError.emptyFile) { try ImageDecoder.decode(bytes: [], region: region, scale: 8) }
        #expect(throws: ImageError.notAnImage) {
            try ImageDecoder.decode(bytes: BrokenImages.text, region: region, scale: 8)
        }
        let jpeg = try JPEGWriter().encode(picture)
        let cut = try ImageDecoder.decode(
            bytes: BrokenImages.truncated(jpeg, at: jpeg.count / 2), region: region, scale: 8)
        #expect(cut.image.size == region.size)
        #expect(cut.damage != nil)
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(jpeg, at: 300), region: region, scale: 8)
        }
    }
}
