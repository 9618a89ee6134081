import Testing

@testable import Gallery

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
}
