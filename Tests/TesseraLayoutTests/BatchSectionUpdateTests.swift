import Testing
import UpdateTestSupport

@testable import TesseraLayout

private func at(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Batches that delete and insert whole sections (a month of the timeline appearing or emptied): UIKit's
/// order as the reference — the items out (those of deleted sections with them), the sections out, the new
/// sections in, the items in — and the plan's index maps against it.
@Suite struct BatchSectionUpdateTests {
    @Test func aDeletedAndAnInsertedSectionWorkedThrough() throws {
        // Nov [a b] · Oct [c] · Jul [d e]  →  Dec [x] · Nov [a] · Jul [d e b]: Oct goes with c, Dec comes
        // with its new item, b moves from November to July.
        let plan = try UpdatePlan.validate(
            [.delete(at: at(0, 1)), .move(from: at(1, 0), to: at(2, 2))],
            sections: SectionUpdate(deleting: [1], inserting: [0]),
            itemCountsBefore: [2, 1, 2], itemCountsAfter: [1, 1, 3])
        var sections = [["a", "b"], ["c"], ["d", "e"]]
        plan.apply(to: &sections, inserting: { _ in "x" })
        #expect(sections == [["x"], ["a"], ["d", "e", "b"]])
        #expect(plan.deleted == [at(0, 1)])
        #expect(plan.inserted == [at(0, 0)], "the new section's item, which the batch did not name")
        #expect(plan.moved == [UpdatePlan.Move(from: at(1, 0), to: at(2, 2))])
        // a b c d e before, as index paths (item, section).
        #expect(plan.newIndex(forOld: at(0, 0)) == at(0, 1))
        #expect(plan.newIndex(forOld: at(1, 0)) == at(2, 2))
        #expect(plan.newIndex(forOld: at(0, 1)) == nil, "c goes with October")
        #expect(plan.newIndex(forOld: at(0, 2)) == at(0, 2))
        #expect(plan.newIndex(forOld: at(1, 2)) == at(1, 2))
        #expect(plan.oldIndex(forNew: at(0, 0)) == nil)
        #expect(plan.oldIndex(forNew: at(0, 1)) == at(0, 0))
        #expect(plan.oldIndex(forNew: at(2, 2)) == at(1, 0))
        #expect([0, 1, 2].map { plan.newSection(forOld: $0) } == [1, nil, 2])
        #expect([0, 1, 2].map { plan.oldSection(forNew: $0) } == [nil, 0, 2])
    }

    @Test func theItemsOfADeletedSectionGoWithIt() throws {
        let plan = try UpdatePlan.validate(
            [], sections: SectionUpdate(deleting: [0]), itemCountsBefore: [3, 1], itemCountsAfter: [1])
        #expect(plan.deleted == [at(0, 0), at(1, 0), at(2, 0)])
        #expect(plan.newIndex(forOld: at(0, 1)) == at(0, 0))
        var sections = [["a", "b", "c"], ["d"]]
        plan.apply(to: &sections, inserting: { _ in "x" })
        #expect(sections == [["d"]])
    }

    @Test func everySectionCanGoAndComeAtOnce() throws {
        let plan = try UpdatePlan.validate(
            [.move(from: at(0, 0), to: at(1, 0))], sections: SectionUpdate(deleting: [0], inserting: [0, 1]),
            itemCountsBefore: [1], itemCountsAfter: [2, 0])
        var sections = [["a"]]
        plan.apply(to: &sections, inserting: { _ in "x" })
        #expect(sections == [["x", "a"], []])
        let none = try UpdatePlan.validate(
            [], sections: SectionUpdate(deleting: [0, 1]), itemCountsBefore: [2, 0], itemCountsAfter: [])
        var gone = [["a", "b"], []]
        none.apply(to: &gone, inserting: { _ in "x" })
        #expect(gone.isEmpty && none.deleted == [at(0, 0), at(1, 0)])
    }

    @Test func badSectionUpdatesAreRejectedWithUIKitsWords() {
        #expect(throws: BatchUpdateError.invalidSectionCount(before: 2, after: 2, inserted: 1, deleted: 0)) {
            try UpdatePlan.validate(
                [], sections: SectionUpdate(inserting: [1]), itemCountsBefore: [1, 1],
                itemCountsAfter: [1, 0])
        }
        #expect(
            BatchUpdateError.invalidSectionCount(before: 2, after: 2, inserted: 1, deleted: 0).description
                == "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (2) must be equal to the number of sections contained in the "
                + "collection view before the update (2), plus or minus the number of sections inserted or "
                + "deleted (1 inserted, 0 deleted).")
        #expect(
            throws: BatchUpdateError.sectionUpdateOutOfRange(
                section: 2, sectionCount: 2, phase: .beforeUpdate)
        ) {
            try UpdatePlan.validate(
                [], sections: SectionUpdate(deleting: [2]), itemCountsBefore: [1, 1], itemCountsAfter: [1])
        }
        // A reload in a deleted section: its item can neither stay nor go.
        #expect(throws: BatchUpdateError.self) {
            try UpdatePlan.validate(
                [.reload(at: at(0, 0))], sections: SectionUpdate(deleting: [0]), itemCountsBefore: [1],
                itemCountsAfter: [])
        }
        // An insert past the end of an inserted section.
        #expect(throws: BatchUpdateError.self) {
            try UpdatePlan.validate(
                [.insert(at: at(0, 0))], sections: SectionUpdate(inserting: [0]), itemCountsBefore: [1],
                itemCountsAfter: [0, 1])
        }
    }

    @Test(arguments: 0..<400) func randomSectionBatchesMatchUIKitsOrder(seed: Int) throws {
        let scenario = SectionScenario.random(seed: seed)
        let plan = try UpdatePlan.validate(
            scenario.items, sections: scenario.sections, itemCountsBefore: scenario.countsBefore,
            itemCountsAfter: scenario.countsAfter)
        let old = scenario.oldSections
        let expected = scenario.referenceApply()
        var applied = old
        plan.apply(to: &applied, inserting: BatchScenario.newIdentity)
        #expect(applied == expected, "\(scenario)")
        for (section, items) in old.enumerated() {
            for (item, identity) in items.enumerated() {
                let new = plan.newIndex(forOld: at(item, section))
                if let new {
                    #expect(expected[new.section][new.item] == identity, "\(scenario)")
                    #expect(plan.oldIndex(forNew: new) == at(item, section))
                } else {
                    #expect(!expected.joined().contains(identity), "\(scenario)")
                }
            }
        }
        for (section, items) in expected.enumerated() {
            for (item, identity) in items.enumerated() where identity < 0 {
                #expect(plan.oldIndex(forNew: at(item, section)) == nil)
                #expect(plan.inserted.contains(at(item, section)))
            }
        }
    }

    @Test(arguments: 0..<200) func aSnapshotDifferenceAcrossSectionsReachesTheNewSnapshot(seed: Int) throws {
        var random = BatchRandom(seed: seed)
        func snapshot(_ sections: [Int], items: [Int: [Int]]) throws -> ItemSnapshot<Int, Int> {
            var snapshot = ItemSnapshot<Int, Int>()
            try snapshot.appendSections(sections)
            for section in sections { try snapshot.appendItems(items[section] ?? [], toSection: section) }
            return snapshot
        }
        // Months as sections, photos as items: each photo lands in a month, before and after.
        let photos = Array(0..<Int.random(in: 0...30, using: &random))
        func months() -> [Int: [Int]] {
            Dictionary(grouping: photos.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }) { _ in
                Int.random(in: 0..<6, using: &random)
            }
        }
        let (before, after) = (months(), months())
        let old = try snapshot(before.keys.sorted(), items: before)
        let new = try snapshot(after.keys.sorted(), items: after)
        let difference = try new.difference(from: old)
        let plan = try UpdatePlan.validate(
            difference.changes, sections: difference.sections, itemCountsBefore: old.itemCounts,
            itemCountsAfter: new.itemCounts)
        var model = old.sections
        plan.apply(to: &model, inserting: { new.sections[$0.section][$0.item] })
        #expect(model == new.sections, "\(old.sections) → \(new.sections)")
    }
}

