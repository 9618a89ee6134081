import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whatever lies at a photo's path in the shared cache is checked cheaply (size, PNG header, text chunks)
/// before a pixel is decoded, and replaced when it fails.
@MainActor
@Suite(.serialized) struct UntrustedCacheTests {
    let folder = TemporaryDirectory()

    /// A red 800 × 600 JPEG photo and its request.
    func photo(_ name: String = "photo.jpg") throws -> PictureRequest {
        let image = RGBImage(size: PixelSize(width: 800, height: 600), filledWith: (220, 0, 0))
        let file = folder.write(try JPEGWriter().encode(image), to: name)
        return try .current(file)
    }

    func location() -> ThumbnailCacheLocation {
        folder.makeFolder("cache/thumbnails/large")
        return ThumbnailCacheLocation(directory: folder.path.appending("cache/thumbnails"))
    }

    /// The peak resident size of this process so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        _ = getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// Makes the thumbnail of `request` through a pipeline with the cache at `location`; checks that the
    /// photo's own (red) pixels are shown, that the cache file is now Tessera's, and returns how many bytes
    /// the peak resident size grew by.
    func showsThePhotoAndRewritesTheCache(_ request: PictureRequest, location: ThumbnailCacheLocation) throws
        -> Int
    {
        let before = Self.peakResidentBytes()
        let pipeline = PicturePipeline(
            configuration: .init(diskCache: ThumbnailDiskCache(location: location)), onFinish: {})
        pipeline.want([request])
        pipeline.waitUntilIdle()
        let growth = Self.peakResidentBytes() - before
        guard case .ready(let picture) = pipeline.state(of: request) else {
            Issue.record("not ready")
            return growth
        }
        #expect(picture.image.pixel(x: 5, y: 5).red > 180)
        let uri = FileURI.make(for: request.file)
        let rewritten = try ImageDecoder.decode(file: location.path(forURI: uri, size: .large))
        #expect(rewritten.image.size == PixelSize(width: 256, height: 192))
        #expect(rewritten.text["Thumb::URI"] == uri)
        #expect(rewritten.text["Thumb::MTime"] == String(request.modifiedSeconds))
        return growth
    }

    @Test func aHugeInterlacedPNGAtThePhotosPathIsRejectedFromItsHeader() throws {
        let request = try photo()
        let location = location()
        let uri = FileURI.make(for: request.file)
        // 9000² RGB interlaced: under every decode limit, but 243 MB of rows to decode it.
        let bomb = BrokenImages.pngBomb(
            width: 9000, height: 9000, interlaced: true,
            text: [("Thumb::URI", uri), ("Thumb::MTime", String(request.modifiedSeconds))])
        folder.write(bomb, to: "cache/thumbnails/large/\(MD5.hex(uri.utf8)).png")
        #expect(try showsThePhotoAndRewritesTheCache(request, location: location) < 100 << 20)
    }

    @Test func aThumbnailWithoutItsURIIsRejectedBeforeDecoding() throws {
        let request = try photo()
        let location = location()
        let uri = FileURI.make(for: request.file)
        let green = RGBImage(size: PixelSize(width: 256, height: 192), filledWith: (0, 200, 0))
        let anonymous = try PNGEncoder.encode(
            green, text: [("Thumb::MTime", String(request.modifiedSeconds))])
        let path = folder.write(anonymous, to: "cache/thumbnails/large/\(MD5.hex(uri.utf8)).png")
        #expect(
            CachedThumbnailFile(path, size: .large, uri: uri, modifiedSeconds: request.modifiedSeconds) == nil
        )
        _ = try showsThePhotoAndRewritesTheCache(request, location: location)
    }

    @Test func aSparse500MBFileAtThePhotosPathIsRejectedFromItsSize() throws {
        let request = try photo()
        let location = location()
        let uri = FileURI.make(for: request.file)
        let path = folder.write([], to: "cache/thumbnails/large/\(MD5.hex(uri.utf8)).png")
        try #require(path.withPlatformString { truncate($0, 500 << 20) } == 0)
        #expect(try showsThePhotoAndRewritesTheCache(request, location: location) < 100 << 20)
    }

    @Test func aNormalThumbnailOverItsSizeIsRejected() throws {
        let uri = "file:///photos/a.jpg"
        let text = [("Thumb::URI", uri), ("Thumb::MTime", "7")]
        let small = try PNGEncoder.encode(
            RGBImage(size: PixelSize(width: 128, height: 96), filledWith: (1, 2, 3)), text: text)
        let large = try PNGEncoder.encode(
            RGBImage(size: PixelSize(width: 129, height: 96), filledWith: (1, 2, 3)), text: text)
        let smallPath = folder.write(small, to: "small.png")
        let largePath = folder.write(large, to: "large.png")
        #expect(CachedThumbnailFile(smallPath, size: .normal, uri: uri, modifiedSeconds: 7)?.bytes == small)
        #expect(CachedThumbnailFile(largePath, size: .normal, uri: uri, modifiedSeconds: 7) == nil)
        #expect(CachedThumbnailFile(largePath, size: .large, uri: uri, modifiedSeconds: 7) != nil)
        #expect(CachedThumbnailFile(smallPath, size: .normal, uri: uri, modifiedSeconds: 8) == nil)
    }

    @Test func aSymlinkOrFIFOAtThePhotosPathIsNeverOpened() throws {
        let fifo = folder.makeFIFO(named: "fifo.png")
        #expect(CachedThumbnailFile.readBounded(fifo) == nil)
        let target = folder.write(
            try PNGEncoder.encode(
                RGBImage(size: PixelSize(width: 4, height: 4), filledWith: (0, 0, 0)), text: []),
            to: "target.png")
        let link = folder.path.appending("link.png")
        try #require(target.withPlatformString { t in link.withPlatformString { symlink(t, $0) } } == 0)
        #expect(CachedThumbnailFile.readBounded(link) == nil)
        #expect(CachedThumbnailFile.readBounded(target) != nil)
    }

    @Test func iTXtTextChunksAreReadAndCompressedOnesAreNot() {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
            return be32(data.count) + Array(type.utf8) + data + be32(0)  // Checksums are not read.
        }
        let header = chunk("IHDR", [0, 0, 1, 0, 0, 0, 0, 64, 8, 2, 0, 0, 0])
        let plain = chunk(
            "iTXt",
            Array("Thumb::URI".utf8) + [0, 0, 0] + Array("en".utf8) + [0, 0] + Array("file:///ü".utf8))
        let compressed = chunk("iTXt", Array("Thumb::MTime".utf8) + [0, 1, 0, 0, 0, 0x78, 0x9C])
        let png =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + header + plain + compressed + chunk("IEND", [])
        let chunks = PNGChunks(png)
        #expect(chunks?.width == 256 && chunks?.height == 64)
        #expect(chunks?.text == ["Thumb::URI": "file:///ü"])
        #expect(PNGChunks(Array(png.prefix(png.count - 15))) == nil)
    }
}
