import SystemPackage
import TesseraCanvas
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// `r` in `tessera FILE`: it reads the photo's own folder again (not the folders below it, which
/// `tessera FILE` never shows).
@MainActor
@Suite struct SinglePhotoRescanTests {
    let folder = PhotoFolder()

    @Test func rInTheFeedOfAPhotosFolderShowsThePhotosAddedSince() throws {
        for path in ["Trip/a.jpg", "Trip/b.jpg"] { try folder.jpeg(path) }
        let app = GalleryApp(
            options: GalleryOptions(
                animates: false, photos: try LibraryScanner.locate(folder.root.appending("Trip/a.jpg"))))
        _ = app.handle(.resize(columns: 100, rows: 30))
        _ = app.handle(.key(.escape))
        #expect(app.top.positionText.hasPrefix("1 of 2"))
        try folder.jpeg("Trip/c.jpg")
        try folder.jpeg("Trip/Below/d.jpg")
        _ = app.handle(.key(.character("r")))
        #expect(app.top.positionText.hasPrefix("1 of 3"), "\(app.top.positionText)")
        _ = app.handle(.key(.escape))
        #expect(app.top.positionText == "1 of 1", "the folder below is not an album of tessera FILE")
        #expect(app.render().canvas.plainText.contains("Trip"))
    }
}
