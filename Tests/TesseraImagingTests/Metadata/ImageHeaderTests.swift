import CHeif
import ImagingTestSupport
import SystemPackage
import Testing

@testable import TesseraImaging

/// ``ImageDecoder/header(of:limits:)`` reads a file once for what ``ImageDecoder/info(of:limits:)`` and
/// ``ImageDecoder/metadata(of:limits:)`` read twice: over files of every format, whole, damaged and
/// missing, its two results must be theirs exactly, errors included.
@Suite struct ImageHeaderTests {
    private let picture = TestPicture.quadrants(width: 48, height: 32)
    private let directory = TemporaryDirectory()

    private func expectSameAsTwoReads(_ file: FilePath, limits: DecodeLimits = .standard) {
        let header = ImageDecoder.header(of: file, limits: limits)
        let info = Result { () throws(ImageError) in try ImageDecoder.info(of: file, limits: limits) }
        let metadata = Result { () throws(ImageError) in try ImageDecoder.metadata(of: file, limits: limits) }
        #expect(header.info == info, "\(file)")
        #expect(header.metadata == metadata, "\(file)")
    }

    /// `jpeg` with `count` APP2 segments of 64 KB before its other markers.
    private func padded(_ jpeg: [UInt8], segments count: Int) -> [UInt8] {
        let app2 = [0xFF, 0xE2, 0xFF, 0xFF] + [UInt8](repeating: 0x41, count: 0xFFFD)
        return Array(jpeg[0..<2]) + Array(repeating: app2, count: count).flatMap { $0 } + Array(jpeg[2...])
    }

    @Test func jpegsOfEveryKind() throws {
        let phone = Array("Exif".utf8) + [0, 0] + ExifBlock.phone().bytes()
        let withExif = try JPEGWriter(exif: phone).encode(picture)
        let files: [(String, [UInt8])] = [
            ("plain.jpg", try JPEGWriter().encode(picture)),
            ("phone.jpg", withExif),
            (
                "oriented.jpg",
                try JPEGWriter.oriented(.leftMirrored, byteOrder: .littleEndian).encode(picture)
            ),
            (
                "progressive.jpg",
                try JPEGWriter(progressive: true, colorSpace: .cmyk, exif: phone).encode(picture)
            ),
            // The Exif block past the first 64 KB (info's prefix) and past the first 256 KB (metadata's).
            ("far.jpg", padded(withExif, segments: 2)),
            ("farther.jpg", padded(withExif, segments: 5)),
            ("truncated.jpg", BrokenImages.truncated(withExif, at: withExif.count / 2)),
            ("cut-in-exif.jpg", BrokenImages.truncated(withExif, at: 40)),
            ("huge.jpg", BrokenImages.jpeg(withExif, claiming: 60000, 60000)),
            ("lossless.jpg", BrokenImages.losslessJPEG(from: withExif)),
        ]
        for (name, bytes) in files { expectSameAsTwoReads(directory.write(bytes, to: name)) }
    }

    @Test func aJPEGWhoseExifBlockHasNoTIFFHeaderAfterItsSignature() throws {
        // Both reads must find the same nothing (or the same header elsewhere) in a damaged block.
        var block = Array("Exif".utf8) + [0, 0, 0, 0, 0, 0] + ExifBlock.phone().bytes()
        block[6] = 0x58
        expectSameAsTwoReads(directory.write(try JPEGWriter(exif: block).encode(picture), to: "odd.jpg"))
    }

    @Test func otherFormatsWithAndWithoutExif() throws {
        let png = directory.write(try PNGWriter().encode(picture), to: "photo.png")
        let webp = directory.write(try WebPWriter.lossy(picture), to: "photo.webp")
        let jpeg = directory.write(try JPEGWriter().encode(picture), to: "exiftool.jpg")
        for file in [png, webp, jpeg] {
            expectSameAsTwoReads(file)
            try ExternalTool.writePhoneExif(to: file)
            expectSameAsTwoReads(file)
        }
        expectSameAsTwoReads(directory.write(try GIFWriter().encode(picture), to: "photo.gif"))
        let heic = directory.path.appending("photo.heic")
        try HEIFWriter(orientation: .right, exif: ExifBlock.phone().bytes()).write(picture, to: heic)
        expectSameAsTwoReads(heic)
        let avif = directory.path.appending("photo.avif")
        try HEIFWriter(compression: heif_compression_AV1, exif: ExifBlock.phone().bytes()).write(
            picture, to: avif)
        expectSameAsTwoReads(avif)
        let jxl = directory.path.appending("photo.jxl")
        try JXLWriter.transcode(
            try JPEGWriter(exif: Array("Exif".utf8) + [0, 0] + ExifBlock.phone().bytes())
                .encode(picture), to: jxl, in: directory)
        expectSameAsTwoReads(jxl)
        let tiff = directory.path.appending("photo.tiff")
        try TIFFWriter(orientation: .down).write(picture, to: tiff)
        expectSameAsTwoReads(tiff)
    }

    @Test func rawFilesVideosAndFilesThatAreNotPhotos() throws {
        let preview = try JPEGWriter().encode(picture)
        let raw = DNGWriter(preview: .jpeg(preview, size: PixelSize(width: 48, height: 32)), orientation: 6)
        expectSameAsTwoReads(directory.write(raw.encode(), to: "photo.dng"))
        expectSameAsTwoReads(try VideoWriter.testPattern(directory, name: "clip.mp4", seconds: 1))
        expectSameAsTwoReads(directory.write(BrokenImages.text, to: "notes.jpg"))
        expectSameAsTwoReads(directory.write(BrokenImages.empty, to: "empty.jpg"))
        expectSameAsTwoReads(directory.path.appending("missing.jpg"))
        expectSameAsTwoReads(directory.makeFolder("folder.jpg"))
        expectSameAsTwoReads(directory.makeFIFO(named: "pipe.jpg"))
    }

    @Test func fileLimitsApplyAsToEachRead() throws {
        let jpeg = try JPEGWriter(exif: Array("Exif".utf8) + [0, 0] + ExifBlock.phone().bytes()).encode(
            picture)
        let far = directory.write(padded(jpeg, segments: 5), to: "far.jpg")
        var limits = DecodeLimits.standard
        limits.maxFileBytes = 100_000
        expectSameAsTwoReads(far, limits: limits)
        limits.maxFileBytes = 100
        expectSameAsTwoReads(far, limits: limits)
    }
}
