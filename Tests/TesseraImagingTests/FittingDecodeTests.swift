import TesseraImaging
import ImagingTestSupport
import Testing

/// `decode(file:fitting:)`: straight to the size that fits a box, in one resampling step.
@Suite struct FittingDecodeTests {
    let folder = TemporaryDirectory()

    @Test func theResultIsTheLargestSizeWithTheAspectInsideTheBoxAndNeverUpscaled() throws {
        let file = folder.write(
            try JPEGWriter().encode(TestPicture.quadrants(width: 800, height: 600)), to: "a.jpg")
        func size(_ width: Int, _ height: Int) throws -> PixelSize {
            try ImageDecoder.decode(file: file, fitting: PixelSize(width: width, height: height)).image.size
        }
        #expect(try size(100, 56) == PixelSize(width: 75, height: 56))
        #expect(try size(100, 100) == PixelSize(width: 100, height: 75))
        #expect(try size(160, 120) == PixelSize(width: 160, height: 120))
        #expect(try size(2000, 2000) == PixelSize(width: 800, height: 600))
        #expect(try size(1, 1) == PixelSize(width: 1, height: 1))
    }

    @Test func theBoxIsInUprightPixelsForARotatedPhoto() throws {
        let upright = TestPicture.quadrants(width: 300, height: 400)
        let jpeg = try JPEGWriter.oriented(.right).encode(upright)
        let file = folder.write(jpeg, to: "portrait.jpg")
        let decoded = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 100, height: 100))
        #expect(decoded.image.size == PixelSize(width: 75, height: 100))
        let topLeft = decoded.image.pixel(x: 10, y: 10)
        #expect(topLeft.red > 200 && topLeft.green < 60 && topLeft.blue < 60)
    }

    /// One area-average step from the full image equals resampling the full decode: fitting keeps every
    /// bit of detail a single resampling can.
    @Test func fittingEqualsResamplingTheFullImageOnce() throws {
        let picture = TestPicture.checkerboard(width: 90, height: 60, cell: 3)
        let file = folder.write(try PNGWriter().encode(picture), to: "c.png")
        let fitted = try ImageDecoder.decode(file: file, fitting: PixelSize(width: 40, height: 40)).image
        #expect(fitted == picture.resampled(to: PixelSize(width: 40, height: 27)))
    }
}
