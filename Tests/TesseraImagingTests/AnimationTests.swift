import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct AnimationTests {
    private let directory = TemporaryDirectory()
    private let size = PixelSize(width: 64, height: 48)

    /// ffmpeg's GIF encoder crops each frame to what changed and marks unchanged pixels transparent, so
    /// the frames only come out right when composited onto the screen.
    @Test func gifFramesMatchFFmpegsDecode() throws {
        let file = directory.path.appending("anim.gif")
        try FixtureTool.run(
            "ffmpeg",
            ["-v", "error", "-f", "lavfi", "-i", "testsrc=duration=1:size=64x48:rate=10", file.string])
        let animation = try #require(try ImageDecoder.animation(file: file))
        #expect(animation.canvasSize == size)
        #expect(animation.frames.count == 10)
        #expect(animation.frames.allSatisfy { $0.delayMilliseconds == 100 })
        let reference = try FixtureTool.run(
            "ffmpeg",
            [
                "-v", "error", "-i", file.string, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt",
                "rgb24", "-",
            ])
        let frameBytes = size.area * 3
        #expect(reference.count == frameBytes * 10)
        for (index, frame) in animation.frames.enumerated() {
            let expected = RGBImage(
                width: size.width, height: size.height,
                pixels: Array(reference[(index * frameBytes)..<((index + 1) * frameBytes)]))
            let psnr = ImageDifference.psnr(frame.image, expected)
            #expect(psnr > 40, "frame \(index): \(psnr) dB")
        }
        #expect(ImageDifference.psnr(animation.frames[0].image, animation.frames[9].image) < 30)
    }

    @Test func shortGIFDelaysPlayAsATenthOfASecond() throws {
        var writer = GIFWriter()
        writer.delaysInCentiseconds = [0, 1, 2, 50]
        let frames = [
            TestPicture.quadrants(width: 8, height: 8), TestPicture.checkerboard(width: 8, height: 8),
        ]
        let gif = try writer.encode(frames[0], laterFrames: [frames[1], frames[0], frames[1]])
        let animation = try #require(try ImageDecoder.animation(bytes: gif))
        #expect(animation.frames.map(\.delayMilliseconds) == [100, 100, 20, 500])
        #expect(animation.frames.map(\.image) == [frames[0], frames[1], frames[0], frames[1]])
    }

    /// Frame 0 is the quadrants (red top left); frame 1 is transparent but for a black corner pixel, so
    /// what shows around it depends on how frame 0 was disposed of; frame 2 is all transparent and shows
    /// what frame 1's disposal left.
    @Test(
        arguments: [
            ([1, 1], [black, red, black]), ([2, 1], [black, background, black]),
            ([1, 3], [black, red, red]),
            ([1, 2], [black, red, background]),
        ] as [([Int], [RGB])])
    func gifDisposalDecidesWhatShowsThrough(disposals: [Int], expected: [RGB]) throws {
        let clear: RGB = (1, 2, 3)
        var corner = RGBImage(size: PixelSize(width: 8, height: 8), filledWith: clear)
        corner.pixels[0...2] = [0, 0, 0]
        var writer = GIFWriter(transparentColor: clear)
        writer.delaysInCentiseconds = [10, 10, 10]
        writer.disposals = disposals + [1]
        let gif = try writer.encode(
            TestPicture.quadrants(width: 8, height: 8),
            laterFrames: [corner, RGBImage(size: corner.size, filledWith: clear)])
        let animation = try #require(try ImageDecoder.animation(bytes: gif, background: background))
        #expect(animation.frames.count == 3)
        #expect(isClose(animation.frames[1].image.pixel(x: 0, y: 0), expected[0]))
        #expect(isClose(animation.frames[1].image.pixel(x: 2, y: 2), expected[1]))
        #expect(isClose(animation.frames[2].image.pixel(x: 0, y: 0), expected[2]))
    }

    @Test func webPFramesAndDelaysFromImg2webp() throws {
        let pictures = [
            TestPicture.quadrants(width: 64, height: 48), TestPicture.gradient(width: 64, height: 48),
            TestPicture.checkerboard(width: 64, height: 48, cell: 4),
        ]
        let names = try pictures.enumerated().map { index, picture in
            directory.write(try PNGWriter().encode(picture), to: "frame\(index).png").string
        }
        let file = directory.path.appending("anim.webp")
        try FixtureTool.run(
            "img2webp",
            [
                "-lossless", "-d", "80", names[0], "-d", "5", names[1], "-d", "250", names[2], "-o",
                file.string,
            ])
        let animation = try #require(try ImageDecoder.animation(file: file))
        #expect(animation.canvasSize == size)
        #expect(animation.frames.map(\.delayMilliseconds) == [80, 100, 250])
        #expect(animation.frames.map(\.image) == pictures)
        let fitted = try #require(
            try ImageDecoder.animation(file: file, fitting: PixelSize(width: 32, height: 32)))
        #expect(fitted.frames.allSatisfy { $0.image.size == PixelSize(width: 32, height: 24) })
        #expect(try ImageDecoder.decode(file: file).image == pictures[0])
    }

    @Test func stillPicturesAreNotAnimations() throws {
        let picture = TestPicture.quadrants(width: 8, height: 8)
        #expect(try ImageDecoder.animation(bytes: GIFWriter().encode(picture)) == nil)
        #expect(try ImageDecoder.animation(bytes: WebPWriter.lossless(picture)) == nil)
        #expect(try ImageDecoder.animation(bytes: JPEGWriter().encode(picture)) == nil)
    }

    @Test func framesOverTheLimitAreRefused() throws {
        let frames = (0..<20).map { TestPicture.checkerboard(width: 20, height: 20, cell: 1 + $0 % 3) }
        let gif = try GIFWriter().encode(frames[0], laterFrames: Array(frames.dropFirst()))
        #expect(try ImageDecoder.animation(bytes: gif)?.frames.count == 20)
        #expect(throws: ImageError.self) {
            try ImageDecoder.animation(bytes: gif, limits: DecodeLimits(maxPixels: 20 * 20 * 10))
        }
    }

    @Test func aFramePixelCapCountsTheKeptFramesAtTheSizeAskedFor() throws {
        let frames = (0..<20).map { TestPicture.checkerboard(width: 20, height: 20, cell: 1 + $0 % 3) }
        let gif = try GIFWriter().encode(frames[0], laterFrames: Array(frames.dropFirst()))
        let webp = try WebPWriter.animated(Array(frames.prefix(4)))
        // 20 frames of 20 × 20 are 8,000 pixels; fitted into 10 × 10, 2,000.
        #expect(throws: ImageError.framesOverMemoryCap(7_999)) {
            try ImageDecoder.animation(bytes: gif, maxFramePixels: 7_999)
        }
        #expect(try ImageDecoder.animation(bytes: gif, maxFramePixels: 8_000)?.frames.count == 20)
        let small = try ImageDecoder.animation(
            bytes: gif, fitting: PixelSize(width: 10, height: 10), maxFramePixels: 2_000)
        #expect(small?.frames.count == 20 && small?.frames[0].image.size == PixelSize(width: 10, height: 10))
        #expect(throws: ImageError.framesOverMemoryCap(1_599)) {
            try ImageDecoder.animation(bytes: webp, maxFramePixels: 1_599)
        }
        #expect(try ImageDecoder.animation(bytes: webp, maxFramePixels: 1_600)?.frames.count == 4)
    }

    @Test func truncatedGIFKeepsTheFramesBeforeTheDamage() throws {
        let frames = (0..<6).map { TestPicture.checkerboard(width: 16, height: 16, cell: 1 + $0) }
        let gif = try GIFWriter().encode(frames[0], laterFrames: Array(frames.dropFirst()))
        let animation = try #require(
            try ImageDecoder.animation(bytes: BrokenImages.truncated(gif, at: gif.count * 3 / 4)))
        #expect(animation.damage != nil)
        #expect((2..<6).contains(animation.frames.count))
        #expect(Array(animation.frames.prefix(2).map(\.image)) == Array(frames.prefix(2)))
    }

    @Test func playedDelayFollowsBrowsers() {
        #expect(Animation.playedDelay(storedMilliseconds: 0) == 100)
        #expect(Animation.playedDelay(storedMilliseconds: 10) == 100)
        #expect(Animation.playedDelay(storedMilliseconds: 11) == 11)
        #expect(Animation.playedDelay(storedMilliseconds: 2000) == 2000)
    }
}

private let black: RGB = (0, 0, 0)
private let red: RGB = TestPicture.topLeft
private let background: RGB = (9, 9, 9)
