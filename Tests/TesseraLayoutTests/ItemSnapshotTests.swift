import PropertyBased
import Testing
import UpdateTestSupport

@testable import TesseraLayout

/// Building snapshots, and the longest increasing subsequence the difference keeps in place.
@Suite struct ItemSnapshotTests {
    @Test func sectionsAndItemsAreKeptInOrder() throws {
        var snapshot = ItemSnapshot<String, Int>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([1, 2], toSection: "a")
        try snapshot.appendItems([3])  // the last section
        try snapshot.appendItems([4], toSection: "a")
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 4])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3])
        #expect(snapshot.itemIdentifiers(inSection: "c") == nil)
        #expect(snapshot.itemIdentifiers == [1, 2, 4, 3])
        #expect(snapshot.itemCounts == [3, 1])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 4)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 0)) == 4)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 1, section: 1)) == nil)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 0, section: 2)) == nil)
    }

    @Test func aDuplicateSectionThrowsAndChangesNothing() throws {
        var snapshot = ItemSnapshot<String, Int>()
        try snapshot.appendSections(["a"])
        let before = snapshot
        #expect(throws: ItemSnapshotError.duplicateSection("\"a\"")) {
            try snapshot.appendSections(["b", "a"])
        }
        #expect(throws: ItemSnapshotError.duplicateSection("\"c\"")) {
            try snapshot.appendSections(["c", "c"])
        }
        #expect(snapshot == before)
        #expect(
            ItemSnapshotError.duplicateSection("\"a\"").description
                == "Invalid snapshot: section identifier \"a\" is already in the snapshot.")
    }

    @Test func itemsNeedASection() throws {
        var snapshot = ItemSnapshot<String, Int>()
        #expect(throws: ItemSnapshotError.noSections) { try snapshot.appendItems([1]) }
        try snapshot.appendSections(["a"])
        #expect(throws: ItemSnapshotError.unknownSection("\"z\"")) {
            try snapshot.appendItems([1], toSection: "z")
        }
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func reloadMarksAccumulateAndCanBeDropped() throws {
        var snapshot = ItemSnapshot<String, Int>()
        try snapshot.appendSections(["a"])
        try snapshot.appendItems([1, 2, 3])
        snapshot.reloadItems([1])
        snapshot.reloadItems([3, 1])
        #expect(snapshot.reloadedItemIdentifiers == [1, 3])
        #expect(snapshot.withoutReloads().reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.withoutReloads().itemIdentifiers == [1, 2, 3])
    }

    /// Against every subset of up to 10 distinct values: the marked positions increase, and no longer
    /// increasing subsequence exists.
    @Test func theLongestIncreasingSubsequenceIsIncreasingAndLongest() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = BatchRandom(seed: seed)
            let values = Array(
                (0..<20).shuffled(using: &random).prefix(Int.random(in: 0...10, using: &random)))
            let taken = longestIncreasingSubsequence(of: values.map { Int32($0) })
            let chosen = values.indices.filter { taken[$0] }.map { values[$0] }
            #expect(chosen == chosen.sorted(), "\(values)")
            var longest = 0
            for subset in 0..<(1 << values.count) {
                let picked = values.indices.filter { subset & (1 << $0) != 0 }.map { values[$0] }
                if picked == picked.sorted() { longest = max(longest, picked.count) }
            }
            #expect(chosen.count == longest, "\(values)")
        }
    }
}
