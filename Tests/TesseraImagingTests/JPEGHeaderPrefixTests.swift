import CImagingShims
import ImagingTestSupport
import Testing

@testable import TesseraImaging

/// A header read stops walking the JPEG's markers at the first scan (`JPEGTruncation.usableLength(of:
/// headerOnly:)`): cut at every length, baseline and progressive files with EXIF give the header read the
/// same answer as the walk through all the data gives it, the same size and orientation or the same
/// error.
@Suite struct JPEGHeaderPrefixTests {
    /// The size and orientation, or the error's reason, of a header read of `bytes` with the walk
    /// `headerOnly` or not.
    private static func header(of bytes: [UInt8], headerOnly: Bool) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            do throws(ImageError) {
                let decoder = try JPEGDecoder.makeDecoder(buffer, headerOnly: headerOnly)
                defer { tessera_jpeg_decoder_destroy(decoder) }
                let info = try JPEGDecoder.readHeader(decoder).info
                return "\(info.size) \(info.orientation)"
            } catch {
                return "error: \(error.reason)"
            }
        }
    }

    @Test(arguments: [false, true])
    func everyCutReadsTheSameHeaderAsTheWholeWalk(progressive: Bool) throws {
        let writer = JPEGWriter(
            progressive: progressive, exif: ExifSegment.orientation(6))
        let bytes = try writer.encode(PictureQuality.detailed(width: 96, height: 64))
        var cutsThatRead = 0
        for length in 2...bytes.count {  // past the magic, as ImageDecoder hands JPEGs over
            let prefix = Array(bytes.prefix(length))
            let walked = Self.header(of: prefix, headerOnly: false)
            #expect(Self.header(of: prefix, headerOnly: true) == walked, "cut at \(length) of \(bytes.count)")
            if !walked.hasPrefix("error") { cutsThatRead += 1 }
        }
        // Most cuts lie past the header: they read it (upright 64 × 96 for orientation 6).
        #expect(cutsThatRead > bytes.count / 2)
        let upright = PixelSize(width: 64, height: 96)
        #expect(Self.header(of: bytes, headerOnly: true) == "\(upright) \(ExifOrientation(rawValue: 6)!)")
    }
}
