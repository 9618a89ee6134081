import ImagingTestSupport
import Testing

@testable import TesseraImaging

@Suite struct JPEGDecodingTests {
    private let picture = TestPicture.quadrants(width: 64, height: 48)

    @Test(arguments: JPEGWriter.ColorSpace.allCases, [false, true])
    func everyColorSpaceDecodesToTheRightColors(colorSpace: JPEGWriter.ColorSpace, progressive: Bool) throws {
        let jpeg = try JPEGWriter(quality: 95, progressive: progressive, colorSpace: colorSpace).encode(
            picture)
        let decoded = try ImageDecoder.decode(bytes: jpeg)
        #expect(decoded.image.size == picture.size)
        #expect(decoded.info == ImageInfo(format: .jpeg, size: picture.size, orientation: .up))
        #expect(decoded.damage == nil)
        #expect(decoded.text.isEmpty)
        for sample in quadrantSamples(picture.size) {
            var expected = sample.color
            if colorSpace == .grayscale {
                let grey = JPEGWriter.luma(expected.red, expected.green, expected.blue)
                expected = (grey, grey, grey)
            }
            #expect(isClose(decoded.image.pixel(x: sample.x, y: sample.y), expected, tolerance: 6))
        }
    }

    @Test func cmykInkIsInvertedOnlyWithAnAdobeMarker() {
        var rgb = [UInt8](repeating: 0, count: 6)
        // Inverted (Adobe): 255 is no ink. C' 255, M' 0, Y' 128, K' 255 → red 255, green 0, blue 128.
        CMYKConverter(inverted: true).convert([255, 0, 128, 255, 255, 255, 255, 0], into: &rgb)
        #expect(rgb == [255, 0, 128, 0, 0, 0])
        // Plain: 0 is no ink. C 0, M 255, Y 127, K 0 → red 255, green 0, blue 128.
        CMYKConverter(inverted: false).convert([0, 255, 127, 0, 0, 0, 0, 255], into: &rgb)
        #expect(rgb == [255, 0, 128, 0, 0, 0])
    }

