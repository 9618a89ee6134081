import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// EXIF written by exiftool (an independent writer) into JPEG, PNG and WebP, read back through
/// ``ImageDecoder/metadata(of:limits:)``; HEIF, AVIF, JPEG XL and TIFF have their own suites.
@Suite struct MetadataInEveryFormatTests {
    private let picture = TestPicture.quadrants(width: 32, height: 24)
    private let directory = TemporaryDirectory()

    private func expectPhoneFields(_ file: FilePath) throws {
        try ExternalTool.writePhoneExif(to: file)
        let metadata = try ImageDecoder.metadata(of: file)
        #expect(metadata.make == "Apple")
        #expect(metadata.model == "iPhone 15 Pro")
        #expect(metadata.lensModel == "iPhone 15 Pro back camera")
        #expect(metadata.dateTaken?.description == "2026-11-08 12:11:05 +01:00")
        #expect(metadata.dateTaken?.source == .original)
        #expect(metadata.exposureTime?.description == "1/250")
        #expect(metadata.fNumber == 1.8)
        #expect(metadata.iso == 125)
        #expect(metadata.focalLength == 6.9)
        #expect(metadata.location?.description == "48.85830, -2.29450")
    }

    @Test func jpeg() throws {
        try expectPhoneFields(directory.write(try JPEGWriter().encode(picture), to: "photo.jpg"))
    }

    @Test func png() throws {
        try expectPhoneFields(directory.write(try PNGWriter().encode(picture), to: "photo.png"))
    }

    @Test func webp() throws {
        try expectPhoneFields(directory.write(try WebPWriter.lossy(picture), to: "photo.webp"))
    }

    @Test func jpegExifBeyondTheFirstBytesReadIsFound() throws {
        let app2 = [0xFF, 0xE2, 0xFF, 0xFF] + [UInt8](repeating: 0x41, count: 0xFFFD)
        let jpeg = try JPEGWriter(exif: Array("Exif".utf8) + [0, 0] + ExifBlock.phone().bytes()).encode(
            picture)
        let padded = Array(jpeg[0..<2]) + Array(repeating: app2, count: 5).flatMap { $0 } + Array(jpeg[2...])
        let metadata = try ImageDecoder.metadata(of: directory.write(padded, to: "far.jpg"))
        #expect(metadata.make == "Apple")
        #expect(metadata.orientation == .right)
    }

    @Test func photosWithoutExifGiveEmptyMetadataAndNonImagesThrow() throws {
        #expect(
            try ImageDecoder.metadata(of: directory.write(try JPEGWriter().encode(picture), to: "a.jpg"))
                .isEmpty)
        #expect(
            try ImageDecoder.metadata(of: directory.write(try GIFWriter().encode(picture), to: "a.gif"))
                .isEmpty)
        #expect(throws: ImageError.notAnImage) {
            try ImageDecoder.metadata(of: directory.write(BrokenImages.text, to: "notes.jpg"))
        }
    }
}
