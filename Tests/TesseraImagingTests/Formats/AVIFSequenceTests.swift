import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// An AVIF sequence without a still picture (its `meta` box gone, as some encoders write sequences): the
/// first frame of its track, through FFmpeg, instead of libheif's "No 'meta' box".
@Suite struct AVIFSequenceTests {
    private let directory = TemporaryDirectory()
    private let first = TestPicture.quadrants(width: 64, height: 48)

    /// A three-frame sequence from avifenc with its `meta` box renamed `free`.
    private func sequenceWithoutStill() throws -> FilePath {
        let frames = [
            first, RGBImage(size: first.size, filledWith: (0, 0, 0)),
            TestPicture.gradient(width: 64, height: 48),
        ]
        let sources = frames.enumerated().map { index, image in
            directory.write(try! PNGWriter().encode(image), to: "frame-\(index).png").string
        }
        let animated = directory.path.appending("animated.avif")
        try ExternalTool.run("avifenc", ["--min", "0", "--max", "10"] + sources + [animated.string])
        let bytes = try FileBytes.read(animated)
        return directory.write(BrokenImages.isobmff(bytes, dropping: "meta"), to: "sequence.avif")
    }

    @Test func showsTheFirstFrameOfTheTrack() throws {
        let file = try sequenceWithoutStill()
        let reference = try VideoWriter.referenceFrame(of: file, atSeconds: 0, size: first.size)
        #expect(peakSignalToNoise(reference, first) > 30, "ffmpeg reads the fixture's first frame")
        #expect(try ImageDecoder.info(of: file) == ImageInfo(format: .avif, size: first.size))
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .avif, size: first.size))
        #expect(decoded.video == nil)
        #expect(peakSignalToNoise(decoded.image, reference) > 35)
        let small = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 32, height: 32))
        #expect(small.image.size == PixelSize(width: 32, height: 24))
        #expect(try ImageDecoder.metadata(of: file) == PhotoMetadata())
    }

    @Test func inMemoryItSaysWhyInsteadOfLibheifsMessage() throws {
        let bytes = try FileBytes.read(try sequenceWithoutStill())
        let reason = ImageError(reason: "AVIF sequence without a still picture (read from its file)")
        #expect(throws: reason) { try ImageDecoder.decode(bytes: bytes) }
        #expect(throws: reason) { try ImageDecoder.info(bytes: bytes) }
    }

    @Test func aTruncatedSequenceIsBrokenWithAReason() throws {
        let bytes = try FileBytes.read(try sequenceWithoutStill())
        for length in [60, 400] {  // inside the renamed `meta`, inside `moov`
            let cut = directory.write(Array(bytes.prefix(length)), to: "cut-\(length).avif")
            #expect(throws: ImageError.self) { try ImageDecoder.decode(file: cut) }
        }
    }
}
