import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// Animated AVIF (an `avis` image sequence written by avifenc) plays frame by frame with each frame's own
/// duration, read from the colour track through FFmpeg.
@Suite struct AVIFAnimationTests {
    private let directory = TemporaryDirectory()
    private let size = PixelSize(width: 64, height: 48)

    private var pictures: [RGBImage] {
        [
            TestPicture.quadrants(width: 64, height: 48), RGBImage(size: size, filledWith: (0, 0, 0)),
            TestPicture.gradient(width: 64, height: 48), TestPicture.checkerboard(width: 64, height: 48),
        ]
    }

    /// avifenc run on one PNG a frame, `--timescale 1000` and each frame's `--duration` in milliseconds
    /// (avifenc's durations apply to the files after them).
    private func sequence(durations: [Int], name: String = "animated.avif") throws -> FilePath {
        var arguments = ["--min", "0", "--max", "10", "--timescale", "1000"]
        for (index, image) in pictures.prefix(durations.count).enumerated() {
            let png = directory.write(try PNGWriter().encode(image), to: "\(name)-\(index).png")
            arguments += ["--duration", "\(durations[index])", png.string]
        }
        let file = directory.path.appending(name)
        try ExternalTool.run("avifenc", arguments + [file.string])
        return file
    }

    @Test func everyFrameWithItsOwnDuration() throws {
        let file = try sequence(durations: [250, 500, 1000, 40])
        let animation = try #require(try ImageDecoder.animation(file: file))
        #expect(animation.canvasSize == size)
        #expect(animation.damage == nil)
        #expect(animation.frames.map(\.delayMilliseconds) == [250, 500, 1000, 40])
        for (index, frame) in animation.frames.enumerated() {
            let psnr = ImageDifference.psnr(frame.image, pictures[index])
            #expect(psnr > 30, "frame \(index) against its source: \(psnr) dB")
        }
        #expect(ImageDifference.psnr(animation.frames[0].image, animation.frames[2].image) < 20)
    }

    @Test func aShortDurationPlaysAsATenthOfASecondAndFramesFitTheBox() throws {
        let file = try sequence(durations: [10, 300], name: "short.avif")
        let animation = try #require(
            try ImageDecoder.animation(file: file, fitting: PixelSize(width: 32, height: 32)))
        #expect(animation.frames.map(\.delayMilliseconds) == [100, 300])
        #expect(animation.frames.allSatisfy { $0.image.size == PixelSize(width: 32, height: 24) })
        #expect(animation.canvasSize == size)
    }

    @Test func aStillAVIFAndAOneFrameSequenceAreNotAnimations() throws {
        let still = directory.path.appending("still.avif")
        let png = directory.write(try PNGWriter().encode(pictures[0]), to: "still.png")
        try ExternalTool.run("avifenc", ["-s", "10", png.string, still.string])
        #expect(try ImageDecoder.animation(file: still) == nil)
        #expect(try ImageDecoder.animation(file: try sequence(durations: [100], name: "one.avif")) == nil)
    }

    @Test func inMemoryTheSequenceIsStill() throws {
        let bytes = try FileBytes.read(try sequence(durations: [100, 100], name: "memory.avif"))
        #expect(try ImageDecoder.animation(bytes: bytes) == nil)
    }

    @Test func framesOverTheCapAreRefusedWithTheReason() throws {
        let file = try sequence(durations: [100, 100, 100, 100], name: "capped.avif")
        #expect(throws: ImageError.framesOverMemoryCap(3 * 64 * 48)) {
            try ImageDecoder.animation(file: file, maxFramePixels: 3 * 64 * 48)
        }
        #expect(throws: ImageError.self) {
            try ImageDecoder.animation(file: file, limits: DecodeLimits(maxPixels: 3 * 64 * 48))
        }
    }

    @Test func aTruncatedSequenceIsBrokenOrDamagedNeverATrap() throws {
        let bytes = try FileBytes.read(try sequence(durations: [100, 100, 100, 100], name: "whole.avif"))
        for length in [40, 300, bytes.count / 2, bytes.count - 20] {
            let cut = directory.write(Array(bytes.prefix(length)), to: "cut-\(length).avif")
            do {
                let animation = try ImageDecoder.animation(file: cut)
                #expect(animation == nil || animation?.damage != nil || animation?.frames.count == 4)
            } catch {
                #expect(!error.reason.isEmpty)
            }
        }
    }
}