/// A random batch that deletes and inserts sections, with item operations among the sections that stay
/// and moves out of deleted sections and into inserted ones.
struct SectionScenario: CustomStringConvertible {
    var items: [UpdateItem]
    var sections: SectionUpdate
    var countsBefore: [Int]
    var countsAfter: [Int]

    var description: String {
        "before \(countsBefore) after \(countsAfter) \(sections) items \(items)"
    }

    var oldSections: [[Int]] {
        countsBefore.enumerated().map { section, count in (0..<count).map { section * 100_000 + $0 } }
    }

    static func random(seed: Int) -> SectionScenario {
        var random = BatchRandom(seed: seed)
        let countBefore = Int.random(in: 0...4, using: &random)
        let countsBefore = (0..<countBefore).map { _ in Int.random(in: 0...6, using: &random) }
        let deleted = (0..<countBefore).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        let survivors = countBefore - deleted.count
        let countAfter = survivors + Int.random(in: 0...2, using: &random)
        var inserted = Set<Int>()
        while inserted.count < countAfter - survivors {
            inserted.insert(Int.random(in: 0..<countAfter, using: &random))
        }
        let update = SectionUpdate(deleting: deleted, inserting: inserted)
        // The survivors, matched in order.
        let keptBefore = (0..<countBefore).filter { !deleted.contains($0) }
        let keptAfter = (0..<countAfter).filter { !inserted.contains($0) }
        var items: [UpdateItem] = []
        var countsAfter = [Int](repeating: 0, count: countAfter)
        for (before, after) in zip(keptBefore, keptAfter) { countsAfter[after] = countsBefore[before] }
        var arrivals = [[IndexPath]](repeating: [], count: countAfter)
        for section in 0..<countBefore {
            let isDeleted = deleted.contains(section)
            let after = keptBefore.firstIndex(of: section).map { keptAfter[$0] }
            for item in 0..<countsBefore[section] {
                let path = IndexPath(item: item, section: section)
                switch Int.random(in: 0..<5, using: &random) {
                case 0 where !isDeleted:
                    items.append(.delete(at: path))
                    countsAfter[after!] -= 1
                case 1 where !isDeleted:
                    items.append(.reload(at: path))
                case 2 where countAfter > 0:
                    let destination = Int.random(in: 0..<countAfter, using: &random)
                    arrivals[destination].append(path)
                    if let after { countsAfter[after] -= 1 }
                    countsAfter[destination] += 1
                case 3 where isDeleted:
                    items.append(.delete(at: path))  // named, though its section takes it anyway
                default:
                    break
                }
            }
        }
        for section in 0..<countAfter {
            let inserts = Int.random(in: 0...3, using: &random)
            countsAfter[section] += inserts
            var slots = Array(0..<countsAfter[section]).shuffled(using: &random)
            for source in arrivals[section] {
                items.append(.move(from: source, to: IndexPath(item: slots.removeLast(), section: section)))
            }
            // An inserted section's new items need not be named.
            let named = inserted.contains(section) ? Int.random(in: 0...inserts, using: &random) : inserts
            for _ in 0..<named {
                items.append(.insert(at: IndexPath(item: slots.removeLast(), section: section)))
            }
        }
        return SectionScenario(
            items: items.shuffled(using: &random), sections: update, countsBefore: countsBefore,
            countsAfter: countsAfter)
    }

