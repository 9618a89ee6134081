import TesseraImaging
import ImagingTestSupport
import Testing

@Suite struct GIFDecodingTests {
    private let picture = TestPicture.quadrants(width: 40, height: 30)

    @Test(arguments: [false, true], [false, true])
    func paletteImageDecodesExactly(interlaced: Bool, localColorMap: Bool) throws {
        let gif = try GIFWriter(interlaced: interlaced, localColorMap: localColorMap).encode(picture)
        let decoded = try ImageDecoder.decode(bytes: gif)
        #expect(decoded.image == picture)
        #expect(decoded.info == ImageInfo(format: .gif, size: picture.size))
        #expect(decoded.damage == nil)
    }

    @Test func transparentIndexShowsTheBackground() throws {
        let gif = try GIFWriter(transparentColor: TestPicture.topLeft).encode(picture)
        let decoded = try ImageDecoder.decode(bytes: gif, background: (9, 8, 7))
        #expect(isClose(decoded.image.pixel(x: 5, y: 5), (9, 8, 7)))
        #expect(isClose(decoded.image.pixel(x: 35, y: 5), TestPicture.topRight))
        #expect(isClose(decoded.image.pixel(x: 35, y: 25), TestPicture.bottomRight))
    }

    @Test func onlyTheFirstFrameIsShown() throws {
        let second = RGBImage(size: picture.size, filledWith: (0, 0, 0))
        let gif = try GIFWriter().encode(picture, laterFrames: [second, second])
        #expect(try ImageDecoder.decode(bytes: gif).image == picture)
    }

    @Test func coveringResamplesTheCanvas() throws {
        let gif = try GIFWriter().encode(picture)
        let decoded = try ImageDecoder.decode(bytes: gif, covering: PixelSize(width: 10, height: 10))
        #expect(decoded.image.size == PixelSize(width: 14, height: 10))
        #expect(decoded.image == picture.resampled(to: PixelSize(width: 14, height: 10)))
    }

    @Test func hugeLogicalScreenIsRefusedBeforeReadingPixels() throws {
        let bomb = BrokenImages.gif(try GIFWriter().encode(picture), claiming: 60000, 60000)
        #expect(throws: ImageError(reason: "60000×60000 is over the decode limit of 100 megapixels")) {
            try ImageDecoder.decode(bytes: bomb)
        }
        #expect(try ImageDecoder.info(bytes: bomb).size == PixelSize(width: 60000, height: 60000))
    }

    @Test func truncatedImageDataIsDamage() throws {
        let image = gradientWithFewColors()
        let gif = try GIFWriter().encode(image)
        let decoded = try ImageDecoder.decode(
            bytes: BrokenImages.truncated(gif, at: gif.count - 40), background: (1, 1, 1))
        #expect(decoded.damage == "premature end of GIF file")
        #expect(isClose(decoded.image.pixel(x: 30, y: 0), image.pixel(x: 30, y: 0)))
        #expect(isClose(decoded.image.pixel(x: 63, y: 63), (1, 1, 1)))
    }

    @Test func fileCutBeforeAnyImageIsAnError() throws {
        let gif = try GIFWriter().encode(picture)
        #expect(throws: ImageError(reason: "no screen descriptor detected")) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(gif, at: 12))
        }
        // Header, screen descriptor and a global map of 4 colours: 6 + 7 + 12 bytes, then nothing.
        #expect(throws: ImageError(reason: "premature end of GIF file")) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(gif, at: 25))
        }
    }

    /// 64 × 64 pixels in 256 colours: 16 levels of red across, 16 of green down.
    private func gradientWithFewColors() -> RGBImage {
        TestPicture.image(width: 64, height: 64) { x, y in (UInt8(x / 4 * 17), UInt8(y / 4 * 17), 0) }
    }
}
