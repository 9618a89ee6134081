import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// HEIC and AVIF beyond 8-bit RGB: 10-bit samples (as phones record HDR photos) and alpha.
@Suite struct HEIFVariantsTests {
    private let directory = TemporaryDirectory()
    private let gradient = TestPicture.gradient(width: 96, height: 64)

    /// `tool` (heif-enc or avifenc) run on `png`, written as `name`.
    private func encoded(_ tool: String, _ png: [UInt8], _ arguments: [String], name: String) throws
        -> FilePath
    {
        let source = directory.write(png, to: "\(name).png").string
        let file = directory.path.appending(name).string
        let files = tool == "heif-enc" ? [source, "-o", file] : [source, file]
        try ExternalTool.run(tool, arguments + files)
        return FilePath(file)
    }

    @Test func tenBitHEICDecodesToEightBitsCloseToHeifConvert() throws {
        // heif-enc writes 10 bits per sample from a 16-bit PNG.
        let file = try encoded(
            "heif-enc", try PNGWriter(bitDepth: 16).encode(gradient), ["-q", "90"], name: "deep.heic")
        #expect(try ExternalTool.exiftool("BitDepthLuma", of: file) == "10")
        let decoded = try ImageDecoder.decode(file: file)
        let reference = try ExternalTool.referenceDecode(file, in: directory, tool: "heif-convert")
        #expect(peakSignalToNoise(decoded.image, reference) > 38)
        #expect(peakSignalToNoise(decoded.image, gradient) > 30)
    }

    @Test func tenBitAVIFDecodesCloseToAvifdec() throws {
        let file = try encoded(
            "avifenc", try PNGWriter().encode(gradient), ["-d", "10", "--min", "0", "--max", "10"],
            name: "deep.avif")
        let decoded = try ImageDecoder.decode(file: file)
        let reference = try ExternalTool.referenceDecode(file, in: directory, tool: "avifdec") {
            [$0, "--depth", "8", $1]
        }
        #expect(peakSignalToNoise(decoded.image, reference) > 38)
    }

    @Test func alphaIsCompositedOverTheBackground() throws {
        let alpha = (0..<(96 * 64)).map { $0 % 96 < 48 ? 255 : 0 } as [UInt8]
        let png = try PNGWriter(colorType: .rgba).encode(gradient, alpha: alpha)
        let file = try encoded("heif-enc", png, ["-L", "-p", "chroma=444"], name: "alpha.heic")
        let decoded = try ImageDecoder.decode(file: file, background: (10, 200, 30))
        #expect(isClose(decoded.image.pixel(x: 80, y: 30), (10, 200, 30), tolerance: 8))
        #expect(isClose(decoded.image.pixel(x: 10, y: 30), gradient.pixel(x: 10, y: 30), tolerance: 8))
    }
}
