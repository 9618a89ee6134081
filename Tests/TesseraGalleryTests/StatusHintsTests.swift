import Testing

@testable import TesseraGallery

/// Key hints in the status line are dropped whole when they do not fit, never cut mid-word.
@Suite struct StatusHintsTests {
    @Test func hintsThatDoNotFitAreLeftOutWhole() {
        let hints = ["⏎ open", "u update", "r reset"]
        #expect(StatusLine.fitting(hints, in: 100) == "⏎ open · u update · r reset")
        #expect(StatusLine.fitting(hints, in: 26) == "⏎ open · u update")
        #expect(StatusLine.fitting(hints, in: 17) == "⏎ open · u update")
        #expect(StatusLine.fitting(hints, in: 16) == "⏎ open")
        #expect(StatusLine.fitting(hints, in: 5) == "")
    }

    /// A width sweep over the Friends screen: the status line never ends in a cut hint.
    @Test func noWidthCutsAHintMidWord() throws {
        for width in 24...110 {
            let screen = try Screen.snapshot(size: "\(width)x12")
            #expect(!screen.statusLine.hasSuffix("…"), "at \(width) columns: \(screen.statusLine)")
        }
    }

    @Test func anEmptyListOffersNeitherOpenNorUpdate() throws {
        let screen = try Screen.snapshot(size: "100x12", count: 0)
        #expect(!screen.statusLine.contains("⏎ open"))
        #expect(!screen.statusLine.contains("u update"))
        #expect(screen.statusLine.contains("r reset · ↑↓←→ move"))
        let help = try Screen.snapshot("?", size: "100x30", count: 0)
        #expect(!help.plainText.contains("Open the focused friend's feed"), "nor does the help")
        let enter = try Screen.snapshot("enter", size: "100x12", count: 0)
        #expect(enter.statusLine.contains("Nothing to open: the list is empty"))
    }

    @Test func aRefreshTakesUpdateAndResetOutOfTheHelp() throws {
        let help = try Screen.snapshot("r wait:100 ?", size: "100x30")
        #expect(!help.plainText.contains("Apply remote updates"))
        #expect(help.plainText.contains("Open the focused friend's feed"))
    }

    @Test func theFeedOffersGoingBack() throws {
        let feed = try Screen.snapshot("enter", size: "100x30")
        #expect(feed.statusLine.contains("esc back"))
        let friends = try Screen.snapshot(size: "100x30")
        #expect(!friends.statusLine.contains("esc back"), "nowhere to go back to")
    }
}
