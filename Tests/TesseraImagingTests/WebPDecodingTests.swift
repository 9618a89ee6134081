import TesseraImaging
import ImagingTestSupport
import Testing

@Suite struct WebPDecodingTests {
    private let picture = TestPicture.quadrants(width: 64, height: 48)

    @Test func lossyDecodesToTheRightColors() throws {
        let decoded = try ImageDecoder.decode(bytes: WebPWriter.lossy(picture, quality: 95))
        #expect(decoded.info == ImageInfo(format: .webp, size: picture.size))
        #expect(decoded.image.size == picture.size)
        #expect(showsQuadrants(decoded.image, tolerance: 12))
    }

    @Test func losslessDecodesExactly() throws {
        let gradient = TestPicture.gradient(width: 33, height: 17)
        #expect(try ImageDecoder.decode(bytes: WebPWriter.lossless(gradient)).image == gradient)
    }

    @Test func alphaIsCompositedOverTheBackground() throws {
        let alpha = (0..<(64 * 48)).map { index in [0, 128, 255, 77][(index % 64) / 16] } as [UInt8]
        let webp = try WebPWriter.lossless(picture, alpha: alpha)
        let background: RGB = (10, 200, 30)
        let decoded = try ImageDecoder.decode(bytes: webp, background: background)
        for y in [0, 47] {
            for x in [0, 20, 40, 63] {
                let expected = composite(
                    picture.pixel(x: x, y: y), alpha: alpha[y * 64 + x], over: background)
                #expect(isClose(decoded.image.pixel(x: x, y: y), expected))
            }
        }
    }

    @Test func coveringScalesWhileDecoding() throws {
        let webp = try WebPWriter.lossy(picture)
        let decoded = try ImageDecoder.decode(bytes: webp, covering: PixelSize(width: 16, height: 16))
        #expect(decoded.image.size == PixelSize(width: 22, height: 16))
        #expect(decoded.info.size == picture.size)
        #expect(showsQuadrants(decoded.image, tolerance: 30))
        let full = try ImageDecoder.decode(bytes: webp, covering: PixelSize(width: 100, height: 10))
        #expect(full.image.size == picture.size)
    }

    @Test func decodeLimitCountsTheScaledPixels() throws {
        let webp = try WebPWriter.lossy(picture)
        let limits = DecodeLimits(maxPixels: 1000)
        #expect(throws: ImageError(reason: "64×48 is over the decode limit of 1000 pixels")) {
            try ImageDecoder.decode(bytes: webp, limits: limits)
        }
        let small = try ImageDecoder.decode(
            bytes: webp, covering: PixelSize(width: 32, height: 24), limits: limits)
        #expect(small.image.size == PixelSize(width: 32, height: 24))
    }

    @Test func animationShowsItsFirstFrame() throws {
        let second = RGBImage(size: picture.size, filledWith: (0, 0, 0))
        let animation = try WebPWriter.animated([picture, second])
        #expect(try ImageDecoder.info(bytes: animation) == ImageInfo(format: .webp, size: picture.size))
        #expect(try ImageDecoder.decode(bytes: animation).image == picture)
        let frames = try #require(try ImageDecoder.animation(bytes: animation))
        #expect(frames.frames.map(\.image) == [picture, second])
    }

    @Test func truncatedFileIsAnError() throws {
        let webp = try WebPWriter.lossless(TestPicture.gradient(width: 64, height: 64))
        #expect(throws: ImageError(reason: "premature end of WebP file")) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(webp, at: webp.count / 2))
        }
    }
}
