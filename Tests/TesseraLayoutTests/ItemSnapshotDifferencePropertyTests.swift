import PropertyBased
import Testing
import UpdateTestSupport

@testable import TesseraLayout

/// For random pairs of snapshots (0 to 10,000 items, random deletes, moves, inserts and reloads), the
/// difference is two valid batches that turn the old list into the new one, with the fewest moves and the
/// right reloads.
@Suite struct ItemSnapshotDifferencePropertyTests {
    @Test func theBatchesAreValidAndTurnTheOldListIntoTheNewOne() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...1_000_000)) { seed in
            let pair = SnapshotPair.random(seed: seed)
            do {
                let difference = try pair.newSnapshot().difference(from: pair.oldSnapshot())
                let problems = try differenceDiscrepancies(difference, pair)
                #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "; "))")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    /// Small pairs only: the standard library's diff, the oracle, is O(n·d).
    @Test func movesAreAsFewAsTheLongestCommonSubsequenceAllows() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...1_000_000)) { seed in
            let pair = SnapshotPair.random(seed: seed, largest: 300)
            guard pair.old.joined().count <= 300 else { return }
            do {
                let difference = try pair.newSnapshot().difference(from: pair.oldSnapshot())
                let moves = difference.changes.count { $0.action == .move }
                #expect(moves == fewestMoves(from: pair.old, to: pair.new), "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    /// Identifiers other than `Int`s take the general path (their own hashes, identifiers that hold
    /// references kept in the batch's storage while matching): the same pair as long strings gives the
    /// same difference.
    @Test func stringIdentifiersGiveTheSameDifferenceAsInts() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            let pair = SnapshotPair.random(seed: seed, largest: 3_000)
            func named(_ sections: [[Int]]) -> [[String]] {
                sections.map { $0.map { "an identifier long enough to live on the heap, number \($0)" } }
            }
            func snapshot(_ sections: [[Int]], reloaded: [Int]) throws -> ItemSnapshot<String, String> {
                var snapshot = ItemSnapshot<String, String>()
                try snapshot.appendSections(pair.sectionIdentifiers)
                for (identifier, items) in zip(pair.sectionIdentifiers, named(sections)) {
                    try snapshot.appendItems(items, toSection: identifier)
                }
                snapshot.reloadItems(named([reloaded])[0])
                return snapshot
            }
            do {
                let byInt = try pair.newSnapshot().difference(from: pair.oldSnapshot())
                let byString = try snapshot(pair.new, reloaded: pair.reloaded).difference(
                    from: snapshot(pair.old, reloaded: []))
                #expect(byString == byInt, "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): \(error)")
            }
        }
    }

    @Test func aDuplicateInEitherSnapshotIsNamedWithBothPositions() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
            var pair = SnapshotPair.random(seed: seed, largest: 1_000)
            var random = BatchRandom(seed: seed &+ 3)
            let inOld = Bool.random(using: &random)
            var sections = inOld ? pair.old : pair.new
            let all = Array(sections.joined())
            guard let identifier = all.randomElement(using: &random) else { return }
            let section = Int.random(in: 0..<sections.count, using: &random)
            let index = Int.random(in: 0...sections[section].count, using: &random)
            sections[section].insert(identifier, at: index)
            if inOld { pair.old = sections } else { pair.new = sections }
            let positions = sections.enumerated().flatMap { section, items in
                items.indices.filter { items[$0] == identifier }.map { IndexPath(item: $0, section: section) }
            }
            let expected = ItemSnapshotError.duplicateItem(
                String(identifier), first: positions[0], second: positions[1],
                phase: inOld ? .beforeUpdate : .afterUpdate)
            #expect(throws: expected, "seed \(seed)") {
                try pair.newSnapshot().difference(from: pair.oldSnapshot())
            }
        }
    }

    /// Every disagreement between `difference` and the pair it was computed from; empty when the reloads
    /// and the changes are valid batches, the changes turn the old identifiers into the new ones (deleting
    /// only what is gone and inserting only what is new), and the reloads name exactly the marked survivors.
    private func differenceDiscrepancies(_ difference: ItemSnapshotDifference, _ pair: SnapshotPair) throws
        -> [String]
    {
        var problems: [String] = []
        let countsBefore = pair.old.map(\.count)
        let countsAfter = pair.new.map(\.count)
        if difference.itemCountsBefore != countsBefore || difference.itemCountsAfter != countsAfter {
            problems.append("counts \(difference.itemCountsBefore) → \(difference.itemCountsAfter)")
        }
        if difference.reloads.contains(where: { $0.action != .reload }) {
            problems.append("reloads hold others")
        }
        if difference.changes.contains(where: { $0.action == .reload }) {
            problems.append("changes hold reloads")
        }
        _ = try UpdatePlan.validate(
            difference.reloads, itemCountsBefore: countsBefore, itemCountsAfter: countsBefore)
        let plan = try UpdatePlan.validate(
            difference.changes, itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
        var applied = pair.old
        plan.apply(to: &applied) { pair.new[$0.section][$0.item] }
        if applied != pair.new { problems.append("applied gives \(applied)") }
        let oldSet = Set(pair.old.joined())
        let newSet = Set(pair.new.joined())
        if plan.inserted.contains(where: { oldSet.contains(pair.new[$0.section][$0.item]) }) {
            problems.append("a survivor is inserted")
        }
        if plan.deleted.contains(where: { newSet.contains(pair.old[$0.section][$0.item]) }) {
            problems.append("a survivor is deleted")
        }
        let reloaded = difference.reloads.map {
            pair.old[$0.indexPathBeforeUpdate!.section][$0.indexPathBeforeUpdate!.item]
        }
        let expected = Set(pair.reloaded).intersection(oldSet).intersection(newSet)
        if reloaded.count != expected.count || Set(reloaded) != expected {
            problems.append("reloads \(reloaded), want \(expected.sorted())")
        }
        return problems
    }
}
