import Testing

@testable import TesseraLayout

/// Shorthand for an index path in section 0 (or `section`).
private func at(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

/// The error `items` are rejected with, or `nil` when they are accepted.
private func rejection(_ items: [UpdateItem], before: [Int], after: [Int]) -> BatchUpdateError? {
    do {
        _ = try UpdatePlan.validate(items, itemCountsBefore: before, itemCountsAfter: after)
        return nil
    } catch {
        return error
    }
}

/// One rule each: the batch is rejected, the error says which operation broke which rule, in UIKit's words.
@Suite struct BatchUpdateRejectionTests {
    @Test func countsThatDoNotAddUpAreRejectedInUIKitsWords() {
        let error = rejection(
            [.delete(at: at(0)), .delete(at: at(1)), .insert(at: at(0))], before: [5], after: [3])
        #expect(
            error
                == .invalidItemCount(
                    section: 0, before: 5, after: 3, inserted: 1, deleted: 2, movedIn: 0, movedOut: 0))
        #expect(
            error?.description
                == "Invalid update: invalid number of items in section 0. The number of items contained in an "
                + "existing section after the update (3) must be equal to the number of items contained in that "
                + "section before the update (5), plus or minus the number of items inserted or deleted from that "
                + "section (1 inserted, 2 deleted) and plus or minus the number of items moved into or out of that "
                + "section (0 moved in, 0 moved out).")
    }

    @Test func movesAcrossSectionsCountAsMovedInAndOut() {
        #expect(rejection([.move(from: at(0, 0), to: at(0, 1))], before: [2, 2], after: [1, 3]) == nil)
        let error = rejection([.move(from: at(0, 0), to: at(0, 1))], before: [2, 2], after: [2, 3])
        #expect(
            error
                == .invalidItemCount(
                    section: 0, before: 2, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
        #expect(error?.description.contains("(0 moved in, 1 moved out)") == true)
    }

    @Test func deletesReloadsAndMoveSourcesAreCheckedAgainstTheCountBefore() {
        let delete = UpdateItem.delete(at: at(5))
        let error = rejection([delete], before: [5], after: [4])
        #expect(error == .itemOutOfRange(delete, indexPath: at(5), itemCount: 5, phase: .beforeUpdate))
        #expect(
            error?.description
                == "Invalid update: attempt to delete item 5 from section 0 which only contains 5 items before the "
                + "update (delete [0, 5]).")
        let reload = UpdateItem.reload(at: at(3))
        #expect(
            rejection([reload], before: [3], after: [3])?.description.contains(
                "attempt to reload item 3 from section 0 which only contains 3 items before the update (reload [0, 3])"
            ) == true)
        let move = UpdateItem.move(from: at(3), to: at(0))
        #expect(
            rejection([move], before: [3], after: [3])
                == .itemOutOfRange(move, indexPath: at(3), itemCount: 3, phase: .beforeUpdate))
        // The last item before the update is a valid delete even though the index is out of range after it.
        #expect(rejection([.delete(at: at(4))], before: [5], after: [4]) == nil)
    }

    @Test func insertsAndMoveDestinationsAreCheckedAgainstTheCountAfter() {
        let insert = UpdateItem.insert(at: at(6))
        let error = rejection([insert], before: [5], after: [6])
        #expect(error == .itemOutOfRange(insert, indexPath: at(6), itemCount: 6, phase: .afterUpdate))
        #expect(
            error?.description
                == "Invalid update: attempt to insert item 6 into section 0, but there are only 6 items in section 0 "
                + "after the update (insert [0, 6]).")
        let move = UpdateItem.move(from: at(0), to: at(3))
        #expect(
            rejection([move], before: [3], after: [3])?.description.contains(
                "attempt to move item 3 into section 0, but there are only 3 items in section 0 after the update (move [0, 0] to [0, 3])"
            ) == true)
        // Appending: index 5 does not exist before the update, but does after it.
        #expect(rejection([.insert(at: at(5))], before: [5], after: [6]) == nil)
    }

    @Test func negativeItemIndicesAreOutOfRange() {
        let reload = UpdateItem.reload(at: at(-1))
        #expect(
            rejection([reload], before: [3], after: [3])
                == .itemOutOfRange(reload, indexPath: at(-1), itemCount: 3, phase: .beforeUpdate))
    }

    @Test func sectionsOutOfRangeAreNamed() {
        let delete = UpdateItem.delete(at: at(0, 1))
        let error = rejection([delete], before: [3], after: [2])
        #expect(
            error == .sectionOutOfRange(delete, indexPath: at(0, 1), sectionCount: 1, phase: .beforeUpdate))
        #expect(
            error?.description
                == "Invalid update: attempt to delete item 0 from section 1, but there are only 1 sections before the update (delete [1, 0])."
        )
        let insert = UpdateItem.insert(at: at(0, -1))
        #expect(
            rejection([insert], before: [3], after: [4])
                == .sectionOutOfRange(insert, indexPath: at(0, -1), sectionCount: 1, phase: .afterUpdate))
    }

    @Test(arguments: [
        (
            [UpdateItem.delete(at: at(1)), .delete(at: at(1))],
            "attempt to delete the same index path twice [0, 1] (delete [0, 1], delete [0, 1])"
        ),
        (
            [.delete(at: at(1)), .reload(at: at(1))],
            "attempt to delete and reload the same index path [0, 1] (delete [0, 1], reload [0, 1])"
        ),
        (
            [.move(from: at(1), to: at(0)), .delete(at: at(1))],
            "attempt to perform a delete and a move from the same index path [0, 1] (move [0, 1] to [0, 0], delete [0, 1])"
        ),
        (
            [.reload(at: at(2)), .move(from: at(2), to: at(0))],
            "attempt to reload and move the same index path [0, 2] (reload [0, 2], move [0, 2] to [0, 0])"
        ),
        (
            [.reload(at: at(2)), .reload(at: at(2))],
            "attempt to reload the same index path twice [0, 2] (reload [0, 2], reload [0, 2])"
        ),
        (
            [.move(from: at(2), to: at(0)), .move(from: at(2), to: at(1))],
            "attempt to move the same index path twice [0, 2] (move [0, 2] to [0, 0], move [0, 2] to [0, 1])"
        ),
        (
            [.move(from: at(0), to: at(3)), .move(from: at(1), to: at(3))],
            "attempt to move two items to the same index path [0, 3] (move [0, 0] to [0, 3], move [0, 1] to [0, 3])"
        ),
        (
            [.insert(at: at(3)), .insert(at: at(3))],
            "attempt to insert the same index path twice [0, 3] (insert [0, 3], insert [0, 3])"
        ),
        (
            [.insert(at: at(3)), .move(from: at(0), to: at(3))],
            "attempt to perform an insert and a move to the same index path [0, 3] (insert [0, 3], move [0, 0] to [0, 3])"
        ),
    ])
    func anIndexPathUsedTwiceOnOneSideIsRejected(_ items: [UpdateItem], message: String) {
        let error = rejection(items, before: [4], after: [4])
        #expect(error?.description == "Invalid update: " + message + ".")
        guard case .conflictingOperations(let first, let second, _, _)? = error else {
            Issue.record("not a conflict: \(String(describing: error))")
            return
        }
        #expect([first, second] == items)
    }

    @Test func theSameIndexOnBothSidesIsNoConflict() {
        // Delete [0, 1] names the old item 1; insert [0, 1] names the new slot 1: a replacement.
        #expect(rejection([.delete(at: at(1)), .insert(at: at(1))], before: [3], after: [3]) == nil)
        #expect(
            rejection([.reload(at: at(1)), .move(from: at(0), to: at(1))], before: [3], after: [3]) == nil)
    }

    @Test func operationsMissingAnIndexPathAreRejected() {
        let insert = UpdateItem(action: .insert, before: nil, after: nil)
        #expect(rejection([insert], before: [1], after: [2]) == .missingIndexPath(insert))
        #expect(
            rejection([insert], before: [1], after: [2])?.description
                == "Invalid update: attempt to insert without an index path after the update (insert ?).")
        let delete = UpdateItem(action: .delete, before: nil, after: nil)
        #expect(
            rejection([delete], before: [1], after: [0])?.description
                == "Invalid update: attempt to delete without an index path before the update (delete ?).")
        let move = UpdateItem(action: .move, before: at(0), after: nil)
        #expect(
            rejection([move], before: [1], after: [1])?.description
                == "Invalid update: attempt to move without an index path after the update (move [0, 0] to ?)."
        )
    }

    @Test func operationsWithAnExtraIndexPathAreRejected() {
        let insert = UpdateItem(action: .insert, before: at(0), after: at(1))
        #expect(rejection([insert], before: [1], after: [2]) == .unexpectedIndexPath(insert))
        #expect(
            rejection([insert], before: [1], after: [2])?.description.contains(
                "attempt to insert with an index path before the update ([0, 0])") == true)
        let reload = UpdateItem(action: .reload, before: at(0), after: at(0))
        #expect(rejection([reload], before: [1], after: [1]) == .unexpectedIndexPath(reload))
    }

    @Test func negativeCountsAndAChangeInSectionsAreRejected() {
        #expect(
            rejection([], before: [2, -1], after: [2, -1])
                == .negativeItemCount(section: 1, count: -1, phase: .beforeUpdate))
        #expect(
            rejection([], before: [0], after: [-2])?.description
                == "Invalid update: section 0 has a negative number of items (-2) after the update.")
        let error = rejection([], before: [1], after: [1, 0])
        #expect(error == .sectionCountMismatch(before: 1, after: 2))
        #expect(
            error?.description.hasPrefix(
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1)"
            ) == true)
    }

    @Test func aBadOperationAnywhereRejectsTheWholeBatchAndLeavesTheArrayAlone() {
        var people = ["A", "B", "C", "D", "E"]
        let batch: [UpdateItem] = [
            .delete(at: at(1)), .insert(at: at(0)), .move(from: at(3), to: at(1)), .delete(at: at(1)),
        ]
        #expect(
            throws: BatchUpdateError.conflictingOperations(
                .delete(at: at(1)), .delete(at: at(1)), indexPath: at(1), phase: .beforeUpdate)
        ) {
            try people.applyBatchUpdate(batch, inserting: { _ in "X" })
        }
        #expect(people == ["A", "B", "C", "D", "E"])
        #expect(throws: BatchUpdateError.self) {
            try people.applyBatchUpdate([.reload(at: at(0)), .delete(at: at(9))], inserting: { _ in "X" })
        }
        #expect(people == ["A", "B", "C", "D", "E"])
    }

    @Test func theFirstProblemInBatchOrderIsReported() {
        let first = UpdateItem.delete(at: at(7))
        let second = UpdateItem.insert(at: at(9))
        #expect(
            rejection([first, second], before: [3], after: [3])
                == .itemOutOfRange(first, indexPath: at(7), itemCount: 3, phase: .beforeUpdate))
        #expect(
            rejection([second, first], before: [3], after: [3])
                == .itemOutOfRange(second, indexPath: at(9), itemCount: 3, phase: .afterUpdate))
    }
}
