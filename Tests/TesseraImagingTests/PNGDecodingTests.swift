import TesseraImaging
import ImagingTestSupport
import Testing

@Suite struct PNGDecodingTests {
    private static let formats: [(PNGWriter.ColorType, Int)] = PNGWriter.ColorType.allCases.flatMap { type in
        type.bitDepths.map { (type, $0) }
    }
    private let background: RGB = (20, 40, 60)

    /// A picture that fits the format: 2 colours for 1-bit palettes, 4 for 2-bit, quadrants with four
    /// alpha levels otherwise, and a gradient for grey (so every level of the bit depth appears).
    private func source(_ type: PNGWriter.ColorType, _ depth: Int) -> (image: RGBImage, alpha: [UInt8]?) {
        let width = 37
        let height = 21
        switch (type, depth) {
        case (.palette, 1): return (TestPicture.checkerboard(width: width, height: height, cell: 3), nil)
        case (.palette, 2): return (TestPicture.quadrants(width: width, height: height), nil)
        case (.grey, _): return (TestPicture.gradient(width: width, height: height), nil)
        default:
            let alpha =
                (0..<(width * height)).map { index in [255, 0, 128, 64][(index % width) * 4 / width] }
                as [UInt8]
            return (TestPicture.quadrants(width: width, height: height), alpha)
        }
    }

    /// What decoding should give: grey reduced to the bit depth, colour types without colour taking the
    /// red channel, alpha (for the types that store it) composited over the background.
    private func expected(_ writer: PNGWriter, _ image: RGBImage, _ alpha: [UInt8]?) -> RGBImage {
        TestPicture.image(width: image.width, height: image.height) { x, y in
            var color = image.pixel(x: x, y: y)
            if writer.colorType == .grey || writer.colorType == .greyAlpha {
                let level = writer.greyLevel(color.red)
                color = (level, level, level)
            }
            guard let alpha, writer.colorType != .grey, writer.colorType != .rgb else { return color }
            return composite(color, alpha: alpha[y * image.width + x], over: background)
        }
    }

    @Test(arguments: formats, [false, true])
    func everyColorTypeAndBitDepthDecodesExactly(format: (PNGWriter.ColorType, Int), interlaced: Bool) throws
    {
        let writer = PNGWriter(colorType: format.0, bitDepth: format.1, interlaced: interlaced)
        let (image, alpha) = source(format.0, format.1)
        let decoded = try ImageDecoder.decode(
            bytes: writer.encode(image, alpha: alpha), background: background)
        #expect(decoded.info == ImageInfo(format: .png, size: image.size))
        #expect(decoded.damage == nil)
        #expect(decoded.image == expected(writer, image, alpha))
    }

    @Test func paletteTransparencyShowsTheBackground() throws {
        let image = TestPicture.quadrants(width: 8, height: 8)
        let alpha = (0..<64).map { $0 % 8 < 4 ? 0 : 255 } as [UInt8]
        let png = try PNGWriter(colorType: .palette, bitDepth: 8).encode(image, alpha: alpha)
        let decoded = try ImageDecoder.decode(bytes: png, background: (1, 2, 3))
        #expect(isClose(decoded.image.pixel(x: 1, y: 1), (1, 2, 3)))
        #expect(isClose(decoded.image.pixel(x: 6, y: 1), TestPicture.topRight))
    }

    @Test func coveringStreamsRowsIntoTheSameAverage() throws {
        let image = TestPicture.gradient(width: 200, height: 100)
        let covering = PixelSize(width: 50, height: 50)
        let full = try ImageDecoder.decode(bytes: PNGWriter().encode(image)).image
        #expect(full == image)
        for interlaced in [false, true] {
            let png = try PNGWriter(interlaced: interlaced).encode(image)
            let small = try ImageDecoder.decode(bytes: png, covering: covering)
            #expect(small.image.size == PixelSize(width: 100, height: 50))
            #expect(small.image == image.resampled(to: PixelSize(width: 100, height: 50)))
            #expect(small.info.size == image.size)
        }
        let larger = try ImageDecoder.decode(
            bytes: PNGWriter().encode(image), covering: PixelSize(width: 400, height: 400))
        #expect(larger.image.size == image.size)
    }

