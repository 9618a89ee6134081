import ImagingTestSupport
import Testing

@testable import TesseraImaging

@Suite struct ExifParserTests {
    /// What ``ExifBlock/phone(isBigEndian:)`` holds, read back.
    static let phone: PhotoMetadata = {
        var metadata = PhotoMetadata()
        metadata.make = "Apple"
        metadata.model = "iPhone 15 Pro"
        metadata.lensModel = "iPhone 15 Pro back camera 6.86mm f/1.78"
        metadata.orientation = .right
        metadata.dateTaken = ExifDateTime(
            year: 2026, month: 11, day: 8, hour: 12, minute: 11, second: 5, utcOffsetMinutes: 60)
        metadata.exposureTime = ExifRational(numerator: 1, denominator: 250)
        metadata.fNumber = 1.8
        metadata.iso = 125
        metadata.focalLength = 6.9
        metadata.location = GPSCoordinate(
            latitude: 48 + 51.0 / 60 + 29.88 / 3600, longitude: -(2 + 17.0 / 60 + 40.2 / 3600))
        return metadata
    }()

    @Test(arguments: [true, false])
    func everyFieldIsReadInEitherByteOrder(bigEndian: Bool) {
        let metadata = PhotoMetadata(exif: ExifBlock.phone(isBigEndian: bigEndian).bytes())
        #expect(metadata == Self.phone)
        #expect(metadata.location?.description == "48.85830, -2.29450")
        #expect(metadata.exposureTime?.description == "1/250")
        #expect(metadata.dateTaken?.description == "2026-11-08 12:11:05 +01:00")
    }

    @Test func theThreeWrappingsAreAccepted() {
        let tiff = ExifBlock.phone().bytes()
        let signature: [UInt8] = Array("Exif".utf8) + [0, 0]
        #expect(PhotoMetadata(exif: signature + tiff) == Self.phone)
        #expect(PhotoMetadata(exif: [0, 0, 0, 0] + tiff) == Self.phone)
        #expect(PhotoMetadata(exif: [0, 0, 0, 6] + signature + tiff) == Self.phone)
        #expect(PhotoMetadata(exif: [0, 0, 0, 0] + signature + tiff) == Self.phone)
    }

    @Test func dateFallsBackFromOriginalToDigitizedToModified() {
        var block = ExifBlock.phone()
        block.exif.removeAll { $0.tag == 0x9003 }
        let digitized = PhotoMetadata(exif: block.bytes()).dateTaken
        #expect(digitized?.source == .digitized)
        #expect(digitized?.second == 6)
        #expect(digitized?.utcOffsetMinutes == nil)
        block.exif.removeAll { $0.tag == 0x9004 }
        block.exif.append(.ascii(0x9010, "-05:30"))
        let modified = PhotoMetadata(exif: block.bytes()).dateTaken
        #expect(modified?.description == "2026-11-09 08:00:00 -05:30")
        #expect(modified?.source == .modified)
    }

    @Test func blankAndMalformedValuesAreLeftOut() {
        let block = ExifBlock(
            ifd0: [.ascii(0x010F, "   "), .short(0x0112, 9), .ascii(0x0132, "0000:00:00 00:00:00")],
            exif: [
                .rational(0x829A, (1, 0)), .rational(0x829D, (0, 1)), .ascii(0x9003, "2026:13:01 10:00:00"),
                .ascii(0x9011, "   :  "),
            ],
            gps: [
                .ascii(1, "N"), .rational(2, (91, 1), (0, 1), (0, 1)), .rational(4, (1, 1), (0, 1), (0, 1)),
            ])
        #expect(PhotoMetadata(exif: block.bytes()).isEmpty)
    }

    @Test func garbageGivesEmptyMetadata() {
        #expect(PhotoMetadata(exif: []).isEmpty)
        #expect(PhotoMetadata(exif: Array("not exif at all".utf8)).isEmpty)
        #expect(PhotoMetadata(exif: [0xFF, 0xFF, 0xFF, 0xF0, 0x49, 0x49]).isEmpty)
    }

    @Test func anExifPointerBackToIFD0IsNotFollowedTwice() {
        var block = ExifBlock(ifd0: [.ascii(0x010F, "Loop")])
        block.ifd0.append(.long(0x8769, 8))  // the Exif IFD "is" IFD0
        #expect(PhotoMetadata(exif: block.bytes()).make == "Loop")
    }

    @Test func longTextIsCut() {
        let block = ExifBlock(ifd0: [.ascii(0x0110, String(repeating: "M", count: 5000))])
        #expect(PhotoMetadata(exif: block.bytes()).model?.count == ExifDirectory.maxTextBytes)
    }

    @Test func offsetsAreParsedWithinFourteenHours() {
        #expect(ExifDateTime.offsetMinutes("+05:45") == 345)
        #expect(ExifDateTime.offsetMinutes("-09:30") == -570)
        #expect(ExifDateTime.offsetMinutes("+15:00") == nil)
        #expect(ExifDateTime.offsetMinutes("05:00") == nil)
    }

    @Test func rationalsReadAsPhotographersWriteThem() {
        #expect(ExifRational(numerator: 10, denominator: 2500)?.description == "1/250")
        #expect(ExifRational(numerator: 5, denominator: 2)?.description == "2.5")
        #expect(ExifRational(numerator: 30, denominator: 1)?.description == "30")
        #expect(ExifRational(numerator: 1, denominator: 0) == nil)
    }
}
