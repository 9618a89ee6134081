import CHeif
import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct AVIFDecodingTests {
    private let picture = TestPicture.quadrants(width: 64, height: 48)
    private let directory = TemporaryDirectory()

    private func avifenc(_ name: String, _ images: [RGBImage], arguments: [String] = []) throws -> FilePath {
        let sources = images.enumerated().map { index, image in
            directory.write(try! PNGWriter().encode(image), to: "\(name)-\(index).png").string
        }
        let file = directory.path.appending(name)
        try ExternalTool.run("avifenc", arguments + sources + [file.string])
        return file
    }

    @Test func libheifHasAnAV1Decoder() {
        #expect(heif_have_decoder_for_format(heif_compression_AV1) != 0)
    }

    @Test func stillDecodesCloseToAvifdec() throws {
        let gradient = TestPicture.gradient(width: 96, height: 64)
        let file = try avifenc("gradient.avif", [gradient], arguments: ["--min", "0", "--max", "10"])
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .avif, size: gradient.size))
        #expect(
            peakSignalToNoise(
                decoded.image, try ExternalTool.referenceDecode(file, in: directory, tool: "avifdec")) > 40)
        #expect(peakSignalToNoise(decoded.image, gradient) > 30)
    }

    @Test(arguments: ExifOrientation.allCases)
    func irotAndImirTurnThePictureUpright(orientation: ExifOrientation) throws {
        let file = directory.path.appending("o\(orientation.rawValue).avif")
        try HEIFWriter(compression: heif_compression_AV1, orientation: orientation).write(picture, to: file)
        #expect(try ImageDecoder.info(of: file).format == .avif)
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.size == picture.size)
        #expect(showsQuadrants(decoded.image))
    }

    @Test func animationGivesItsFirstFrame() throws {
        let black = RGBImage(size: picture.size, filledWith: (0, 0, 0))
        let file = try avifenc("animated.avif", [picture, black, black])
        #expect(try ExternalTool.run("avifdec", ["--info", file.string]).contains("3 frames"))
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.format == .avif)
        #expect(showsQuadrants(decoded.image))
    }

    @Test func exifItemReadsBack() throws {
        let file = try avifenc("exif.avif", [picture])
        try ExternalTool.writePhoneExif(to: file)
        let metadata = try ImageDecoder.metadata(of: file)
        #expect(metadata.lensModel == "iPhone 15 Pro back camera")
        #expect(metadata.location?.description == "48.85830, -2.29450")
    }

    @Test func brokenFilesAreTypedErrors() throws {
        let file = try avifenc("good.avif", [TestPicture.gradient(width: 128, height: 96)])
        let bytes = try FileBytes.read(file)
        for length in [12, 40, bytes.count / 2] {
            #expect(throws: ImageError.self) { try ImageDecoder.decode(bytes: Array(bytes.prefix(length))) }
        }
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(bytes: BrokenImages.heif(bytes, claiming: 50000, 50000))
        }
    }
}
