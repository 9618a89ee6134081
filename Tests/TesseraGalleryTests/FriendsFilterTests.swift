import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The `/` filter on Friends, as a person types.
@MainActor
@Suite struct FriendsFilterTests {
    @Test func typingNarrowsTheListAndHighlightsTheMatchedCharacters() throws {
        let screen = try Screen.snapshot("/ s a m wait:400", size: "100x12")
        #expect(screen.statusLine == " 1 of 2  /sam▏ ⏎ keep · esc clear")
        #expect(
            screen.lines()[3].contains("Samir's Feed")
                && screen.lines()[3].contains("Youssef El Amrani's Feed"))
        #expect(!screen.plainText.contains("Steve"))
        // "Sam" of Samir's title (columns 8–10) is highlighted; the rest of the title is not.
        let title = try #require(screen.lines()[3].range(of: "Samir"))
        let column = screen.lines()[3].distance(from: screen.lines()[3].startIndex, to: title.lowerBound)
        for offset in 0..<3 {
            #expect(screen[column + offset, 3].style.underline, "column \(column + offset)")
        }
        #expect(!screen[column + 3, 3].style.underline)
    }

    @Test func theFocusedFriendStaysFocusedWhileTheyMatch() throws {
        let screen = try Screen.snapshot("/ s wait:400", size: "100x30")
        #expect(screen.statusLine.hasPrefix(" 1 of 10  /s▏"))
        #expect(try #require(screen.focusedCardTitle).hasSuffix("Steve's Feed"))
        let gone = try Screen.snapshot("/ s a wait:400", size: "100x30")
        #expect(try #require(gone.focusedCardTitle).hasSuffix("Samir's Feed"), "Steve no longer matches")
    }

    @Test func backspaceWidensTheFilterAgain() throws {
        #expect(try Screen.snapshot("/ s a m bs wait:400") == Screen.snapshot("/ s a wait:400"))
    }

    @Test func enterKeepsTheFilterAndGivesTheKeysBackToNavigation() throws {
        let kept = try Screen.snapshot("/ s a m enter wait:400", size: "100x12")
        #expect(kept.statusLine.hasPrefix(" 1 of 2 · /sam  ⏎ open"))
        let moved = try Screen.snapshot("/ s a m enter l wait:400", size: "100x12")
        #expect(moved.statusLine.hasPrefix(" 2 of 2 · /sam  "))
        let blocked = try Screen.snapshot("/ s a m enter u", size: "100x12")
        #expect(blocked.statusLine.contains("Clear the filter (esc) to update"))
    }

    @Test func escClearsTheFilterAndTheWholeListComesBack() throws {
        // Samir (3rd) took the focus when Steve stopped matching; he keeps it.
        let samirFocused = try Screen.snapshot("j", size: "100x30")
        #expect(try Screen.snapshot("/ s a m esc wait:400", size: "100x30") == samirFocused)
        #expect(try Screen.snapshot("/ s a m enter esc wait:400", size: "100x30") == samirFocused, "kept")
    }

    @Test func keysTypedIntoTheFieldAreText() throws {
        let screen = try Screen.snapshot("/ q ? u r wait:400", size: "100x12")
        #expect(screen.statusLine.contains("/q?ur▏"))
        #expect(screen.plainText.contains("No friend matches “q?ur”"))
    }

    /// A width sweep: the field's hints are dropped whole when they do not fit, never cut mid-word.
    @Test func theFieldsHintsAreNeverCutMidWord() throws {
        for width in 20...60 {
            let line = try Screen.snapshot("/ s a", size: "\(width)x10").statusLine
            #expect(line.contains("/sa▏"), "\(width)")
            #expect(!line.hasSuffix("…"), "at \(width) columns: \(line)")
        }
    }

    @Test func aMillionFriendsNarrowToTheMatches() throws {
        let screen = try Screen.snapshot(
            "/ s t e v e wait:400", size: "100x12", count: 1_000_000)
        #expect(screen.statusLine.hasPrefix(" 1 of "))
        #expect(screen.lines()[3].contains("Steve's Feed"))
    }
}
