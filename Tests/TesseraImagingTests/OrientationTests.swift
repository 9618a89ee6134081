import TesseraImaging
import ImagingTestSupport
import Testing

@Suite struct OrientationTests {
    /// Landscape upright: 64 × 48.
    private let picture = TestPicture.quadrants(width: 64, height: 48)

    @Test(arguments: ExifOrientation.allCases, ExifSegment.ByteOrder.allCases)
    func everyOrientationLandsUpright(orientation: ExifOrientation, byteOrder: ExifSegment.ByteOrder) throws {
        let jpeg = try JPEGWriter.oriented(orientation, byteOrder: byteOrder).encode(picture)
        let decoded = try ImageDecoder.decode(bytes: jpeg)
        #expect(decoded.info == ImageInfo(format: .jpeg, size: picture.size, orientation: orientation))
        #expect(decoded.image.size == picture.size)
        #expect(showsQuadrants(decoded.image))
        #expect(try ImageDecoder.info(bytes: jpeg) == decoded.info)
    }

    @Test(arguments: ExifOrientation.allCases)
    func coveringIsInUprightPixels(orientation: ExifOrientation) throws {
        // A portrait photo, as a phone stores it for orientation 6: 80 wide and 60 tall on disk.
        let portrait = TestPicture.quadrants(width: 60, height: 80)
        let jpeg = try JPEGWriter.oriented(orientation).encode(portrait)
        let decoded = try ImageDecoder.decode(bytes: jpeg, covering: PixelSize(width: 30, height: 40))
        #expect(decoded.info.size == PixelSize(width: 60, height: 80))
        #expect(decoded.image.size == PixelSize(width: 30, height: 40))
        #expect(showsQuadrants(decoded.image))
    }

    @Test func storedSizeIsTransposedForOrientationsFiveToEight() {
        let stored = PixelSize(width: 4000, height: 3000)
        for orientation in ExifOrientation.allCases {
            let expected = orientation.rawValue >= 5 ? PixelSize(width: 3000, height: 4000) : stored
            #expect(orientation.upright(stored) == expected)
            #expect(orientation.swapsDimensions == (orientation.rawValue >= 5))
        }
    }

    @Test(arguments: [UInt16(0), 9, 0xFFFF])
    func valuesOutsideOneToEightMeanUp(value: UInt16) throws {
        let jpeg = try JPEGWriter(exif: ExifSegment.orientation(value)).encode(picture)
        let decoded = try ImageDecoder.decode(bytes: jpeg)
        #expect(decoded.info.orientation == .up)
        #expect(showsQuadrants(decoded.image))
    }

    @Test func malformedExifMeansUp() throws {
        var exif = ExifSegment.orientation(6)
        exif[6] = UInt8(ascii: "X")  // neither "II" nor "MM"
        let broken = try JPEGWriter(exif: exif).encode(picture)
        #expect(try ImageDecoder.info(bytes: broken).orientation == .up)
        // An IFD offset past the end of the payload.
        var farOffset = ExifSegment.orientation(6)
        farOffset[13] = 0xF0
        #expect(try ImageDecoder.info(bytes: JPEGWriter(exif: farOffset).encode(picture)).orientation == .up)
    }

    @Test func nonJPEGFormatsAreUp() throws {
        let png = try PNGWriter().encode(picture)
        #expect(try ImageDecoder.info(bytes: png).orientation == .up)
    }
}
