import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraGallery

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
<<<<<<< HEAD

@MainActor
@Suite struct ListFilterTests {
    /// Each step of a typing session (extending, deleting, retyping) gives what matching every name
    /// afresh gives: the incremental narrowing loses nothing.
    @Test func incrementalNarrowingEqualsMatchingAfresh() {
        let names = Names.all + Names.all.map { $0.uppercased() }
        var filter = ListFilter(count: names.count) { names[$0] }
        for text in ["m", "ma", "mar", "mari", "mar", "ma", "mo", "", "é", "éo", "山", "zz"] {
            let query = FuzzyQuery(text)
            let expected = names.indices.filter { query.match(FoldedText(names[$0])) != nil }
            #expect(filter.positions(matching: query) == expected, "\(text)")
        }
    }

    @Test func scoreOrderPutsBetterMatchesFirst() {
        let names = ["Jamie", "Jo Miller", "Jim", "Amy"]
        var filter = ListFilter(count: names.count, order: .score) { names[$0] }
        #expect(filter.positions(matching: FuzzyQuery("jm")) == [1, 0, 2], "Jamie and Jim tie: list order")
        var listOrder = ListFilter(count: names.count) { names[$0] }
        #expect(listOrder.positions(matching: FuzzyQuery("jm")) == [0, 1, 2])
    }

    @Test func theDifferenceOfTwoFilteredViewsIsAMergeOfTheirPositions() throws {
        let items = FilterDifference.items(from: [0, 2, 3, 5], to: [1, 2, 5])
        #expect(
            items == [
                .delete(at: IndexPath(item: 0)), .insert(at: IndexPath(item: 0)),
                .delete(at: IndexPath(item: 2)),
            ])
        var list = [0, 2, 3, 5]
        let plan = try UpdatePlan.validate(items, itemCountsBefore: [4], itemCountsAfter: [3])
        plan.apply(to: &list) { _ in 1 }
        #expect(list == [1, 2, 5])
    }

    /// Past its limit the merge stops: a change too large to animate is never written out as a batch.
    @Test func theDifferenceStopsPastItsLimit() {
        #expect(FilterDifference.items(from: [0, 2, 3, 5], to: [1, 2, 5], limit: 3)?.count == 3)
        #expect(FilterDifference.items(from: [0, 2, 3, 5], to: [1, 2, 5], limit: 2) == nil)
        #expect(FilterDifference.items(from: Array(0..<1_000_000), to: [7], limit: 5_000) == nil)
    }
}
=======
>>>>>>> main
