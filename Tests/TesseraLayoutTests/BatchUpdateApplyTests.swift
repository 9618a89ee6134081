import Testing
import UpdateTestSupport

@testable import TesseraLayout

/// Shorthand for an index path in section 0 (or `section`).
private func at(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// Applying a plan to a model array: the same result as Apple's sample, element by element.
@Suite struct BatchUpdateApplyTests {
    @Test func applyingTheSampleBatchGivesTheSampleResult() throws {
        var people = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
        let plan = try people.applyBatchUpdate(
            [
                .delete(at: at(0)), .delete(at: at(5)), .insert(at: at(2)), .move(from: at(1), to: at(4)),
                .reload(at: at(3)),
            ],
            inserting: { _ in "Gus" })
        #expect(people == ["Cat", "Dan", "Gus", "Eve", "Bob"])
        #expect(plan.itemCountsAfter == [5])
        #expect(plan.reloadedAfter == [at(1)])
        #expect(
            sampleAlgorithmApply(plan.items, to: [[0, 1, 2, 3, 4, 5]]) == [
                [2, 3, BatchScenario.newIdentity(at(2)), 4, 1]
            ])
    }

    @Test func newElementsAreMadeOnlyForInsertsInAscendingOrder() throws {
        let plan = try UpdatePlan.validate(
            [.insert(at: at(4)), .move(from: at(0), to: at(0)), .insert(at: at(1)), .reload(at: at(2))],
            itemCountsBefore: [3], itemCountsAfter: [5])
        var asked: [IndexPath] = []
        var letters = ["A", "B", "C"]
        plan.apply(
            to: &letters,
            inserting: {
                asked.append($0)
                return "new"
            })
        #expect(asked == [at(1), at(4)])
        #expect(letters == ["A", "new", "B", "C", "new"])
    }

    @Test func reloadsLeaveTheArrayAlone() throws {
        var letters = ["A", "B", "C"]
        let plan = try letters.applyBatchUpdate(
            [.reload(at: at(0)), .reload(at: at(2))], inserting: { _ in "X" })
        #expect(letters == ["A", "B", "C"])
        #expect(plan.reloadedAfter == [at(0), at(2)])
    }

    @Test func deletingTheLastItemsOfASectionLeavesTheNextSectionIntact() throws {
        let plan = try UpdatePlan.validate(
            [.delete(at: at(1, 0)), .delete(at: at(2, 0)), .move(from: at(0, 1), to: at(0, 2))],
            itemCountsBefore: [3, 2, 1], itemCountsAfter: [1, 1, 2])
        var sections = [["A", "B", "C"], ["D", "E"], ["F"]]
        plan.apply(to: &sections, inserting: { _ in "X" })
        #expect(sections == [["A"], ["E"], ["D", "F"]])
        #expect(sampleAlgorithmApply(plan.items, to: [[0, 1, 2], [3, 4], [5]]) == [[0], [4], [3, 5]])
    }

    @Test func applyingToAModelOfTheWrongSizeStops() async {
        await #expect(processExitsWith: .failure) {
            let plan = try UpdatePlan.validate(
                [.delete(at: IndexPath(item: 0))], itemCountsBefore: [3], itemCountsAfter: [2])
            var letters = ["A", "B"]
            plan.apply(to: &letters, inserting: { _ in "X" })
        }
    }
}
