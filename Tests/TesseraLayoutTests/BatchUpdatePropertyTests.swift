import PropertyBased
import Testing
import UpdateTestSupport

@testable import TesseraLayout

/// Batch update = array model: for random valid batches the plan agrees with Apple's sample algorithm run
/// on an array of distinct identities, and every batch broken from a valid one is rejected untouched.
@Suite struct BatchUpdatePropertyTests {
    /// One section of up to 60 items, and up to four sections of up to 25 (moves cross sections).
    @Test(arguments: [(1, 60), (4, 25)])
    func indexMapsAgreeWithTheArrayModel(sections: Int, items: Int) async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...1_000_000)) { seed in
            let scenario = BatchScenario.randomValid(seed: seed, maxSections: sections, maxItems: items)
            do throws(BatchUpdateError) {
                let plan = try scenario.validate()
                let problems = batchPlanDiscrepancies(plan, scenario)
                #expect(
                    problems.isEmpty,
                    "seed \(seed): \(scenario)\n\(problems.prefix(5).joined(separator: "\n"))")
            } catch {
                Issue.record("seed \(seed): a valid batch was rejected: \(error)\n\(scenario)")
            }
        }
    }

    @Test func theArrayHelperMatchesTheSampleAlgorithm() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...1_000_000)) { seed in
            let scenario = BatchScenario.randomValid(seed: seed, maxSections: 1, maxItems: 60)
            var model = scenario.oldSections[0]
            let expected = sampleAlgorithmApply(scenario.items, to: scenario.oldSections)[0]
            do throws(BatchUpdateError) {
                let plan = try model.applyBatchUpdate(scenario.items, inserting: BatchScenario.newIdentity)
                #expect(model == expected, "seed \(seed): \(scenario)")
                #expect(plan.itemCountsAfter == scenario.countsAfter, "seed \(seed)")
            } catch {
                Issue.record("seed \(seed): a valid batch was rejected: \(error)\n\(scenario)")
            }
        }
    }

    @Test(arguments: BatchMutation.allCases)
    func everyBrokenBatchIsRejectedAndChangesNothing(_ mutation: BatchMutation) async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = BatchRandom(seed: seed &+ 7)
            let valid = BatchScenario.randomValid(seed: seed)
            let (scenario, expected) =
                mutation.apply(to: valid, using: &random) ?? BatchMutation.wrongCountAfter.apply(
                    to: valid, using: &random)!
            let original = valid.oldSections
            var model = original
            do throws(BatchUpdateError) {
                let plan = try scenario.validate()
                plan.apply(to: &model, inserting: BatchScenario.newIdentity)
                Issue.record("seed \(seed): \(mutation) was accepted: \(scenario)")
            } catch {
                #expect(expected(error), "seed \(seed): \(mutation) gave \(error)\n\(scenario)")
                #expect(error.description.hasPrefix("Invalid update: "))
            }
            #expect(model == original, "seed \(seed): the model changed although the batch was rejected")
        }
    }

    /// Only mutations that stay broken when the count after is implied by the batch (an insert one past
    /// the end, say, is a valid append there).
    @Test(arguments: [
        BatchMutation.deleteOutOfRange, .moveDestinationOutOfRange, .reuseBeforePath, .reuseAfterPath,
        .negativeItem,
    ])
    func theArrayHelperLeavesTheArrayAloneOnABrokenBatch(_ mutation: BatchMutation) async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000)) { seed in
            var random = BatchRandom(seed: seed &+ 11)
            let valid = BatchScenario.randomValid(seed: seed, maxSections: 1)
            guard let (scenario, _) = mutation.apply(to: valid, using: &random) else { return }
            let original = valid.oldSections[0]
            var model = original
            #expect(throws: BatchUpdateError.self, "seed \(seed): \(mutation) \(scenario)") {
                try model.applyBatchUpdate(scenario.items, inserting: BatchScenario.newIdentity)
            }
            #expect(model == original, "seed \(seed): the array changed although the batch was rejected")
        }
    }
}
