import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct TIFFDecodingTests {
    private let picture = TestPicture.quadrants(width: 64, height: 48)
    private let directory = TemporaryDirectory()

    private func tiff(_ name: String, _ writer: TIFFWriter, _ image: RGBImage? = nil) throws -> FilePath {
        let file = directory.path.appending(name)
        try writer.write(image ?? picture, to: file)
        return file
    }

    /// ffmpeg's TIFF decoder, an independent reader, as the reference.
    private func reference(_ file: FilePath) throws -> RGBImage {
        try ExternalTool.referenceDecode(file, in: directory, tool: "ffmpeg") { input, output in
            ["-loglevel", "error", "-y", "-i", input, "-frames:v", "1", "-pix_fmt", "rgb24", output]
        }
    }

    @Test(arguments: [TIFFWriter.Kind.rgb8, .rgb16, .rgba8, .grey8, .grey16, .palette8, .cmyk8])
    func everyKindMatchesFFmpeg(kind: TIFFWriter.Kind) throws {
        let gradient = TestPicture.gradient(width: 50, height: 30)
        let file = try tiff("\(kind).tif", TIFFWriter(kind: kind), gradient)
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .tiff, size: gradient.size))
        if kind != .cmyk8 {  // ffmpeg reads no CMYK TIFF
            #expect(peakSignalToNoise(decoded.image, try reference(file)) > 45)
        }
        if kind == .rgb8 || kind == .rgb16 || kind == .rgba8 { #expect(decoded.image == gradient) }
        if kind == .cmyk8 { #expect(peakSignalToNoise(decoded.image, gradient) > 45) }
    }

    @Test(arguments: [UInt16(1), 5, 8, 32773, 7])
    func everyCompressionDecodes(compression: UInt16) throws {
        let file = try tiff("c\(compression).tif", TIFFWriter(compression: compression))
        #expect(showsQuadrants(try ImageDecoder.decode(file: file).image))
    }

    @Test(arguments: ExifOrientation.allCases)
    func orientationTagTurnsThePictureUpright(orientation: ExifOrientation) throws {
        let file = try tiff("o\(orientation.rawValue).tif", TIFFWriter(orientation: orientation))
        #expect(try ExternalTool.exiftool("Orientation", of: file) == "\(orientation.rawValue)")
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.orientation == orientation)
        #expect(decoded.info.size == picture.size)
        #expect(decoded.image.size == picture.size)
        #expect(showsQuadrants(decoded.image, tolerance: 0))
        let small = try ImageDecoder.decode(file: file, covering: PixelSize(width: 32, height: 24))
        #expect(small.image.size == PixelSize(width: 32, height: 24))
        #expect(showsQuadrants(small.image))
    }

    @Test func sixteenBitCMYKIsRefusedWithTheReason() throws {
        let file = try tiff("cmyk16.tif", TIFFWriter(kind: .cmyk16))
        #expect(throws: ImageError.self) { try ImageDecoder.decode(file: file) }
    }

    @Test func exifFieldsReadBack() throws {
        let file = try tiff("exif.tif", TIFFWriter())
        try ExternalTool.writePhoneExif(to: file)
        let metadata = try ImageDecoder.metadata(of: file)
        #expect(metadata.model == "iPhone 15 Pro")
        #expect(metadata.dateTaken?.description == "2026-11-08 12:11:05 +01:00")
        #expect(metadata.exposureTime?.description == "1/250")
        #expect(metadata.orientation == .up)
        #expect(showsQuadrants(try ImageDecoder.decode(file: file).image))
    }
}
