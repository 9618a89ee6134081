import PropertyBased
import Testing
import UpdateTestSupport

@testable import TesseraLayout

/// The check for an index path used twice keeps the paths used as a bitmap or as a hash set; both must
/// reject exactly what the check did with index paths as dictionary keys, naming the same two operations.
@Suite struct BatchConflictPropertyTests {
    /// Valid batches and batches with a path reused on either side, small (up to 40 items a section) and
    /// large with few operations (up to 3,000), against both ways of keeping the paths.
    @Test(arguments: [40, 3_000])
    func bothWaysOfKeepingPathsRejectWhatDictionariesRejected(maxItems: Int) async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = BatchRandom(seed: seed &+ 5)
            let valid = BatchScenario.randomValid(seed: seed, maxItems: maxItems)
            let mutation = [nil, BatchMutation.reuseBeforePath, .reuseAfterPath].randomElement(
                using: &random)!
            let scenario = mutation.flatMap { $0.apply(to: valid, using: &random)?.scenario } ?? valid
            let expected = conflictAsIndexPathKeys(scenario.items)
            let validator = BatchUpdateValidator(
                items: scenario.items, itemCountsBefore: scenario.countsBefore,
                itemCountsAfter: scenario.countsAfter)
            for storage in [UsedIndexPaths.Storage.bitmap, .hashSet] {
                var found: BatchUpdateError?
                do throws(BatchUpdateError) {
                    try validator.checkConflicts(storage: storage)
                } catch {
                    found = error
                }
                #expect(found == expected, "seed \(seed), \(storage): \(scenario)")
            }
        }
    }

    @Test func theStorageFollowsHowManyOperationsThereAreForTheItems() {
        #expect(UsedIndexPaths(itemCounts: [640], operations: 10).storage == .bitmap)
        #expect(UsedIndexPaths(itemCounts: [641], operations: 10).storage == .hashSet)
        #expect(UsedIndexPaths(itemCounts: [300, 340], operations: 10).storage == .bitmap)
    }

    /// The check as it was: each side's index paths as dictionary keys, in batch order.
    private func conflictAsIndexPathKeys(_ items: [UpdateItem]) -> BatchUpdateError? {
        var usedBefore: [IndexPath: UpdateItem] = [:]
        var usedAfter: [IndexPath: UpdateItem] = [:]
        for item in items {
            if let path = item.indexPathBeforeUpdate {
                if let first = usedBefore[path] {
                    return .conflictingOperations(first, item, indexPath: path, phase: .beforeUpdate)
                }
                usedBefore[path] = item
            }
            if let path = item.indexPathAfterUpdate {
                if let first = usedAfter[path] {
                    return .conflictingOperations(first, item, indexPath: path, phase: .afterUpdate)
                }
                usedAfter[path] = item
            }
        }
        return nil
    }
}
