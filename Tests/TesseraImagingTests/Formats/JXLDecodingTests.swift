import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

@Suite struct JXLDecodingTests {
    private let picture = TestPicture.quadrants(width: 64, height: 48)
    private let directory = TemporaryDirectory()

    @Test func losslessDecodesExactlyAndMatchesDjxl() throws {
        let gradient = TestPicture.gradient(width: 70, height: 40)
        let file = directory.path.appending("gradient.jxl")
        try JXLWriter.write(gradient, to: file, in: directory)
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .jxl, size: gradient.size))
        #expect(decoded.image == gradient)
        #expect(
            peakSignalToNoise(
                decoded.image, try ExternalTool.referenceDecode(file, in: directory, tool: "djxl")) > 45)
    }

    @Test func lossyDecodesCloseToDjxl() throws {
        let file = directory.path.appending("lossy.jxl")
        try JXLWriter.write(
            TestPicture.gradient(width: 96, height: 64), to: file, in: directory, distance: 1.5)
        let decoded = try ImageDecoder.decode(file: file, covering: PixelSize(width: 48, height: 32))
        #expect(decoded.image.size == PixelSize(width: 48, height: 32))
        let reference = try ExternalTool.referenceDecode(file, in: directory, tool: "djxl").resampled(
            to: PixelSize(width: 48, height: 32))
        #expect(peakSignalToNoise(decoded.image, reference) > 40)
    }

    @Test(arguments: ExifOrientation.allCases)
    func transcodedOrientedJPEGIsUpright(orientation: ExifOrientation) throws {
        // cjxl keeps the JPEG's orientation in the codestream and its EXIF in an Exif box.
        let jpeg = try JPEGWriter.oriented(orientation).encode(picture)
        let file = directory.path.appending("o\(orientation.rawValue).jxl")
        try JXLWriter.transcode(jpeg, to: file, in: directory)
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info.size == picture.size)
        #expect(showsQuadrants(decoded.image))
        #expect(try ImageDecoder.metadata(of: file).orientation == orientation)
    }

    @Test func exifBoxReadsBack() throws {
        let file = directory.path.appending("exif.jxl")
        try JXLWriter.write(picture, to: file, in: directory)
        #expect(try ImageDecoder.metadata(of: file).isEmpty)
        try ExternalTool.writePhoneExif(to: file)  // wraps the codestream in the container, adds an Exif box
        let metadata = try ImageDecoder.metadata(of: file)
        #expect(metadata.make == "Apple")
        #expect(metadata.focalLength == 6.9)
        #expect(metadata.fNumber == 1.8)
        #expect(showsQuadrants(try ImageDecoder.decode(file: file).image))
    }

    @Test func animationGivesItsFirstFrame() throws {
        // An animated GIF with real frame delays (zero-delay frames are layers of the next frame in JPEG XL).
        let gif = directory.path.appending("anim.gif")
        try ExternalTool.run(
            "ffmpeg",
            [
                "-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=2", "-frames:v", "3",
                gif.string,
            ])
        let file = directory.path.appending("anim.jxl")
        try ExternalTool.run("cjxl", [gif.string, file.string, "-d", "0"])
        #expect(try ExternalTool.run("jxlinfo", [file.string]).contains("JPEG XL animation"))
        func frame(_ index: Int) throws -> RGBImage {
            try ExternalTool.referenceDecode(gif, in: directory, tool: "ffmpeg") { input, output in
                [
                    "-loglevel", "error", "-i", input, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                    output,
                ]
            }
        }
        let decoded = try ImageDecoder.decode(file: file)
        #expect(decoded.info == ImageInfo(format: .jxl, size: PixelSize(width: 64, height: 48)))
        let first = peakSignalToNoise(decoded.image, try frame(0))
        #expect(first > 40)
        #expect(first > peakSignalToNoise(decoded.image, try frame(2)))
    }

    @Test func brokenFilesAreTypedErrors() throws {
        let file = directory.path.appending("good.jxl")
        try JXLWriter.write(
            TestPicture.gradient(width: 128, height: 96), to: file, in: directory, distance: 1)
        let bytes = try FileBytes.read(file)
        for length in [2, 10, bytes.count / 2, bytes.count - 1] {
            #expect(throws: ImageError.self) { try ImageDecoder.decode(bytes: Array(bytes.prefix(length))) }
        }
        #expect(throws: ImageError.self) {
            try ImageDecoder.decode(bytes: [0xFF, 0x0A] + [UInt8](repeating: 0xFF, count: 64))
        }
    }
}
