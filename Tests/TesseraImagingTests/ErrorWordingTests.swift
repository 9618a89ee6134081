import TesseraImaging
import Testing

@Suite struct ErrorWordingTests {
    @Test func libraryMessagesBecomeReasons() {
        #expect(ImageError(message: "Premature end of JPEG file").reason == "premature end of JPEG file")
        #expect(
            ImageError(message: "Not a JPEG file: starts with 0x89 0x50.\n").reason
                == "not a JPEG file: starts with 0x89 0x50")
        #expect(ImageError(message: "No such file or directory").description == "no such file or directory")
        // A leading acronym keeps its capitals.
        #expect(
            ImageError(message: "JPEG datastream contains no image").reason
                == "JPEG datastream contains no image")
        #expect(ImageError(message: " ").reason == "unknown error")
    }

    @Test func limitsAreStatedInWords() {
        let size = PixelSize(width: 5000, height: 40000)
        #expect(
            ImageError.overDecodeLimit(size, limits: .standard).reason
                == "5000×40000 is over the decode limit of 100 megapixels")
        #expect(
            ImageError.overDecodeLimit(size, limits: DecodeLimits(maxPixels: 1_000_000)).reason.hasSuffix(
                "of 1 megapixel"))
        #expect(
            ImageError.overDecodeLimit(size, limits: DecodeLimits(maxPixels: 2500)).reason.hasSuffix(
                "of 2500 pixels"))
        #expect(DecodeLimits.standard == DecodeLimits(maxPixels: 100_000_000, maxFileBytes: 512 << 20))
    }

    @Test func formatsAreRecognisedByTheirFirstBytes() {
        #expect(ImageFormat(magic: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat(magic: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(ImageFormat(magic: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat(magic: Array("GIF87a".utf8)) == .gif)
        #expect(ImageFormat(magic: Array("GIF89a".utf8)) == .gif)
        #expect(ImageFormat(magic: [0xFF, 0xD8]) == nil)
        #expect(ImageFormat(magic: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
        #expect(ImageFormat(magic: Array("GIF90a".utf8)) == nil)
    }
}
