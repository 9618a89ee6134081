import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// 8-bit RGB and grey TIFFs are read strip by strip straight into the resampler: the result is the same
/// as resampling the whole picture, whatever the strips' rows and the compression.
@Suite struct TIFFStripReadingTests {
    private let directory = TemporaryDirectory()

    @Test(arguments: [TIFFWriter.Kind.rgb8, .grey8], [UInt16(1), 5, 7])
    func stripsResampleAsTheWholePictureDoes(kind: TIFFWriter.Kind, compression: UInt16) throws {
        let gradient = TestPicture.gradient(width: 90, height: 37)  // 8-row strips, the last of 5 rows
        let file = directory.path.appending("\(kind)-\(compression).tif")
        try TIFFWriter(kind: kind, compression: compression).write(gradient, to: file)
        let whole = try ImageDecoder.decode(file: file)
        if compression != 7 {
            // Grey TIFFs store the green channel.
            let green = stride(from: 1, to: gradient.pixels.count, by: 3).flatMap { index in
                [gradient.pixels[index], gradient.pixels[index], gradient.pixels[index]]
            }
            let expected = kind == .grey8 ? RGBImage(width: 90, height: 37, pixels: green) : gradient
            #expect(whole.image == expected)
        }
        let box = PixelSize(width: 40, height: 40)
        let small = try ImageDecoder.decode(file: file, fitting: box)
        #expect(small.image.size == PixelSize(width: 40, height: 16))
        #expect(small.image == whole.image.resampled(to: small.image.size))
    }
}
