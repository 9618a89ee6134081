import ImagingTestSupport
import SystemPackage
import Testing

@testable import TesseraImaging

/// A shape read (`ImageDecoder.info(of:)`) reads 4 KiB of a file first and stops there when it holds a
/// JPEG's whole header (`JPEGTruncation.holdsWholeHeader`), reading on to 64 KiB otherwise: cut at every
/// length, a prefix said to hold the header reads the same size and orientation as the whole file.
@Suite struct JPEGHeaderFirstReadTests {
    private static func header(of bytes: [UInt8]) -> String {
        do throws(ImageError) {
            let info = try JPEGDecoder.info(bytes)
            return "\(info.size) \(info.orientation)"
        } catch {
            return "error: \(error.reason)"
        }
    }

    private static func holdsWholeHeader(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(JPEGTruncation.holdsWholeHeader)
    }

    /// `bytes` with a comment segment of `length` bytes of payload right after the start marker.
    private static func withComment(_ bytes: [UInt8], length: Int) -> [UInt8] {
        let size = length + 2
        let comment: [UInt8] = [0xFF, 0xFE, UInt8(size >> 8), UInt8(size & 0xFF)]
        return Array(bytes.prefix(2)) + comment + [UInt8](repeating: 0x41, count: length) + bytes.dropFirst(2)
    }

    @Test(arguments: [false, true])
    func aPrefixHoldingTheHeaderReadsWhatTheWholeFileReads(progressive: Bool) throws {
        let bytes = try JPEGWriter(progressive: progressive, exif: ExifSegment.orientation(6))
            .encode(PictureQuality.detailed(width: 96, height: 64))
        let whole = Self.header(of: bytes)
        #expect(whole == "\(PixelSize(width: 64, height: 96)) \(ExifOrientation(rawValue: 6)!)")
        var shortest: Int?
        for length in 2...bytes.count {
            let prefix = Array(bytes.prefix(length))
            guard Self.holdsWholeHeader(prefix) else {
                #expect(shortest == nil, "a longer cut (\(shortest ?? 0)) held the header, \(length) not")
                continue
            }
            shortest = shortest ?? length
            #expect(Self.header(of: prefix) == whole, "cut at \(length)")
        }
        // The header (with its EXIF and tables) ends well before the picture's data.
        let headerEnd = try #require(shortest)
        #expect(headerEnd < bytes.count / 2)
        #expect(!Self.holdsWholeHeader(Array(bytes.prefix(headerEnd - 1))))
    }

    @Test func otherFormatsAndDamagedStartsNeverHoldAJPEGHeader() throws {
        #expect(!Self.holdsWholeHeader(try PNGWriter().encode(TestPicture.gradient(width: 8, height: 8))))
        #expect(!Self.holdsWholeHeader([0xFF, 0xD8, 0x12, 0x34, 0x56]))
        #expect(!Self.holdsWholeHeader([0xFF, 0xD8, 0xFF, 0xD9]))
        #expect(!Self.holdsWholeHeader([]))
    }

    @Test func aSmallHeaderIsReadFromTheFirst4KiBAlone() throws {
        let folder = TemporaryDirectory()
        let bytes = try JPEGWriter(exif: ExifSegment.orientation(8))
            .encode(PictureQuality.detailed(width: 640, height: 480))
        #expect(bytes.count > 4 * ImageDecoder.headerFirstReadBytes)
        let file = folder.write(bytes, to: "small-header.jpg")
        let read = try FileReader.read(
            file, prefix: ImageDecoder.headerPrefixBytes, limits: .standard,
            firstReading: ImageDecoder.headerFirstReadBytes
        ) { Self.holdsWholeHeader($0) }
        #expect(read.bytes.count == ImageDecoder.headerFirstReadBytes)
        #expect(!read.isWhole)
        let info = try ImageDecoder.info(of: file)
        #expect(info.size == PixelSize(width: 480, height: 640))
        #expect(info.orientation == ExifOrientation(rawValue: 8))
    }

    @Test func aHeaderLongerThan4KiBIsReadOn() throws {
        let folder = TemporaryDirectory()
        let plain = try JPEGWriter(exif: ExifSegment.orientation(6))
            .encode(PictureQuality.detailed(width: 640, height: 480))
        let bytes = Self.withComment(plain, length: 6000)  // the EXIF now starts past 6 KiB
        let file = folder.write(bytes, to: "long-header.jpg")
        let read = try FileReader.read(
            file, prefix: ImageDecoder.headerPrefixBytes, limits: .standard,
            firstReading: ImageDecoder.headerFirstReadBytes
        ) { Self.holdsWholeHeader($0) }
        #expect(read.bytes == Array(bytes.prefix(ImageDecoder.headerPrefixBytes)))
        let info = try ImageDecoder.info(of: file)
        #expect(info.size == PixelSize(width: 480, height: 640))
        #expect(info.orientation == ExifOrientation(rawValue: 6))
    }
}
