import TesseraCanvas
import TesseraLayout
import Testing
import UpdateTestSupport

@testable import TesseraView

/// Random batches through the view (one section, as the app uses), checked against Apple's array
/// algorithm applied to distinct identities — the same scenarios and breakages the engine's own property
/// tests use.
@Suite struct BatchUpdateViewPropertyTests {
    static func view(count: Int) -> CollectionView {
        CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [count],
            viewport: CellRect(column: 0, row: 0, width: 90, height: 500))
    }

    @Test func viewIdentitiesMatchTheArrayModelForThousandsOfRandomBatches() throws {
        for seed in 0..<2_000 {
            let scenario = BatchScenario.randomValid(seed: seed, maxSections: 1, maxItems: 60)
            let old = scenario.oldSections[0]
            let model = sampleAlgorithmApply(scenario.items, to: scenario.oldSections)[0]
            var view = Self.view(count: old.count)
            let before = view.layout
            let plan = try view.performBatchUpdates(
                scenario.items, itemCountsAfter: scenario.countsAfter, dataSource: NumberedBoxes())
            #expect(view.itemCounts == [model.count], "seed \(seed)")
            var viewModel = old
            plan.apply(to: &viewModel, inserting: BatchScenario.newIdentity)
            #expect(viewModel == model, "seed \(seed): \(scenario)")
            // Every item that stays slides from the old frame of the same identity.
            for transition in view.animation?.transitions ?? [] where transition.content == .afterUpdate {
                let identity = model[transition.end.indexPath.item]
                guard identity >= 0 else { continue }
                #expect(
                    transition.start.frame == before.attributesForItem(at: IndexPath(item: identity))?.frame)
            }
        }
    }

    /// Every breakage but a negative count before the batch: a view's own counts are never negative.
    @Test(arguments: BatchMutation.allCases.filter { $0 != .negativeCount })
    func brokenBatchesAreRejectedAndChangeNothing(_ mutation: BatchMutation) throws {
        var checked = 0
        for seed in 0..<150 {
            var random = BatchRandom(seed: seed &+ 11)
            let valid = BatchScenario.randomValid(seed: seed, maxSections: 1, maxItems: 40)
            guard let (broken, _) = mutation.apply(to: valid, using: &random) else { continue }
            try #require(broken.countsBefore == valid.countsBefore)
            checked += 1
            var view = CollectionView(
                layout: MosaicLayout(), itemCounts: valid.countsBefore,
                viewport: CellRect(column: 0, row: 0, width: 60, height: 40))
            view.focusLast()
            let snapshot = (view.itemCounts, view.focusedItem, view.contentOffset, view.layout.contentSize)
            #expect(throws: BatchUpdateError.self, "seed \(seed): \(mutation)") {
                try view.performBatchUpdates(
                    broken.items, itemCountsAfter: broken.countsAfter, dataSource: NumberedBoxes())
            }
            #expect(view.itemCounts == snapshot.0 && view.focusedItem == snapshot.1)
            #expect(
                view.contentOffset == snapshot.2 && view.layout.contentSize == snapshot.3 && !view.isAnimating
            )
        }
        #expect(checked > 100, "\(mutation) broke only \(checked) of 150 batches")
    }
}
