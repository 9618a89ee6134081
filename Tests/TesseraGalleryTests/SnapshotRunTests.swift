import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The headless run behind `tessera snapshot`: the same app, fed a script, on a virtual clock.
@MainActor
@Suite struct SnapshotRunTests {
    @Test func theSnapshotIsTheFrameOfTheRealApp() throws {
        let app = GalleryApp(options: GalleryOptions(seed: 1, friendCount: 40))
        _ = app.handle(.resize(columns: 100, rows: 30))
        for key: Key in [.down, .right, .enter, .pageDown] { _ = app.handle(.key(key)) }
        #expect(app.render().canvas == (try Screen.snapshot("down right enter pgdn", size: "100x30")))
    }

    @Test func quittingEndsTheScriptWithTheLastFrameBeforeIt() throws {
        let before = try Screen.snapshot("down", size: "100x30")
        #expect(try Screen.snapshot("down q down down", size: "100x30") == before)
        #expect(
            try Screen.snapshot("down ? q enter", size: "100x30") == Screen.snapshot("down ?", size: "100x30")
        )
    }

    @Test func waitingChangesNothingOnAStillScreen() throws {
        #expect(
            try Screen.snapshot("wait:500 down wait:1000", size: "100x30")
                == Screen.snapshot("down", size: "100x30"))
    }

    @Test func unboundKeysChangeNothing() throws {
        #expect(
            try Screen.snapshot("down x z tab btab del f5 é", size: "100x30")
                == Screen.snapshot("down", size: "100x30"))
    }

    @Test func theSeedChoosesTheFriends() throws {
        let one = try Screen.snapshot(size: "100x30", seed: 1)
        let two = try Screen.snapshot(size: "100x30", seed: 2)
        #expect(
            one.lines()[3] == two.lines()[3], "the sample's Steve and Mohammed come first whatever the seed")
        #expect(one.lines()[13] != two.lines()[13], "the friends after them depend on the seed")
        #expect(try Screen.snapshot(size: "100x30", seed: 2) == two, "the same seed, the same screen")
    }

    @Test func theCountSetsTheNumberOfFriends() throws {
        #expect(try Screen.snapshot("G", size: "100x30", count: 1).statusLine.hasPrefix(" 1 of 1  "))
        #expect(
            try Screen.snapshot("G", size: "100x30", count: 1_000_000).statusLine.hasPrefix(
                " 1,000,000 of 1,000,000  "))
    }
}
