import ImagingTestSupport
import SystemPackage
import Testing

@testable import TesseraImaging

/// `decodesRegionsWhole(file:)`: only a baseline JPEG decodes a region without reading the whole picture;
/// a progressive JPEG, one stored a scan per component, and every other format read it all.
@Suite struct RegionDecodeCostTests {
    let folder = TemporaryDirectory()
    let picture = PictureQuality.detailed(width: 96, height: 64)

    @Test func onlyABaselineJPEGDecodesRegionsWithoutTheWholePicture() throws {
        let baseline = folder.write(try JPEGWriter().encode(picture), to: "baseline.jpg")
        #expect(try !ImageDecoder.decodesRegionsWhole(file: baseline))
        let progressive = folder.write(
            try JPEGWriter(progressive: true).encode(picture), to: "progressive.jpg")
        #expect(try ImageDecoder.decodesRegionsWhole(file: progressive))
        var perComponent = JPEGWriter()
        perComponent.scanPerComponent = true
        let scans = folder.write(try perComponent.encode(picture), to: "scans.jpg")
        #expect(try ImageDecoder.decodesRegionsWhole(file: scans))
        let png = folder.write(try PNGWriter().encode(picture), to: "picture.png")
        #expect(try ImageDecoder.decodesRegionsWhole(file: png))
        // Known by name, never by its bytes: a RAW file's preview is decoded whole.
        let named = folder.write(try JPEGWriter().encode(picture), to: "preview.dng")
        #expect(try ImageDecoder.decodesRegionsWhole(file: named))
    }

    @Test func aFileThatIsNoImageSaysSo() throws {
        let text = folder.write(Array("not a picture".utf8), to: "notes.jpg")
        #expect(throws: ImageError.self) { try ImageDecoder.decodesRegionsWhole(file: text) }
    }
}
