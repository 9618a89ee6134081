import ImagingTestSupport
import Testing

@testable import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Headers that claim pictures whose whole-picture working buffers (a progressive JPEG's coefficients,
/// an interlaced PNG's rows, a GIF's canvas) would exhaust memory: refused from the header, cheaply.
@Suite(.serialized) struct DecoderMemoryLimitTests {
    private let picture = TestPicture.quadrants(width: 16, height: 16)

    /// The peak resident size of this process so far, in bytes.
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        _ = getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    @Test func progressiveJPEGClaiming30000SquaredIsRefusedWithoutTheMemory() throws {
        let jpeg = try JPEGWriter(progressive: true).encode(picture)
        let bomb = BrokenImages.jpeg(jpeg, claiming: 30000, 30000)
        #expect(bomb.count < 1000)
        let before = Self.peakResidentBytes()
        // 30000² at 4:2:0 holds 1.5 × 30000² × 2 bytes of coefficients: 2575 MiB.
        let expected = ImageError(
            reason: "needs 2575 MiB of decoder memory, over the limit of 256 MiB")
        #expect(throws: expected) {
            try ImageDecoder.decode(bytes: bomb, covering: PixelSize(width: 256, height: 256))
        }
        // A zoomed region of a progressive file holds the same buffer: 9000² is within the pixel limit.
        let tight = DecodeLimits(maxDecoderBytes: 64 << 20)
        #expect(throws: ImageError(reason: "needs 233 MiB of decoder memory, over the limit of 64 MiB")) {
            try ImageDecoder.decode(
                bytes: BrokenImages.jpeg(jpeg, claiming: 9000, 9000),
                region: PixelRect(x: 0, y: 0, width: 100, height: 100), scale: 8, limits: tight)
        }
        #expect(Self.peakResidentBytes() - before < 200 << 20)
    }

    @Test func multiScanSequentialJPEGIsBoundLikeAProgressiveOne() throws {
        var writer = JPEGWriter()
        writer.scanPerComponent = true
        let jpeg = try writer.encode(picture)
        // A real multi-scan file decodes as it should.
        let decoded = try ImageDecoder.decode(bytes: jpeg)
        #expect(decoded.damage == nil)
        #expect(isClose(decoded.image.pixel(x: 2, y: 2), picture.pixel(x: 2, y: 2), tolerance: 8))
        let bomb = BrokenImages.jpeg(jpeg, claiming: 30000, 30000)
        #expect(throws: ImageError(reason: "needs 2575 MiB of decoder memory, over the limit of 256 MiB")) {
            try ImageDecoder.decode(bytes: bomb, covering: PixelSize(width: 256, height: 256))
        }
    }

    @Test func singleScanBaselineJPEGNeedsNoCoefficientBuffer() throws {
        // The same claim in a single-scan baseline file passes the memory check: it is decoded an iMCU row
        // at a time, DCT-scaled to 3750², its missing data as damage.
        let baseline = BrokenImages.jpeg(try JPEGWriter().encode(picture), claiming: 30000, 30000)
        let decoded = try ImageDecoder.decode(bytes: baseline, covering: PixelSize(width: 64, height: 64))
        #expect(decoded.damage != nil)
    }

    @Test func coefficientCheckMatchesLibjpegsOwnBuffer() throws {
        // 2000² at 4:2:0: 250² luma blocks and 125² of each chroma component, 128 bytes a block.
        let jpeg = try JPEGWriter(progressive: true).encode(TestPicture.quadrants(width: 2000, height: 2000))
        let coefficients = 12_000_000
        #expect(
            throws: ImageError.overMemoryLimit(
                coefficients, limits: DecodeLimits(maxDecoderBytes: coefficients - 1))
        ) {
            try ImageDecoder.decode(
                bytes: jpeg, covering: PixelSize(width: 100, height: 100),
                limits: DecodeLimits(maxDecoderBytes: coefficients - 1))
        }
        // At exactly the coefficients' size the check passes, and libjpeg's capped memory manager, which
        // counts its other buffers too, refuses instead.
        let capped = DecodeLimits(maxDecoderBytes: coefficients)
        #expect(throws: ImageError.overMemoryLimit(nil, limits: capped)) {
            try ImageDecoder.decode(bytes: jpeg, covering: PixelSize(width: 100, height: 100), limits: capped)
        }
        let roomy = DecodeLimits(maxDecoderBytes: coefficients + (1 << 20))
        let decoded = try ImageDecoder.decode(
            bytes: jpeg, covering: PixelSize(width: 100, height: 100), limits: roomy)
        #expect(decoded.image.size == PixelSize(width: 100, height: 100))
        #expect(decoded.damage == nil)
    }

    @Test func interlacedPNGUnderThePixelLimitIsRefusedByItsRowBuffer() {
        // 10000² is within the 100-megapixel limit, but Adam7 needs all 300 MB of rows at once.
        let bomb = BrokenImages.pngBomb(width: 10000, height: 10000, interlaced: true)
        let before = Self.peakResidentBytes()
        #expect(throws: ImageError(reason: "needs 287 MiB of decoder memory, over the limit of 256 MiB")) {
            try ImageDecoder.decode(bytes: bomb, covering: PixelSize(width: 256, height: 256))
        }
        #expect(Self.peakResidentBytes() - before < 200 << 20)
        // The same header without interlacing streams its rows (here: none, so it fails on the data).
        let streamed = BrokenImages.pngBomb(width: 10000, height: 10000)
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(bytes: streamed, covering: PixelSize(width: 256, height: 256))
        }
    }

    @Test func losslessWebPIsBoundByItsFullSizeBuffer() throws {
        let webp = try WebPWriter.lossless(picture)
        let bomb = BrokenImages.losslessWebP(webp, claiming: 10000, 10000)
        #expect(try ImageDecoder.info(bytes: bomb).size == PixelSize(width: 10000, height: 10000))
        // A 256² result, but libwebp would hold 10000² ARGB pixels first.
        #expect(throws: ImageError(reason: "needs 382 MiB of decoder memory, over the limit of 256 MiB")) {
            try ImageDecoder.decode(bytes: bomb, covering: PixelSize(width: 256, height: 256))
        }
    }

    @Test func gifCanvasUnderThePixelLimitIsRefusedByItsSize() throws {
        let bomb = BrokenImages.gif(try GIFWriter().encode(picture), claiming: 10000, 10000)
        #expect(throws: ImageError(reason: "needs 287 MiB of decoder memory, over the limit of 256 MiB")) {
            try ImageDecoder.decode(bytes: bomb, covering: PixelSize(width: 256, height: 256))
        }
    }
}
