import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The photo screens of `tessera PATH` with the mouse alone, over real files.
@MainActor
@Suite struct PhotoMouseTests {
    let folder = PhotoFolder()

    init() throws {
        try folder.jpeg("A/a1.jpg", color: (200, 30, 30))
        try folder.jpeg("A/a2.jpg", color: (30, 200, 30))
        try folder.jpeg("B/b.jpg", color: (30, 30, 200))
    }

    @Test func clicksOpenTheFocusedAlbumAndPhotoAndTheBackMarkReturns() throws {
        let feed = try folder.snapshot("click:10,3")
        #expect(feed.titleLine == " ‹ A")
        #expect(feed == (try folder.snapshot("enter")))
        let viewer = try folder.snapshot("click:10,3 click:10,5")
        #expect(viewer.statusLine.hasPrefix(" 1 of 2 · a1.jpg · 64×48 "))
        #expect(viewer == (try folder.snapshot("enter enter")))
        #expect(try folder.snapshot("click:10,3 click:10,5 click:1,0") == feed)
        #expect(try folder.snapshot("click:10,3 click:10,5 click:1,0 click:1,0") == (try folder.snapshot()))
    }

    @Test func aClickOnAnotherAlbumFocusesItAndASecondOpensIt() throws {
        #expect(try folder.snapshot("click:60,3") == (try folder.snapshot("right")))
        let feed = try folder.snapshot("click:60,3 click:60,3")
        #expect(feed.titleLine == " ‹ B")
    }

    @Test func theWheelOverTheViewerStepsThroughTheAlbum() throws {
        let next = try folder.snapshot("enter enter wheeldown:50,15")
        #expect(next.statusLine.hasPrefix(" 2 of 2 · a2.jpg "))
        #expect(next == (try folder.snapshot("enter enter right")))
        #expect(
            try folder.snapshot("enter enter wheeldown:50,15 wheelup:50,15")
                == (try folder.snapshot("enter enter")))
    }
}
