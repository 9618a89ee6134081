import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct HEIFDecodingTests {
    private let picture = TestPicture.quadrants(width: 64, height: 48)
    private let directory = TemporaryDirectory()

    private func heic(
        _ name: String, _ image: RGBImage? = nil, orientation: ExifOrientation = .up,
        thumbnail: RGBImage? = nil,
        exif: [UInt8]? = nil
    ) throws -> FilePath {
        let file = directory.path.appending(name)
        try HEIFWriter(orientation: orientation, thumbnail: thumbnail, exif: exif).write(
            image ?? picture, to: file)
        return file
    }

    @Test func decodesCloseToHeifConvert() throws {
        let gradient = TestPicture.gradient(width: 96, height: 64)
        let file = try heic("gradient.heic", gradient)
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .heif, size: gradient.size))
        let reference = try ExternalTool.referenceDecode(file, in: directory, tool: "heif-convert")
        #expect(peakSignalToNoise(decoded.image, reference) > 40)
        #expect(peakSignalToNoise(decoded.image, gradient) > 30)
    }

    @Test func heifEncWritesAFileWeRead() throws {
        let png = directory.write(try PNGWriter().encode(picture), to: "source.png")
        let file = directory.path.appending("enc.heic")
        try ExternalTool.run("heif-enc", ["-q", "90", png.string, "-o", file.string])
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.format == .heif)
        #expect(showsQuadrants(decoded.image))
    }

    @Test(arguments: ExifOrientation.allCases)
    func irotAndImirTurnThePictureUpright(orientation: ExifOrientation) throws {
        let file = try heic("oriented-\(orientation.rawValue).heic", orientation: orientation)
        // A second reader agrees the file is turned: exiftool's Rotation of the primary image.
        let rotation = try ExternalTool.exiftool("Rotation", of: file)
        let expectedRotation = [ExifOrientation.right: "270", .left: "90", .down: "180"]
        if let expected = expectedRotation[orientation] { #expect(rotation == expected) }
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.size == picture.size)
        #expect(decoded.image.size == picture.size)
        #expect(showsQuadrants(decoded.image))
    }

    @Test func exifOrientationIsNeverAppliedToHEIF() throws {
        var block = ExifBlock.phone()  // orientation 6, no irot
        block.ifd0.removeAll { $0.tag == 0x0110 }
        let file = try heic("exif6.heic", exif: block.bytes())
        let decoded = try ImageDecoder.decode(file: file)
        #expect(try ImageDecoder.metadata(of: file).orientation == .right)
        #expect(decoded.info.size == picture.size)
        #expect(showsQuadrants(decoded.image))
    }

    @Test func aCoveringThumbnailItemIsUsed() throws {
        // The thumbnail is a different picture, so the pixels tell which item was decoded.
        let large = TestPicture.quadrants(width: 256, height: 192)
        let thumbnail = RGBImage(size: PixelSize(width: 64, height: 48), filledWith: (200, 100, 0))
        for orientation in [ExifOrientation.up, .right] {
            let file = try heic(
                "thumbed-\(orientation.rawValue).heic", large, orientation: orientation, thumbnail: thumbnail)
            // A second reader sees the thumbnail item under the primary image.
            #expect(try ExternalTool.run("heif-info", [file.string]).contains("thumbnail: 64x48"))
            let small = try ImageDecoder.decode(file: file, covering: PixelSize(width: 32, height: 24))
            #expect(small.image.size == PixelSize(width: 32, height: 24))
            #expect(isClose(small.image.pixel(x: 8, y: 6), (200, 100, 0), tolerance: 12))
            #expect(small.info.size == large.size)
            // Larger than the thumbnail: the primary image.
            let big = try ImageDecoder.decode(file: file, covering: PixelSize(width: 128, height: 96))
            #expect(big.image.size == PixelSize(width: 128, height: 96))
            #expect(showsQuadrants(big.image))
            let fitted = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 40, height: 40))
            #expect(isClose(fitted.image.pixel(x: 10, y: 7), (200, 100, 0), tolerance: 12))
        }
    }

    @Test func exifFieldsReadBack() throws {
        let file = try heic("exif.heic")
        try ExternalTool.writePhoneExif(to: file)
        let metadata = try ImageDecoder.metadata(of: file)
        #expect(metadata.make == "Apple")
        #expect(metadata.dateTaken?.description == "2026-11-08 12:11:05 +01:00")
        #expect(metadata.iso == 125)
        #expect(metadata.location?.description == "48.85830, -2.29450")
    }

    @Test func decodeLimitIsCheckedBeforeDecoding() throws {
        let file = try heic("limit.heic")
        #expect(throws: ImageError(reason: "64×48 is over the decode limit of 1000 pixels")) {
            try ImageDecoder.decode(file: file, limits: DecodeLimits(maxPixels: 1000))
        }
    }
}
