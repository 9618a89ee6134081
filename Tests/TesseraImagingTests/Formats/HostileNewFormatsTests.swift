import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// This round's new formats as a hostile user makes them, from the libraries' own encoders plus byte
/// patching: each is broken with a one-line reason, or decodes within its bounds, never traps or hangs.
@Suite struct HostileNewFormatsTests {
    let directory = TemporaryDirectory()

    /// What a decode did: its reason when broken, whether it was damaged, and how long it took.
    struct Outcome {
        var reason: String?
        var damaged = false
        var seconds = 0.0
    }

    /// Runs a decode of `file` (a thumbnail, as the Feed asks) and its info, timing both.
    func outcome(of file: FilePath) -> Outcome {
        var outcome = Outcome()
        let start = Self.now()
        do {
            _ = try? ImageDecoder.info(of: file)
            outcome.damaged =
                try ImageDecoder.decode(file: file, fitting: PixelSize(width: 256, height: 256)).damage != nil
        } catch {
            outcome.reason = error.reason
        }
        outcome.seconds = Self.now() - start
        return outcome
    }

    /// Expects `file` to be broken with a one-line reason (containing `words` when given) within `seconds`.
    func expectBroken(_ file: FilePath, saying words: String? = nil, within seconds: Double = 2) {
        let result = outcome(of: file)
        let name = file.lastComponent?.string ?? ""
        guard let reason = result.reason else {
            Issue.record("\(name) decoded")
            return
        }
        #expect(!reason.isEmpty && !reason.contains("\n") && reason.count < 200, "\(name): \(reason)")
        if let words { #expect(reason.contains(words), "\(name): \(reason)") }
        #expect(result.seconds < seconds, "\(name) took \(result.seconds) s")
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func heicWithItsDataMissingOrClaimingHugeTiles() throws {
        let good = directory.path.appending("good.heic")
        try HEIFWriter().write(TestPicture.gradient(width: 128, height: 96), to: good)
        let bytes = try FileBytes.read(good)
        expectBroken(directory.write([], to: "zero.heic"), saying: "empty file")
        // `mdat` last: cutting it leaves every item's extent pointing past the end of the file.
        expectBroken(directory.write(BrokenImages.truncated(bytes, at: bytes.count - 40), to: "cut.heic"))
        expectBroken(
            directory.write(BrokenImages.heif(bytes, claiming: 65535, 65535), to: "bomb.heic"),
            saying: "over the decode limit")
        // `ispe` claiming 0×0: libheif decodes the HEVC stream's own size, or refuses; either, at once.
        let zeroSized = outcome(
            of: directory.write(BrokenImages.heif(bytes, claiming: 0, 0), to: "zero-size.heic"))
        #expect(zeroSized.seconds < 2)
    }

    @Test func heicGridWithMissingTilesIsBrokenWithTheReason() throws {
        let source = directory.path.appending("tile.heic")
        let tile = TestPicture.quadrants(width: 64, height: 64)
        try HEIFWriter().write(tile, to: source)
        let bytes = try FileBytes.read(source)
        // The whole grid first, so the missing tiles are what breaks the other one.
        let whole = directory.write(HEIFGrid.make(from: bytes, rows: 2, columns: 2), to: "grid.heic")
        #expect(try ExternalTool.run("heif-info", [whole.string]).contains("128x128"))
        let decoded = try ImageDecoder.decode(file: whole)
        #expect(decoded.image.size == PixelSize(width: 128, height: 128))
        var bottomRight: [UInt8] = []
        for y in 64..<128 {
            let rowStart: Int = (y * 128 + 64) * 3
            bottomRight += decoded.image.pixels[rowStart..<(rowStart + 64 * 3)]
        }
        #expect(peakSignalToNoise(RGBImage(width: 64, height: 64, pixels: bottomRight), tile) > 30)
        let missing = HEIFGrid.make(from: bytes, rows: 2, columns: 2, present: [0, 3])
        expectBroken(directory.write(missing, to: "missing-tiles.heic"), saying: "grid")
        let none = HEIFGrid.make(from: bytes, rows: 8, columns: 8, present: [])
        expectBroken(directory.write(none, to: "no-tiles.heic"), saying: "grid")
    }

    @Test func avifTruncatedCorruptOrLyingAboutItsSize() throws {
        let png = directory.write(
            try PNGWriter().encode(TestPicture.gradient(width: 128, height: 96)), to: "s.png")
        let good = directory.path.appending("good.avif")
        try ExternalTool.run("avifenc", ["-s", "10", png.string, good.string])
        let bytes = try FileBytes.read(good)
        expectBroken(directory.write([], to: "zero.avif"), saying: "empty file")
        expectBroken(directory.write(BrokenImages.truncated(bytes, at: bytes.count / 3), to: "cut.avif"))
        expectBroken(
            directory.write(BrokenImages.heif(bytes, claiming: 60000, 60000), to: "bomb.avif"),
            saying: "over the decode limit")
        var corrupt = bytes
        for index in (bytes.count * 2 / 3)..<bytes.count { corrupt[index] = UInt8(index * 101 & 0xFF) }
        let result = outcome(of: directory.write(corrupt, to: "corrupt.avif"))
        #expect(result.seconds < 2)
        #expect(result.reason.map { !$0.contains("\n") } ?? true)
    }

    @Test func jxlCorruptInTheMiddle() throws {
        let good = directory.path.appending("good.jxl")
        try JXLWriter.write(
            TestPicture.gradient(width: 128, height: 96), to: good, in: directory, distance: 1)
        var bytes = try FileBytes.read(good)
        expectBroken(directory.write([], to: "zero.jxl"), saying: "empty file")
        for index in (bytes.count / 3)..<bytes.count { bytes[index] = UInt8(index * 29 & 0xFF) }
        let result = outcome(of: directory.write(bytes, to: "corrupt.jxl"))
        #expect(result.seconds < 2)
        #expect(result.reason.map { !$0.contains("\n") } ?? true)
    }

    @Test func tiffHeadersThatLie() throws {
        let good = directory.path.appending("good.tif")
        try TIFFWriter().write(TestPicture.gradient(width: 64, height: 48), to: good)
        let bytes = try FileBytes.read(good)
        let huge = BrokenImages.tiff(
            BrokenImages.tiff(bytes, setting: 256, to: 4_000_000_000), setting: 257, to: 4_000_000_000)
        expectBroken(directory.write(huge, to: "huge.tif"), saying: "over the decode limit")
        expectBroken(directory.write(BrokenImages.tiff(bytes, setting: 256, to: 0), to: "zero-width.tif"))
        // Rows that claim 2 GB of strip data in a 10 KB file.
        let strips = BrokenImages.tiff(
            BrokenImages.tiff(bytes, setting: 279, to: 0x7FFF_FFF0), setting: 278, to: 0xFFFF)
        let result = outcome(of: directory.write(strips, to: "strips.tif"))
        #expect(result.seconds < 2)
        #expect(result.reason != nil || result.damaged, "a 2 GB strip in a small file is not whole")
    }

    @Test func tiffDirectoryLoopsAndDeepChainsAreBounded() throws {
        let good = directory.path.appending("good.tif")
        let picture = TestPicture.gradient(width: 64, height: 48)
        try TIFFWriter().write(picture, to: good)
        let bytes = try FileBytes.read(good)
        for (name, hostile) in [
            ("loop.tif", BrokenImages.tiffWithDirectoryLoop(bytes)),
            ("chain.tif", BrokenImages.tiffWithDirectoryChain(bytes, depth: 100_000)),
        ] {
            let file = directory.write(hostile, to: name)
            let start = Self.now()
            // The first page is the picture; the directories after it are never walked to the end.
            #expect(try ImageDecoder.decode(file: file).image == picture, "\(name)")
            _ = try ImageDecoder.metadata(of: file)
            #expect(Self.now() - start < 2, "\(name)")
        }
    }

    @Test func rawPreviewOffsetsThatPointAnywhere() throws {
        let jpeg = try JPEGWriter().encode(TestPicture.quadrants(width: 64, height: 48))
        let dng = DNGWriter(preview: .jpeg(jpeg, size: PixelSize(width: 64, height: 48))).encode()
        let pastTheEnd = BrokenImages.tiff(dng, setting: 0x0111, to: 0x7FFF_0000)
        expectBroken(directory.write(pastTheEnd, to: "past-end.dng"))
        let hugeCount = BrokenImages.tiff(dng, setting: 0x0117, to: 0xFFFF_FFF0)
        let result = outcome(of: directory.write(hugeCount, to: "huge-count.nef"))
        #expect(result.seconds < 2)
        let hugeBitmap = BrokenImages.tiff(
            BrokenImages.tiff(
                DNGWriter(preview: .bitmap(TestPicture.gradient(width: 8, height: 8))).encode(),
                setting: 256, to: 60000),
            setting: 257, to: 60000)
        expectBroken(directory.write(hugeBitmap, to: "huge-bitmap.dng"))
    }

    @Test func mp4WithABrokenMoov() throws {
        let whole = try VideoWriter.testPattern(
            directory, name: "whole.mp4", seconds: 2, arguments: ["-movflags", "+faststart"])
        let bytes = try FileBytes.read(whole)
        let moov = try #require(Self.offset(of: Array("moov".utf8), in: bytes))
        // Garbage over the sample tables inside `moov`.
        var broken = bytes
        for index in (moov + 200)..<min(moov + 1200, bytes.count) { broken[index] = UInt8(index * 13 & 0xFF) }
        let result = outcome(of: directory.write(broken, to: "broken-moov.mp4"))
        #expect(result.seconds < 10)
        #expect(result.reason.map { !$0.contains("\n") } ?? true)
        // The moov box's size claiming 4 GB.
        var lying = bytes
        lying.replaceSubrange((moov - 4)..<moov, with: [0xFF, 0xFF, 0xFF, 0xF0])
        let lyingOutcome = outcome(of: directory.write(lying, to: "lying-moov.mp4"))
        #expect(lyingOutcome.seconds < 10)
        expectBroken(
            directory.write(BrokenImages.truncated(bytes, at: moov + 100), to: "cut-moov.mov"), within: 10)
    }

    @Test func gifOfTenThousandFramesWithZeroDelays() throws {
        let frames = (0..<10_000).map { TestPicture.checkerboard(width: 16, height: 16, cell: 1 + $0 % 4) }
        var writer = GIFWriter()
        writer.delaysInCentiseconds = Array(repeating: 0, count: frames.count)
        let gif = try writer.encode(frames[0], laterFrames: Array(frames.dropFirst()))
        let start = Self.now()
        let animation = try #require(try ImageDecoder.animation(bytes: gif))
        #expect(animation.frames.count == 10_000)
        #expect(animation.frames.allSatisfy { $0.delayMilliseconds == 100 })
        #expect(Self.now() - start < 10)
        // The same file under a tighter limit: refused with the reason, before all frames are kept.
        #expect(
            throws: ImageError(
                reason: "animation of 16×16 is over the decode limit of 1 megapixel for all its frames")
        ) {
            try ImageDecoder.animation(bytes: gif, limits: DecodeLimits(maxPixels: 1_000_000))
        }
    }

    @Test func exifWith64KBStringsAndEscapes() throws {
        let file = directory.path.appending("long.tif")
        try TIFFWriter().write(TestPicture.gradient(width: 16, height: 16), to: file)
        let long = String(repeating: "\u{1B}[2J0123456789abcdef", count: 3300)  // ≈ 66 KB
        try ExternalTool.run(
            "exiftool", ["-q", "-overwrite_original", "-Make=\(long)", "-Model=\(long)", file.string])
        #expect(try ExternalTool.exiftool("Make", of: file).count > 60_000, "exiftool wrote the long text")
        let start = Self.now()
        let metadata = try ImageDecoder.metadata(of: file)
        #expect(Self.now() - start < 1)
        #expect((metadata.make?.utf8.count ?? 0) <= 256)
        // Control characters are dropped: the escape never reaches the info panel.
        #expect(metadata.make?.hasPrefix("[2J0123") == true)
        #expect(metadata.make?.contains("\u{1B}") == false)
    }

    static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first {
            bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
