import Testing

@testable import TesseraLayout

/// Shorthand for an index path in section 0 (or `section`).
private func at(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// Small batches worked by hand: where every old item goes, and where every new one comes from.
@Suite struct BatchUpdateIndexMapTests {
    /// `newIndex(forOld:)` for every old item and `oldIndex(forNew:)` for every new one, in section 0.
    private func maps(_ plan: UpdatePlan) -> (new: [Int?], old: [Int?]) {
        (
            (0..<plan.itemCountsBefore[0]).map { plan.newIndex(forOld: at($0))?.item },
            (0..<plan.itemCountsAfter[0]).map { plan.oldIndex(forNew: at($0))?.item }
        )
    }

    /// The example of `UpdatePlan`'s documentation.
    @Test func theWorkedExampleOfTheDocumentation() throws {
        let batch: [UpdateItem] = [
            .delete(at: at(1)), .insert(at: at(0)), .move(from: at(3), to: at(1)), .reload(at: at(4)),
        ]
        let plan = try UpdatePlan.validate(batch, itemCountsBefore: [5], itemCountsAfter: [5])
        var letters = ["A", "B", "C", "D", "E"]
        plan.apply(to: &letters, inserting: { _ in "X" })
        #expect(letters == ["X", "D", "A", "C", "E"])
        #expect(maps(plan).new == [2, nil, 3, 1, 4])
        #expect(maps(plan).old == [nil, 3, 0, 2, 4])
        #expect(plan.deleted == [at(1)])
        #expect(plan.inserted == [at(0)])
        #expect(plan.moved == [UpdatePlan.Move(from: at(3), to: at(1))])
        #expect(plan.reloaded == [at(4)])
        #expect(plan.reloadedAfter == [at(4)])
    }

    @Test func reloadedItemsKeepTheirIdentityAndShift() throws {
        // [A B C] → insert at 0 and 1, delete A, reload C: C is still C, shifted from 2 to 3.
        let batch: [UpdateItem] = [
            .insert(at: at(0)), .insert(at: at(1)), .delete(at: at(0)), .reload(at: at(2)),
        ]
        let plan = try UpdatePlan.validate(batch, itemCountsBefore: [3], itemCountsAfter: [4])
        var letters = ["A", "B", "C"]
        plan.apply(to: &letters, inserting: { "new\($0.item)" })
        #expect(letters == ["new0", "new1", "B", "C"])
        #expect(plan.newIndex(forOld: at(2)) == at(3))
        #expect(plan.reloaded == [at(2)])
        #expect(plan.reloadedAfter == [at(3)])
    }

    @Test func anEmptyBatchMapsEveryItemToItself() throws {
        let plan = try UpdatePlan.validate([], itemCountsBefore: [4, 0, 2], itemCountsAfter: [4, 0, 2])
        for (section, count) in [4, 0, 2].enumerated() {
            for item in 0..<count {
                #expect(plan.newIndex(forOld: at(item, section)) == at(item, section))
                #expect(plan.oldIndex(forNew: at(item, section)) == at(item, section))
            }
        }
    }

    @Test func movingForwardsShiftsTheItemsBetweenBack() throws {
        let plan = try UpdatePlan.validate(
            [.move(from: at(0), to: at(3))], itemCountsBefore: [4], itemCountsAfter: [4])
        #expect(maps(plan).new == [3, 0, 1, 2])
        #expect(maps(plan).old == [1, 2, 3, 0])
    }

    @Test func movingBackwardsShiftsTheItemsBetweenOn() throws {
        let plan = try UpdatePlan.validate(
            [.move(from: at(3), to: at(0))], itemCountsBefore: [4], itemCountsAfter: [4])
        #expect(maps(plan).new == [1, 2, 3, 0])
        #expect(maps(plan).old == [3, 0, 1, 2])
    }

    @Test func twoMovesSwapTwoItems() throws {
        let batch: [UpdateItem] = [.move(from: at(0), to: at(2)), .move(from: at(2), to: at(0))]
        let plan = try UpdatePlan.validate(batch, itemCountsBefore: [3], itemCountsAfter: [3])
        #expect(maps(plan).new == [2, 1, 0])
        var letters = ["A", "B", "C"]
        plan.apply(to: &letters, inserting: { _ in "X" })
        #expect(letters == ["C", "B", "A"])
    }

    @Test func aMoveAcrossSectionsShiftsBothSections() throws {
        // [[A B] [C]] → move A to the end of section 1: [[B] [C A]].
        let plan = try UpdatePlan.validate(
            [.move(from: at(0, 0), to: at(1, 1))], itemCountsBefore: [2, 1], itemCountsAfter: [1, 2])
        #expect(plan.newIndex(forOld: at(0, 0)) == at(1, 1))
        #expect(plan.newIndex(forOld: at(1, 0)) == at(0, 0))
        #expect(plan.newIndex(forOld: at(0, 1)) == at(0, 1))
        #expect(plan.oldIndex(forNew: at(1, 1)) == at(0, 0))
        var sections = [["A", "B"], ["C"]]
        plan.apply(to: &sections, inserting: { _ in "X" })
        #expect(sections == [["B"], ["C", "A"]])
    }

    @Test func deletingEverythingAndInsertingIntoAnEmptySection() throws {
        let plan = try UpdatePlan.validate(
            [.delete(at: at(0)), .delete(at: at(1)), .insert(at: at(0, 1))], itemCountsBefore: [2, 0],
            itemCountsAfter: [0, 1])
        #expect(plan.newIndex(forOld: at(0)) == nil)
        #expect(plan.newIndex(forOld: at(1)) == nil)
        #expect(plan.oldIndex(forNew: at(0, 1)) == nil)
        var sections = [["A", "B"], []]
        plan.apply(to: &sections, inserting: { "\($0)" })
        #expect(sections == [[], ["[1, 0]"]])
    }

    @Test func aFewOperationsOnAMillionItemsAreFoundByBinarySearch() throws {
        let batch: [UpdateItem] = [
            .delete(at: at(10)), .insert(at: at(500_000)), .move(from: at(999_999), to: at(0)),
            .reload(at: at(999_998)),
        ]
        let plan = try UpdatePlan.validate(batch, itemCountsBefore: [1_000_000], itemCountsAfter: [1_000_000])
        #expect(plan.newIndex(forOld: at(0)) == at(1))
        #expect(plan.newIndex(forOld: at(9)) == at(10))
        #expect(plan.newIndex(forOld: at(10)) == nil)
        #expect(plan.newIndex(forOld: at(11)) == at(11))
        #expect(plan.newIndex(forOld: at(499_999)) == at(499_999))
        #expect(plan.newIndex(forOld: at(500_000)) == at(500_001))
        #expect(plan.newIndex(forOld: at(999_999)) == at(0))
        #expect(plan.oldIndex(forNew: at(500_000)) == nil)
        #expect(plan.oldIndex(forNew: at(999_999)) == at(999_998))
        #expect(plan.reloadedAfter == [at(999_999)])
    }

    @Test(.timeLimit(.minutes(1)))
    func planningCostsNothingPerItem() throws {
        // A trillion items: any per-item table or loop would never finish.
        let huge = 1 << 40
        let batch: [UpdateItem] = [
            .delete(at: at(0)), .insert(at: at(huge - 1)), .move(from: at(huge / 2), to: at(huge / 2)),
        ]
        let plan = try UpdatePlan.validate(
            batch, itemCountsBefore: [huge, huge], itemCountsAfter: [huge, huge])
        #expect(plan.newIndex(forOld: at(1)) == at(0))
        #expect(plan.newIndex(forOld: at(huge / 2 - 1)) == at(huge / 2 - 2))
        #expect(plan.newIndex(forOld: at(huge / 2 + 1)) == at(huge / 2 - 1))
        #expect(plan.newIndex(forOld: at(huge / 2)) == at(huge / 2))
        #expect(plan.newIndex(forOld: at(huge - 1)) == at(huge - 2))
        #expect(plan.oldIndex(forNew: at(huge - 1)) == nil)
        #expect(plan.newIndex(forOld: at(12_345, 1)) == at(12_345, 1))
    }
}
