import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// An animated AVIF with alpha (avifenc writes the alpha planes as a second track that refers to the colour
/// track) plays with its alpha: each frame laid over the background as libavif's own `avifdec` shows it.
@Suite struct AVIFAnimationAlphaTests {
    private let directory = TemporaryDirectory()
    private let size = PixelSize(width: 64, height: 48)
    private let background: (UInt8, UInt8, UInt8) = (0, 128, 255)

    private var pictures: [RGBImage] {
        [
            TestPicture.quadrants(width: 64, height: 48), TestPicture.gradient(width: 64, height: 48),
            TestPicture.checkerboard(width: 64, height: 48, cell: 4),
        ]
    }

    /// Frame `index`'s alpha: transparent left columns (wider each frame), then a ramp to opaque.
    private func opacity(frame index: Int) -> [UInt8] {
        let clear = 8 + index * 8
        return (0..<size.area).map { pixel in
            let x = pixel % size.width
            return x < clear ? 0 : UInt8(min(255, (x - clear) * 16))
        }
    }

    /// avifenc on one RGBA PNG a frame, the alpha lossless, 100 ms a frame.
    private func sequence() throws -> FilePath {
        var arguments = [
            "--min", "0", "--max", "10", "--minalpha", "0", "--maxalpha", "0", "--timescale", "1000",
        ]
        for (index, picture) in pictures.enumerated() {
            let png = try PNGWriter(colorType: .rgba).encode(picture, alpha: opacity(frame: index))
            arguments += ["--duration", "100", directory.write(png, to: "frame-\(index).png").string]
        }
        let file = directory.path.appending("alpha.avif")
        try ExternalTool.run("avifenc", arguments + [file.string])
        return file
    }

    /// Frame `index` as avifdec decodes it (RGBA PNG), over the same background.
    private func reference(_ file: FilePath, frame index: Int) throws -> RGBImage {
        let output = directory.path.appending("reference-\(index).png")
        try ExternalTool.run("avifdec", ["--index", "\(index)", file.string, output.string])
        return try ImageDecoder.decode(file: output, background: background).image
    }

    @Test func everyFrameIsLaidOverTheBackgroundThroughItsAlpha() throws {
        let file = try sequence()
        let animation = try #require(try ImageDecoder.animation(file: file, background: background))
        #expect(animation.damage == nil)
        #expect(animation.frames.map(\.delayMilliseconds) == [100, 100, 100])
        for (index, frame) in animation.frames.enumerated() {
            let psnr = ImageDifference.psnr(frame.image, try reference(file, frame: index))
            #expect(psnr > 40, "frame \(index) against avifdec: \(psnr) dB")
            let clearColumns = 8 + index * 8
            let notBackground = (0..<size.height).flatMap { y in (0..<clearColumns).map { (x: $0, y: y) } }
                .filter { frame.image.pixel(x: $0.x, y: $0.y) != background }
            #expect(notBackground.isEmpty, "frame \(index): transparent pixels not the background")
        }
    }

    @Test func framesFittedIntoABoxKeepTheirAlpha() throws {
        let file = try sequence()
        let animation = try #require(
            try ImageDecoder.animation(
                file: file, fitting: PixelSize(width: 32, height: 32), background: background))
        #expect(animation.frames.allSatisfy { $0.image.size == PixelSize(width: 32, height: 24) })
        for (index, frame) in animation.frames.enumerated() {
            let reference = try reference(file, frame: index).resampled(to: frame.image.size)
            let psnr = ImageDifference.psnr(frame.image, reference)
            #expect(psnr > 30, "frame \(index) against avifdec's, resampled: \(psnr) dB")
        }
    }

    @Test func aSequenceWithoutAStillShowsItsFirstFrameThroughItsAlpha() throws {
        let file = try sequence()
        let bytes = BrokenImages.isobmff(try FileBytes.read(file), dropping: "meta")
        let withoutStill = directory.write(bytes, to: "without-still.avif")
        let decoded = try ImageDecoder.decode(file: withoutStill, background: background)
        let psnr = ImageDifference.psnr(decoded.image, try reference(file, frame: 0))
        #expect(psnr > 40, "the first frame against avifdec's: \(psnr) dB")
        let notBackground = (0..<size.height).flatMap { y in (0..<8).map { (x: $0, y: y) } }
            .filter { decoded.image.pixel(x: $0.x, y: $0.y) != background }
        #expect(notBackground.isEmpty, "transparent pixels not the background")
        let region = try ImageDecoder.decode(
            file: withoutStill, region: PixelRect(x: 0, y: 0, width: 8, height: 8), scale: 1)
        #expect(region.image.pixel(x: 0, y: 0) == (0, 0, 0), "over black by default")
    }

    @Test func anAlphaTrackOverTheLimitLeavesTheFramesOpaqueWithTheReason() throws {
        var bytes = try FileBytes.read(try sequence())
        // The alpha track's sample entry (the second `av01` after `moov`) claims 65535 × 65535 pixels.
        let movie = try #require(bytes.firstRange(of: Array("moov".utf8)))
        let entries = bytes[movie.upperBound...].ranges(of: Array("av01".utf8))
        let alphaEntry = try #require(entries.dropFirst().first)
        let size = (alphaEntry.upperBound + 24)..<(alphaEntry.upperBound + 28)
        bytes.replaceSubrange(size, with: [0xFF, 0xFF, 0xFF, 0xFF])
        let file = directory.write(bytes, to: "odd-alpha.avif")
        let animation = try #require(try ImageDecoder.animation(file: file, background: background))
        #expect(animation.frames.count == 3)
        #expect(animation.damage?.hasPrefix("the AVIF sequence's alpha track: ") == true)
        #expect(animation.frames[0].image.pixel(x: 0, y: 0).red > 240, "the colour frame, opaque")
        let withoutStill = directory.write(
            BrokenImages.isobmff(bytes, dropping: "meta"), to: "odd-alpha-2.avif")
        let decoded = try ImageDecoder.decode(file: withoutStill, background: background)
        #expect(
            decoded.damage?.hasPrefix("the AVIF sequence's alpha track: ") == true, "\(decoded.damage ?? "")")
        let corner = decoded.image.pixel(x: 0, y: 0)
        #expect(
            corner.red > 240 && corner.green < 16 && corner.blue < 16, "the colour frame, opaque: \(corner)")
    }

    @Test func aTruncatedSequenceWithAlphaIsBrokenOrDamagedNeverATrap() throws {
        let bytes = try FileBytes.read(try sequence())
        for length in [40, 600, bytes.count / 2, bytes.count - 300, bytes.count - 20] {
            let cut = directory.write(Array(bytes.prefix(length)), to: "cut-\(length).avif")
            do {
                let animation = try ImageDecoder.animation(file: cut, background: background)
                #expect(animation == nil || animation?.damage != nil || animation?.frames.count == 3)
            } catch {
                #expect(!error.reason.isEmpty)
            }
        }
    }
}
