import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Truncated, empty, mislabelled and bomb files of the newer still formats: each a typed error, quickly.
@Suite struct BrokenStillsTests {
    let directory = TemporaryDirectory()

    /// Runs `body` and records an issue unless it throws an ``ImageError`` within a second.
    func expectTypedErrorQuickly(_ what: String, _ body: () throws -> Void) {
        let start = clock()
        do {
            try body()
            Issue.record("\(what): no error")
        } catch is ImageError {
        } catch {
            Issue.record("\(what): \(error)")
        }
        #expect(Double(clock() - start) / Double(CLOCKS_PER_SEC) < 1, "\(what) took too long")
    }

    @Test func brokenHEIC() throws {
        let file = directory.path.appending("good.heic")
        try HEIFWriter().write(TestPicture.gradient(width: 128, height: 96), to: file)
        let bytes = try FileBytes.read(file)
        for length in [8, 40, bytes.count / 2, bytes.count - 10] {
            expectTypedErrorQuickly("HEIC cut at \(length)") {
                _ = try ImageDecoder.decode(bytes: BrokenImages.truncated(bytes, at: length))
            }
        }
        expectTypedErrorQuickly("empty") { _ = try ImageDecoder.decode(bytes: []) }
        var wrongMagic = bytes
        wrongMagic[4] = 0x41  // "Atyp"
        expectTypedErrorQuickly("wrong magic") { _ = try ImageDecoder.decode(bytes: wrongMagic) }
        let bomb = BrokenImages.heif(bytes, claiming: 60000, 50000)
        #expect(throws: ImageError(reason: "60000×50000 is over the decode limit of 100 megapixels")) {
            try ImageDecoder.decode(bytes: bomb)
        }
        expectTypedErrorQuickly("bomb info") {
            _ = try ImageDecoder.decode(bytes: bomb, covering: PixelSize(width: 8, height: 8))
        }
    }
}

extension BrokenStillsTests {
    @Test func brokenTIFF() throws {
        let file = directory.path.appending("good.tif")
        try TIFFWriter().write(TestPicture.gradient(width: 128, height: 96), to: file)
        let bytes = try FileBytes.read(file)
        for length in [4, 12, bytes.count / 2, bytes.count - 10] {
            expectTypedErrorQuickly("TIFF cut at \(length)") {
                _ = try ImageDecoder.decode(bytes: BrokenImages.truncated(bytes, at: length))
            }
        }
        let bomb = directory.path.appending("bomb.tif")
        try TIFFWriter().write(TestPicture.gradient(width: 8, height: 8), to: bomb)
        try ExternalTool.run("tiffset", ["-s", "256", "60000", bomb.string])
        try ExternalTool.run("tiffset", ["-s", "257", "60000", bomb.string])
        #expect(throws: ImageError(reason: "60000×60000 is over the decode limit of 100 megapixels")) {
            try ImageDecoder.decode(file: bomb)
        }
        expectTypedErrorQuickly("TIFF wrong magic") {
            _ = try ImageDecoder.decode(bytes: [0x49, 0x49, 0x2A] + [0])
        }
    }

    @Test func brokenJXL() throws {
        let file = directory.path.appending("good.jxl")
        try JXLWriter.write(TestPicture.gradient(width: 128, height: 96), to: file, in: directory)
        let bytes = try FileBytes.read(file)
        for length in [3, bytes.count / 2] {
            expectTypedErrorQuickly("JXL cut at \(length)") {
                _ = try ImageDecoder.decode(bytes: BrokenImages.truncated(bytes, at: length))
            }
        }
        let bomb = BrokenImages.jxlBomb(width: 60000, height: 50000)
        #expect(
            try ImageDecoder.info(bytes: bomb)
                == ImageInfo(format: .jxl, size: PixelSize(width: 60000, height: 50000)))
        #expect(throws: ImageError(reason: "60000×50000 is over the decode limit of 100 megapixels")) {
            try ImageDecoder.decode(bytes: bomb)
        }
        expectTypedErrorQuickly("JXL over the limit") {
            _ = try ImageDecoder.decode(bytes: bytes, limits: DecodeLimits(maxPixels: 100))
        }
    }
}