    @Test func dctScaleIsTheSmallestThatCovers() {
        let photo = PixelSize(width: 4000, height: 3000)
        #expect(JPEGDecoder.dctScale(for: photo, covering: PixelSize(width: 160, height: 120)) == 1)
        #expect(JPEGDecoder.dctScale(for: photo, covering: PixelSize(width: 500, height: 375)) == 1)
        #expect(JPEGDecoder.dctScale(for: photo, covering: PixelSize(width: 501, height: 375)) == 2)
        #expect(JPEGDecoder.dctScale(for: photo, covering: PixelSize(width: 1500, height: 10)) == 3)
        #expect(JPEGDecoder.dctScale(for: photo, covering: photo) == 8)
        // libjpeg rounds scaled sizes up: 1/8 of 4001 is 501.
        #expect(
            JPEGDecoder.dctScale(
                for: PixelSize(width: 4001, height: 3000), covering: PixelSize(width: 501, height: 1)) == 1)
    }

    @Test func coveringGivesTheSmallestCoveringSizeAndNeverUpscales() throws {
        let jpeg = try JPEGWriter().encode(TestPicture.quadrants(width: 800, height: 600))
        func size(covering: PixelSize?) throws -> PixelSize {
            try ImageDecoder.decode(bytes: jpeg, covering: covering).image.size
        }
        #expect(try size(covering: nil) == PixelSize(width: 800, height: 600))
        #expect(try size(covering: PixelSize(width: 160, height: 120)) == PixelSize(width: 160, height: 120))
        // A square box: the height decides, the width is rounded up (800 × 100 / 600 = 133.3).
        #expect(try size(covering: PixelSize(width: 100, height: 100)) == PixelSize(width: 134, height: 100))
        #expect(try size(covering: PixelSize(width: 300, height: 10)) == PixelSize(width: 300, height: 225))
        // Exactly a DCT scale (3/8) and beyond the source.
        #expect(try size(covering: PixelSize(width: 300, height: 225)) == PixelSize(width: 300, height: 225))
        #expect(
            try size(covering: PixelSize(width: 1000, height: 1000)) == PixelSize(width: 800, height: 600))
        #expect(try size(covering: PixelSize(width: 900, height: 10)) == PixelSize(width: 800, height: 600))
        let small = try ImageDecoder.decode(bytes: jpeg, covering: PixelSize(width: 40, height: 30))
        #expect(small.info.size == PixelSize(width: 800, height: 600))
        #expect(showsQuadrants(small.image))
    }

    @Test func truncatedFileReturnsPixelsMarkedDamaged() throws {
        let gradient = TestPicture.gradient(width: 256, height: 256)
        let jpeg = try JPEGWriter(quality: 90).encode(gradient)
        let decoded = try ImageDecoder.decode(bytes: BrokenImages.truncated(jpeg, at: jpeg.count / 2))
        #expect(decoded.damage == "premature end of JPEG file")
        #expect(decoded.image.size == gradient.size)
        #expect(isClose(decoded.image.pixel(x: 128, y: 2), gradient.pixel(x: 128, y: 2), tolerance: 8))
        // libjpeg fills what is missing with grey.
        #expect(isClose(decoded.image.pixel(x: 250, y: 250), (128, 128, 128), tolerance: 2))
    }

    @Test func progressiveFileCutAnywhereAfterTheFirstScanIsDamaged() throws {
        let gradient = TestPicture.gradient(width: 128, height: 128)
        let jpeg = try JPEGWriter(progressive: true).encode(gradient)
        let scans = (0..<(jpeg.count - 1)).filter { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }
        #expect(scans.count > 3)
        // Cuts inside the tables between scans as well as inside scan data.
        for cut in stride(from: scans[1], to: jpeg.count - 2, by: 7) {
            let decoded = try ImageDecoder.decode(bytes: BrokenImages.truncated(jpeg, at: cut))
            #expect(decoded.damage == "premature end of JPEG file", "cut at \(cut)")
            #expect(decoded.image.size == gradient.size)
            // The first scans hold the DC coefficients: the picture is roughly there.
            #expect(isClose(decoded.image.pixel(x: 100, y: 20), gradient.pixel(x: 100, y: 20), tolerance: 40))
        }
    }

    @Test func fileCutInsideTheHeaderIsAnError() throws {
        let jpeg = try JPEGWriter().encode(picture)
        #expect(throws: ImageError(reason: "JPEG datastream contains no image")) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(jpeg, at: 100))
        }
    }

    @Test func losslessProcessIsRefused() throws {
        let jpeg = BrokenImages.losslessJPEG(from: try JPEGWriter().encode(picture))
        #expect(throws: ImageError(reason: "unsupported JPEG process: SOF type 0xc3")) {
            try ImageDecoder.decode(bytes: jpeg)
        }
    }

    @Test func hugeFrameIsRefusedBeforeDecoding() throws {
        let bomb = BrokenImages.jpeg(try JPEGWriter().encode(picture), claiming: 5000, 40000)
        #expect(throws: ImageError(reason: "5000×40000 is over the decode limit of 100 megapixels")) {
            try ImageDecoder.decode(bytes: bomb)
        }
        #expect(try ImageDecoder.info(bytes: bomb).size == PixelSize(width: 5000, height: 40000))
    }

    @Test func decodeLimitCountsPixelsAfterDCTScaling() throws {
        let bomb = BrokenImages.jpeg(try JPEGWriter().encode(picture), claiming: 2000, 2000)
        let limits = DecodeLimits(maxPixels: 1_000_000)
        #expect(throws: ImageError(reason: "2000×2000 is over the decode limit of 1 megapixel")) {
            try ImageDecoder.decode(bytes: bomb, limits: limits)
        }
        // Half scale is 1000×1000: exactly the limit.
        let half = try ImageDecoder.decode(
            bytes: bomb, covering: PixelSize(width: 1000, height: 1000), limits: limits)
        #expect(half.image.size == PixelSize(width: 1000, height: 1000))
        #expect(half.damage != nil)  // the scan holds far fewer blocks than the frame claims
        #expect(throws: ImageError(reason: "1250×1250 is over the decode limit of 1 megapixel")) {
            try ImageDecoder.decode(
                bytes: bomb, covering: PixelSize(width: 1001, height: 1001), limits: limits)
        }
    }

    /// A 12-MP photo for a 160 × 120 item: 1/8 DCT scaling (500 × 375), then the area average. How fast
    /// that is lives in the benchmarks (docs/performance.md), not here.
    @Test func decodesA12MegapixelPhotoToTheCoveringSize() throws {
        let photo = try JPEGWriter(quality: 85).encode(TestPicture.gradient(width: 4000, height: 3000))
        let target = PixelSize(width: 160, height: 120)
        let decoded = try ImageDecoder.decode(bytes: photo, covering: target)
        #expect(decoded.image.size == target)
        #expect(decoded.info.size == PixelSize(width: 4000, height: 3000))
    }
}