    /// 128 × 128 pixels that do not compress to nothing.
    private let noisy = TestPicture.image(width: 128, height: 128) { x, y in
        (UInt8(x * 2 % 256), UInt8(y * 2 % 256), UInt8(((x * 7 + y * 13) ^ (x * y)) & 0xFF))
    }

    @Test func truncatedRowsAreDamageOverBackground() throws {
        let png = try PNGWriter().encode(noisy)
        let decoded = try ImageDecoder.decode(
            bytes: BrokenImages.truncated(png, at: png.count / 2), background: (7, 8, 9))
        #expect(decoded.damage == "premature end of PNG file")
        #expect(decoded.image.size == noisy.size)
        #expect(isClose(decoded.image.pixel(x: 10, y: 10), noisy.pixel(x: 10, y: 10)))
        #expect(isClose(decoded.image.pixel(x: 10, y: 127), (7, 8, 9)))
    }

    @Test func fileCutBeforeTheFirstRowIsAnError() throws {
        let png = try PNGWriter().encode(noisy)
        #expect(throws: ImageError(reason: "premature end of PNG file")) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(png, at: 60))
        }
    }

    @Test func truncatedInterlacedFileIsAnError() throws {
        let png = try PNGWriter(interlaced: true).encode(TestPicture.gradient(width: 64, height: 64))
        #expect(throws: ImageError(reason: "premature end of PNG file")) {
            try ImageDecoder.decode(bytes: BrokenImages.truncated(png, at: png.count / 2))
        }
    }

    @Test func hugeHeaderIsRefusedBeforeAllocation() throws {
        let bomb = BrokenImages.pngBomb(width: 60000, height: 60000)
        #expect(throws: ImageError(reason: "60000×60000 is over the decode limit of 100 megapixels")) {
            try ImageDecoder.decode(bytes: bomb)
        }
        #expect(try ImageDecoder.info(bytes: bomb).size == PixelSize(width: 60000, height: 60000))
        // libpng's own per-side limit refuses a side longer than the whole pixel budget.
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(
                bytes: BrokenImages.pngBomb(width: 1_000_000, height: 1),
                limits: DecodeLimits(maxPixels: 1000))
        }
    }

    @Test func textChunksRoundTripThroughTheEncoder() throws {
        let image = TestPicture.quadrants(width: 12, height: 10)
        let text = [
            (key: "Thumb::URI", value: "file:///home/ana/Photos/caf%C3%A9.jpg"),
            (key: "Thumb::MTime", value: "1700000000"),
            (key: "Software", value: "Tessera"),
            (key: "Comment", value: "Café au lait"),  // Latin-1: tEXt
            (key: "Title", value: "東京の夜"),  // not Latin-1: iTXt
        ]
        let png = try PNGEncoder.encode(image, text: text)
        let decoded = try ImageDecoder.decode(bytes: png)
        #expect(decoded.image == image)
        #expect(decoded.text == Dictionary(uniqueKeysWithValues: text.map { ($0.key, $0.value) }))
        #expect(decoded.info == ImageInfo(format: .png, size: image.size))
    }

    @Test func encoderRefusesKeysPNGCannotHold() {
        let image = TestPicture.quadrants(width: 2, height: 2)
        #expect(throws: ImageError(reason: "invalid PNG text key \"\"")) {
            try PNGEncoder.encode(image, text: [(key: "", value: "x")])
        }
        let long = String(repeating: "k", count: 80)
        #expect(throws: ImageError(reason: "invalid PNG text key \"\(long)\"")) {
            try PNGEncoder.encode(image, text: [(key: long, value: "x")])
        }
        #expect(throws: ImageError(reason: "invalid PNG text key \"日本\"")) {
            try PNGEncoder.encode(image, text: [(key: "日本", value: "x")])
        }
        #expect(throws: ImageError(reason: "cannot write an empty image")) {
            try PNGEncoder.encode(RGBImage(width: 0, height: 0, pixels: []), text: [])
        }
    }
}
