import TesseraKit
import TesseraLayout
import SystemTestSupport
import Testing

/// `SectionedPositionDifference`: the merge of two filtered views of a list in sections, told in the
/// sections each view shows, applied to the first view gives the second.
@Suite struct SectionedPositionDifferenceTests {
    /// The shown sections of a filtered view: the positions of each section of the whole list that
    /// `positions` keeps, sections keeping none left out.
    static func shown(_ positions: [Int], sectionStarts: [Int], count: Int) -> [[Int]] {
        let ends = Array(sectionStarts.dropFirst()) + [count]
        return zip(sectionStarts, ends).map { start, end in positions.filter { $0 >= start && $0 < end } }
            .filter { !$0.isEmpty }
    }

    @Test func theWorkedExample() throws {
        let difference = try #require(
            SectionedPositionDifference(from: [0, 2, 3, 5], to: [1, 2], sectionStarts: [0, 3]))
        #expect(difference.items == [.delete(at: IndexPath(item: 0)), .insert(at: IndexPath(item: 0))])
        #expect(difference.sections == SectionUpdate(deleting: [1]))
    }

    /// Random lists in random sections, filtered twice at random (sections emptied, refilled, new):
    /// the batch is valid for the views' counts, and applied to the first view it gives the second.
    @Test(arguments: 0..<64) func appliedToTheOldViewItGivesTheNew(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let count = Int.random(in: 0..<50, using: &random)
        var sectionStarts = [0]
        for position in 1..<max(count, 1) where Int.random(in: 0..<6, using: &random) == 0 {
            sectionStarts.append(position)
        }
        func randomView() -> [Int] {
            let chance = Int.random(in: 0...4, using: &random)
            return (0..<count).filter { _ in Int.random(in: 0..<4, using: &random) < chance }
        }
        let old = randomView()
        let new = randomView()
        let before = Self.shown(old, sectionStarts: sectionStarts, count: count)
        let after = Self.shown(new, sectionStarts: sectionStarts, count: count)

        let difference = try #require(
            SectionedPositionDifference(from: old, to: new, sectionStarts: sectionStarts))
        let plan = try UpdatePlan.validate(
            difference.items, sections: difference.sections, itemCountsBefore: before.map(\.count),
            itemCountsAfter: after.map(\.count))
        var model = before
        plan.apply(to: &model) { after[$0.section][$0.item] }

        #expect(model == after, "seed \(seed): \(old) → \(new) in sections \(sectionStarts)")
    }

    /// Past its limit (items leaving and arriving, alone or with their sections) the merge stops.
    @Test func theDifferenceStopsPastItsLimit() {
        #expect(
            SectionedPositionDifference(from: [0, 2, 3, 5], to: [1, 2], sectionStarts: [0, 3], limit: 4)
                != nil)
        #expect(
            SectionedPositionDifference(from: [0, 2, 3, 5], to: [1, 2], sectionStarts: [0, 3], limit: 3)
                == nil)
        #expect(
            SectionedPositionDifference(
                from: Array(0..<1_000_000), to: [7], sectionStarts: [0, 500_000], limit: 5_000) == nil)
        #expect(
            SectionedPositionDifference(from: [1, 2], to: [1, 2], sectionStarts: [0], limit: 0)
                == SectionedPositionDifference(from: [], to: [], sectionStarts: [0]))
    }

    /// Where an item went in a filtered view: found by binary search, or not there.
    @Test func anItemIsFoundInAView() {
        #expect(PositionDifference.index(of: 5, inAscending: [1, 3, 5, 9]) == 2)
        #expect(PositionDifference.index(of: 4, inAscending: [1, 3, 5, 9]) == nil)
        #expect(PositionDifference.index(of: 10, inAscending: [1, 3, 5, 9]) == nil)
        #expect(PositionDifference.index(of: 0, inAscending: []) == nil)
    }
}
