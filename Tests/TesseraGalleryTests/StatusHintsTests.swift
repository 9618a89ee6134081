import Foundation
import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Key hints in the status line are dropped whole when they do not fit, never cut mid-word.
@MainActor
@Suite struct StatusHintsTests {
    @Test func hintsThatDoNotFitAreLeftOutWhole() {
        let hints = ["⏎ open", "u update", "r reset"]
        #expect(StatusLine.fitting(hints, in: 100) == "⏎ open · u update · r reset")
        #expect(StatusLine.fitting(hints, in: 26) == "⏎ open · u update")
        #expect(StatusLine.fitting(hints, in: 17) == "⏎ open · u update")
        #expect(StatusLine.fitting(hints, in: 16) == "⏎ open")
        #expect(StatusLine.fitting(hints, in: 5) == "")
    }

    @Test func aMessageOfSeveralNotesKeepsTheWholeNotesThatFit() {
        let message = "4 files not shown: .xyz · 256 colours · true colour: COLORTERM=truecolor"
        #expect(StatusLine.fitting(message: message, in: 100) == message)
        #expect(StatusLine.fitting(message: message, in: 40) == "4 files not shown: .xyz · 256 colours")
        #expect(StatusLine.fitting(message: message, in: 30) == "4 files not shown: .xyz")
        #expect(StatusLine.fitting(message: "one long note", in: 5) == "one long note")
    }

    /// The start message of a folder on a 256-colour terminal, drawn at every width: whole notes only.
    @Test func noWidthCutsANoteOfAMessage() {
        let message = "4 files not shown: .xyz, .abc · 256 colours · true colour: COLORTERM=truecolor"
        for width in 44...110 {
            var canvas = Canvas(columns: width, rows: 1)
            StatusLine.draw(
                position: "1 of 2", message: message, hints: [], row: 0, width: width, into: &canvas)
            let line = canvas.lines()[0].trimmingCharacters(in: .whitespaces)
            #expect(line.hasPrefix("1 of 2   4 files not shown: .xyz, .abc"), "at \(width): \(line)")
            #expect(!line.hasSuffix("…"), "at \(width) columns: \(line)")
        }
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
