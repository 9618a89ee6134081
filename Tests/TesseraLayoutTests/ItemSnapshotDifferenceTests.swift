import Testing

@testable import TesseraLayout

/// Shorthand for an index path in section 0 (or `section`).
private func at(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// A snapshot of one section, "s", holding `items`.
private func list(_ items: [String], reloading reloaded: [String] = []) throws -> ItemSnapshot<String, String>
{
    var snapshot = ItemSnapshot<String, String>()
    try snapshot.appendSections(["s"])
    try snapshot.appendItems(items)
    snapshot.reloadItems(reloaded)
    return snapshot
}

@Suite struct ItemSnapshotDifferenceTests {
    /// The example in `ItemSnapshotDifference`'s documentation and docs/diffable.md.
    @Test func theWorkedExample() throws {
        let old = try list(["A", "B", "C", "D", "E"])
        let new = try list(["D", "A", "C", "X", "E"], reloading: ["E"])
        let difference = try new.difference(from: old)
        #expect(difference.reloads == [.reload(at: at(4))])
        #expect(
            difference.changes == [.delete(at: at(1)), .move(from: at(3), to: at(0)), .insert(at: at(3))])
        #expect(difference.itemCountsBefore == [5] && difference.itemCountsAfter == [5])
        var letters = ["A", "B", "C", "D", "E"]
        try letters.applyBatchUpdate(difference.changes) { _ in "X" }
        #expect(letters == ["D", "A", "C", "X", "E"])
    }

    @Test func emptySnapshotsDifferInNothing() throws {
        let none = ItemSnapshot<String, String>()
        let difference = try none.difference(from: none)
        #expect(
            difference.isEmpty && difference.itemCountsBefore.isEmpty && difference.itemCountsAfter.isEmpty)
        #expect(try list([]).difference(from: list([])).isEmpty)
        #expect(try list(["A", "B"]).difference(from: list(["A", "B"])).isEmpty)
    }

    @Test func fillingAndEmptyingASectionInsertsAndDeletesEverything() throws {
        let filled = try list(["A", "B", "C"]).difference(from: list([]))
        #expect(filled.changes == [.insert(at: at(0)), .insert(at: at(1)), .insert(at: at(2))])
        let emptied = try list([]).difference(from: list(["A", "B", "C"]))
        #expect(emptied.changes == [.delete(at: at(0)), .delete(at: at(1)), .delete(at: at(2))])
    }

    @Test func aFilteredListOnlyDeletes() throws {
        let difference = try list(["B", "D"]).difference(from: list(["A", "B", "C", "D", "E"]))
        #expect(difference.changes == [.delete(at: at(0)), .delete(at: at(2)), .delete(at: at(4))])
    }

    @Test func aReversedListKeepsOneItemAndMovesTheRest() throws {
        let difference = try list(["D", "C", "B", "A"]).difference(from: list(["A", "B", "C", "D"]))
        #expect(difference.changes.count == 3 && difference.changes.allSatisfy { $0.action == .move })
    }

    @Test func anItemThatChangesSectionMovesAcross() throws {
        var old = ItemSnapshot<Int, String>()
        try old.appendSections([1, 2])
        try old.appendItems(["A", "B"], toSection: 1)
        try old.appendItems(["C"], toSection: 2)
        var new = ItemSnapshot<Int, String>()
        try new.appendSections([1, 2])
        try new.appendItems(["B"], toSection: 1)
        try new.appendItems(["C", "A"], toSection: 2)
        let difference = try new.difference(from: old)
        #expect(difference.changes == [.move(from: at(0, 0), to: at(1, 1))])
        let plan = try UpdatePlan.validate(
            difference.changes, itemCountsBefore: [2, 1], itemCountsAfter: [1, 2])
        #expect(plan.moved == [UpdatePlan.Move(from: at(0, 0), to: at(1, 1))])
    }

    @Test func aChangedItemThatMovesIsReloadedWhereItWasThenMoved() throws {
        let difference = try list(["C", "A", "B"], reloading: ["C"]).difference(from: list(["A", "B", "C"]))
        #expect(difference.reloads == [.reload(at: at(2))])
        #expect(difference.changes == [.move(from: at(2), to: at(0))])
    }

    @Test func aNewItemMarkedAsChangedIsOnlyInserted() throws {
        let difference = try list(["A", "X"], reloading: ["X"]).difference(from: list(["A"]))
        #expect(difference.reloads.isEmpty)
        #expect(difference.changes == [.insert(at: at(1))])
    }

    @Test func reloadingAnItemThatIsNotThereThrows() throws {
        #expect(throws: ItemSnapshotError.reloadedItemNotInSnapshot("\"Z\"")) {
            try list(["A"], reloading: ["Z"]).difference(from: list(["A"]))
        }
        // Deleted by this very update: there is nothing left to reload.
        #expect(throws: ItemSnapshotError.reloadedItemNotInSnapshot("\"B\"")) {
            try list(["A"], reloading: ["B"]).difference(from: list(["A", "B"]))
        }
    }

    @Test func duplicatesAreNamedWithTheSnapshotAndBothPositions() throws {
        #expect(
            throws: ItemSnapshotError.duplicateItem(
                "\"A\"", first: at(0), second: at(2), phase: .beforeUpdate)
        ) {
            try list(["B"]).difference(from: list(["A", "B", "A"]))
        }
        // Among the survivors, and among the new items.
        #expect(
            throws: ItemSnapshotError.duplicateItem("\"B\"", first: at(1), second: at(3), phase: .afterUpdate)
        ) {
            try list(["A", "B", "C", "B"]).difference(from: list(["A", "B"]))
        }
        #expect(
            throws: ItemSnapshotError.duplicateItem("\"X\"", first: at(0), second: at(1), phase: .afterUpdate)
        ) {
            try list(["X", "X"]).difference(from: list(["A"]))
        }
        let error = ItemSnapshotError.duplicateItem("\"X\"", first: at(0), second: at(1), phase: .afterUpdate)
        #expect(
            error.description
                == "Invalid snapshot: item identifier \"X\" occurs twice, at [0, 0] and [0, 1], in the snapshot "
                + "after the update.")
    }

    @Test func sectionsComeAndGoButKeepTheirOrder() throws {
        func sections(_ identifiers: [String]) throws -> ItemSnapshot<String, Int> {
            var snapshot = ItemSnapshot<String, Int>()
            try snapshot.appendSections(identifiers)
            return snapshot
        }
        #expect(throws: ItemSnapshotError.sectionMismatch(index: 0, before: "\"a\"", after: "\"b\"")) {
            try sections(["b", "a"]).difference(from: sections(["a", "b"]))
        }
        let grown = try sections(["a", "c", "b"]).difference(from: sections(["a", "b"]))
        #expect(grown.sections == SectionUpdate(inserting: [1]) && grown.changes.isEmpty)
        let shrunk = try sections(["b"]).difference(from: sections(["a", "b", "c"]))
        #expect(shrunk.sections == SectionUpdate(deleting: [0, 2]))
        #expect(
            ItemSnapshotError.sectionMismatch(index: 1, before: "\"b\"", after: nil).description
                == "Invalid snapshot: section 1 is \"b\" before the update and missing after it; a batch update "
                + "cannot reorder sections.")
    }

    @Test func validateFindsDuplicatesAndMissingReloads() throws {
        try list(["A", "B"], reloading: ["B"]).validate()
        #expect(
            throws: ItemSnapshotError.duplicateItem("\"A\"", first: at(0), second: at(1), phase: .afterUpdate)
        ) {
            try list(["A", "A"]).validate()
        }
        #expect(throws: ItemSnapshotError.reloadedItemNotInSnapshot("\"C\"")) {
            try list(["A", "B"], reloading: ["C"]).validate()
        }
    }

    /// The matching works in the batch's storage, sized for the whole lists; a small batch is copied out,
    /// so that it does not hold on to that memory.
    @Test func aSmallChangeToALongListKeepsOnlyWhatItNeeds() throws {
        let identifiers = Array(0..<100_000)
        var moved = identifiers
        moved.swapAt(10, 20_000)
        let old = try SnapshotPair.snapshot(["s"], [identifiers], reloaded: [])
        let difference = try SnapshotPair.snapshot(["s"], [moved], reloaded: []).difference(from: old)
        #expect(difference.changes.count == 2)
        #expect(difference.changes.capacity < 1_000)
    }

    /// The shapes the benchmark measures at a million, at ten thousand.
    @Test func aShuffledCopyMovesAllButTheLongestIncreasingRunAndAFilteredCopyMovesNothing() throws {
        let identifiers = Array(0..<10_000)
        var random = SystemRandomNumberGenerator()
        let shuffled = identifiers.shuffled(using: &random)
        let old = try SnapshotPair.snapshot(["s"], [identifiers], reloaded: [])
        let toShuffled = try SnapshotPair.snapshot(["s"], [shuffled], reloaded: []).difference(from: old)
        let staying = longestIncreasingSubsequence(of: shuffled.map { Int32($0) }).count { $0 }
        #expect(toShuffled.changes.count == 10_000 - staying)
        #expect(toShuffled.changes.allSatisfy { $0.action == .move })
        let everyThird = identifiers.filter { $0 % 3 == 0 }
        let toFiltered = try SnapshotPair.snapshot(["s"], [everyThird], reloaded: []).difference(from: old)
        #expect(toFiltered.changes.count == 10_000 - everyThird.count)
        #expect(toFiltered.changes.allSatisfy { $0.action == .delete })
    }
}
