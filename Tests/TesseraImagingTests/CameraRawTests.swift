import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct CameraRawTests {
    private let directory = TemporaryDirectory()
    private let picture = TestPicture.quadrants(width: 64, height: 48)

    @Test func jpegPreviewIsShown() throws {
        let jpeg = try JPEGWriter(quality: 95).encode(picture)
        let file = directory.write(
            DNGWriter(preview: .jpeg(jpeg, size: picture.size)).encode(), to: "IMG_1.DNG")
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .cameraRaw, size: picture.size))
        #expect(showsQuadrants(decoded.image))
        #expect(try ImageDecoder.info(of: file) == decoded.info)
    }

    @Test(arguments: [ExifOrientation.right, .down, .left])
    func rawFlipTurnsThePreview(orientation: ExifOrientation) throws {
        let stored = StoredOrientation.pixels(for: picture, orientation: orientation)
        let jpeg = try JPEGWriter(quality: 95).encode(stored)
        let dng = DNGWriter(preview: .jpeg(jpeg, size: stored.size), orientation: orientation.rawValue)
        let file = directory.write(dng.encode(), to: "turned.dng")
        let secondReader = try FixtureTool.run("exiftool", ["-s3", "-n", "-Orientation", file.string])
        #expect(String(decoding: secondReader, as: UTF8.self) == "\(orientation.rawValue)\n")
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .cameraRaw, size: picture.size, orientation: orientation))
        #expect(decoded.image.size == picture.size)
        #expect(showsQuadrants(decoded.image))
    }

    @Test func previewJPEGsOwnOrientationIsNotAppliedAgain() throws {
        // An Exif JPEG as cameras embed it: APP1 first, no JFIF APP0 (libraw adds an Exif block of its own
        // in front of a preview that does not start with one, which would hide this one).
        let jfif = try JPEGWriter.oriented(.right).encode(picture)
        #expect(jfif[2...3] == [0xFF, 0xE0])
        let jpeg = [0xFF, 0xD8] + jfif[(4 + Int(jfif[4]) << 8 + Int(jfif[5]))...]
        #expect(jpeg[2...3] == [0xFF, 0xE1])
        let stored = StoredOrientation.pixels(for: picture, orientation: .right)
        let file = directory.write(DNGWriter(preview: .jpeg(jpeg, size: stored.size)).encode(), to: "a.nef")
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.image.size == stored.size)
        #expect(showsQuadrants(decoded.image) == false)
        for sample in quadrantSamples(stored.size) {
            #expect(
                isClose(
                    decoded.image.pixel(x: sample.x, y: sample.y), stored.pixel(x: sample.x, y: sample.y),
                    tolerance: 24))
        }
    }

    @Test func bitmapPreviewIsShownExactly() throws {
        let gradient = TestPicture.gradient(width: 40, height: 30)
        let file = directory.write(DNGWriter(preview: .bitmap(gradient)).encode(), to: "b.dng")
        #expect(try ImageDecoder.decode(file: file).image == gradient)
    }

    /// libraw 0.20 re-renders a 16-bit preview with dcraw's curve; Tessera reads the samples as stored.
    @Test func sixteenBitBitmapPreviewIsShownAsStored() throws {
        let gradient = TestPicture.gradient(width: 40, height: 30)
        let file = directory.write(DNGWriter(preview: .bitmap16(gradient)).encode(), to: "b16.dng")
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .cameraRaw, size: gradient.size))
        #expect(decoded.image == gradient)
        let turned = DNGWriter(preview: .bitmap16(gradient), orientation: 6).encode()
        let small = try ImageDecoder.decode(
            file: directory.write(turned, to: "b16-6.dng"), fitting: PixelSize(width: 15, height: 20))
        #expect(small.image.size == PixelSize(width: 15, height: 20))
        #expect(small.info.size == PixelSize(width: 30, height: 40))
    }

    @Test func sixteenBitPreviewPastTheEndIsBrokenWithTheReason() throws {
        var bytes = DNGWriter(preview: .bitmap16(TestPicture.gradient(width: 40, height: 30))).encode()
        // IFD0 (the preview's directory): its StripOffsets (0x0111, one LONG) moved past the end.
        let ifd0 = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        let entries = Int(bytes[ifd0]) | Int(bytes[ifd0 + 1]) << 8
        let entry = try #require(
            (0..<entries).map { ifd0 + 2 + $0 * 12 }.first { bytes[$0] == 0x11 && bytes[$0 + 1] == 0x01 })
        bytes.replaceSubrange((entry + 8)..<(entry + 12), with: [0, 0xFF, 0xFF, 0x0F])
        let file = directory.write(bytes, to: "past-end16.dng")
        #expect(throws: ImageError(reason: "RAW file's 16-bit preview lies outside the file")) {
            try ImageDecoder.decode(file: file)
        }
    }

    @Test func previewIsScaledToTheBox() throws {
        let jpeg = try JPEGWriter(quality: 95).encode(picture)
        let dng = DNGWriter(preview: .jpeg(jpeg, size: picture.size), orientation: 6).encode()
        let file = directory.write(dng, to: "c.dng")
        let decoded = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 24, height: 24))
        #expect(decoded.image.size == PixelSize(width: 18, height: 24))
    }

    @Test func makeAndModelComeFromTheRawFile() throws {
        var dng = DNGWriter(preview: .none)
        (dng.make, dng.model) = ("Pentax", "K-1")
        let file = directory.write(dng.encode(), to: "d.pef")
        #expect(
            try ImageDecoder.cameraRawMetadata(of: file) == CameraRawMetadata(make: "Pentax", model: "K-1"))
    }

    @Test func rawWithoutAPreviewIsBrokenWithTheReason() {
        let file = directory.write(DNGWriter(preview: .none).encode(), to: "e.dng")
        #expect(throws: ImageError(reason: "RAW file has no preview")) { try ImageDecoder.decode(file: file) }
    }

    @Test func brokenRawFilesGiveTypedErrors() throws {
        let jpeg = try JPEGWriter().encode(picture)
        let whole = DNGWriter(preview: .jpeg(jpeg, size: picture.size)).encode()
        let empty = directory.write([], to: "empty.cr2")
        #expect(throws: ImageError.emptyFile) { try ImageDecoder.decode(file: empty) }
        let text = directory.write(
            Array(repeating: BrokenImages.text, count: 100).flatMap { $0 }, to: "notes.arw")
        #expect(throws: ImageError(reason: "not a RAW file libraw reads")) {
            try ImageDecoder.decode(file: text)
        }
        let cut = directory.write(BrokenImages.truncated(whole, at: 64), to: "cut.dng")
        #expect(throws: ImageError.self) { try ImageDecoder.decode(file: cut) }
    }

    @Test func bitmapPreviewOverTheLimitIsRefused() {
        let file = directory.write(DNGWriter(preview: .bitmap(picture)).encode(), to: "f.dng")
        #expect(throws: ImageError(reason: "64×48 is over the decode limit of 1000 pixels")) {
            try ImageDecoder.decode(file: file, limits: DecodeLimits(maxPixels: 1000))
        }
    }
}