    /// UIKit's order, literally: items out (descending; all of a deleted section's), sections out
    /// (descending), sections in (ascending), items in (ascending; an inserted section's slots the batch
    /// did not name are new items).
    func referenceApply() -> [[Int]] {
        var model = oldSections
        var removals = Set<IndexPath>()
        var arrivals: [IndexPath: Int] = [:]
        for item in items {
            switch item.action {
            case .delete: removals.insert(item.indexPathBeforeUpdate!)
            case .insert:
                arrivals[item.indexPathAfterUpdate!] = BatchScenario.newIdentity(item.indexPathAfterUpdate!)
            case .move:
                let source = item.indexPathBeforeUpdate!
                removals.insert(source)
                arrivals[item.indexPathAfterUpdate!] = model[source.section][source.item]
            case .reload: break
            }
        }
        for section in sections.deleted {
            for item in 0..<countsBefore[section] { removals.insert(IndexPath(item: item, section: section)) }
        }
        for section in sections.inserted {
            for item in 0..<countsAfter[section]
            where arrivals[IndexPath(item: item, section: section)] == nil {
                let path = IndexPath(item: item, section: section)
                arrivals[path] = BatchScenario.newIdentity(path)
            }
        }
        for path in removals.sorted().reversed() { model[path.section].remove(at: path.item) }
        for section in sections.deleted.reversed() { model.remove(at: section) }
        for section in sections.inserted { model.insert([], at: section) }
        for (path, element) in arrivals.sorted(by: { $0.key < $1.key }) {
            model[path.section].insert(element, at: path.item)
        }
        return model
    }
}
