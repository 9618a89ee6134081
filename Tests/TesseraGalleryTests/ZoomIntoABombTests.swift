import ImagingTestSupport
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// Zooming into files whose header lies about their size (issue 24's new surface): a 65500 × 65500 JPEG
/// header over a tiny picture. Neither the fit nor a zoom step allocates what the header claims: the
/// progressive file is refused with the decoder-memory limit's one line, zoom keys and all.
@MainActor
@Suite struct ZoomIntoABombTests {
    let folder = PhotoFolder()

    @Test func zoomKeysOnAProgressive65500SquareHeaderKeepTheOneLineReason() throws {
        let small = try JPEGWriter(progressive: true).encode(PictureQuality.detailed(width: 64, height: 48))
        try folder.file("p/bomb.jpg", bytes: BrokenImages.jpeg(small, claiming: 65500, 65500))
        try folder.file(
            "p/fine.jpg", bytes: try JPEGWriter().encode(PictureQuality.detailed(width: 1024, height: 768)))
        for keys in ["enter +", "enter 1 + l j", "enter ctrl+wheelup:50,15"] {
            let screen = try folder.snapshot(keys)
            #expect(screen.statusLine.hasPrefix(" 1 of 2 · bomb.jpg"), "\(keys): \(screen.statusLine)")
            #expect(screen.trimmedText.contains("decoder memory"), "\(keys): \(screen.trimmedText)")
        }
        // The next photo zooms as any other.
        #expect(try folder.snapshot("enter l 1").statusLine.contains("100%"))
    }

    /// A huge photo on a small screen fits at well under 1 %: the status line says so with a decimal.
    @Test func scalesBelowOnePercentKeepADecimal() {
        #expect(ZoomState.label(for: 2) == "200%")
        #expect(ZoomState.label(for: 0.01) == "1%")
        #expect(ZoomState.label(for: 0.0049) == "0.5%")
        #expect(ZoomState.label(for: 0.0003) == "<0.1%")
        #expect(ZoomState.fit.label == "fit")
    }
}
