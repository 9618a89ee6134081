import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// `/` on a friend's Feed of 50,000 generated pictures: captions filtered as you type.
@MainActor
@Suite struct FeedFilterTests {
    @Test func typingNarrowsThePicturesToMatchingCaptions() throws {
        let screen = try Screen.snapshot("enter / l a k e wait:400", size: "100x30")
        #expect(screen.statusLine.hasPrefix(" 1 of 8,333  /lake▏"))
        let captions = screen.lines().compactMap { line in
            line.firstMatch(of: /([A-Z][a-z]+ [a-z ]+ #[0-9]+)/)?.1
        }
        #expect(!captions.isEmpty)
        #expect(captions.allSatisfy { $0.hasPrefix("Lake") }, "\(captions)")
    }

    @Test func escClearsAKeptFilterFirstKeepingThePictureFocused() throws {
        let cleared = try Screen.snapshot("enter / l a k e enter esc wait:400", size: "100x30")
        #expect(cleared.statusLine.hasPrefix(" 3 of 50,000  "), "Lake at night #3 keeps the focus")
        #expect(cleared.titleLine.hasPrefix(" ‹ Steve's Feed"))
        let back = try Screen.snapshot("enter / l a k e enter esc esc", size: "100x30")
        #expect(back.titleLine.hasPrefix(" Friends"))
    }

    @Test func theViewerShowsTheFocusedMatchAndComesBackToIt() throws {
        let feed = try Screen.snapshot("enter / l a k e enter l wait:400", size: "100x30")
        #expect(feed.statusLine.hasPrefix(" 3 of 8,333 · /lake  "))
        let viewer = try Screen.snapshot("enter / l a k e enter l enter", size: "100x30")
        #expect(viewer.statusLine.contains(" · Lake at dusk #15  "), "the third match")
        let back = try Screen.snapshot("enter / l a k e enter l enter esc wait:400", size: "100x30")
        #expect(back == feed)
    }
}
