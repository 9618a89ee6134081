import TesseraCanvas
import TesseraLayout
import Testing
import UpdateTestSupport

@testable import TesseraView

/// The selection against a brute-force model: a set of item identities, with every item that leaves the
/// view leaving the set.
@Suite struct SelectionPropertyTests {
    /// Random batches of every kind (sections, deletes, inserts, moves across sections, reloads) on a
    /// random selection: afterwards exactly the surviving selected identities are selected, where Apple's
    /// array algorithm puts them.
    @Test func theSelectionFollowsItsItemsThroughRandomBatchUpdates() throws {
        for seed in 0..<2_000 {
            let scenario = BatchScenario.randomValid(seed: seed, maxSections: 3, maxItems: 150)
            var random = BatchRandom(seed: seed &+ 7)
            var view = CollectionView(
                layout: ColumnFlowLayout(), itemCounts: scenario.countsBefore,
                viewport: CellRect(column: 0, row: 0, width: 60, height: 30))
            view.allowsMultipleSelection = true
            let old = scenario.oldSections
            var selected = Set<Int>()
            for (section, identities) in old.enumerated() {
                for (item, identity) in identities.enumerated()
                where Int.random(in: 0..<3, using: &random) == 0 {
                    view.selectItem(at: IndexPath(item: item, section: section))
                    selected.insert(identity)
                }
            }
            try view.performBatchUpdates(
                scenario.items, itemCountsAfter: scenario.countsAfter, dataSource: NumberedBoxes(),
                animated: seed % 2 == 0)
            let model = sampleAlgorithmApply(scenario.items, to: old)
            let expected = model.enumerated().flatMap { section, identities in
                identities.indices.filter { selected.contains(identities[$0]) }.map {
                    IndexPath(item: $0, section: section)
                }
            }
            #expect(view.indexPathsForSelectedItems == expected, "seed \(seed): \(scenario)")
            #expect(view.selectedItemCount == expected.count, "seed \(seed)")
            let isSelected = model.enumerated().allSatisfy { section, identities in
                identities.indices.allSatisfy {
                    view.isSelected(IndexPath(item: $0, section: section))
                        == selected.contains(identities[$0])
                }
            }
            #expect(isSelected, "seed \(seed)")
        }
    }

    /// A list filtered, sorted, grown and reloaded through a ``DiffableDataSource``, its layout and
    /// viewport changed, with items selected, ranges marked and everything toggled in between: the
    /// selected identifiers are always the model's set, less the items that left.
    @Test func theSelectionKeepsItsItemsThroughFiltersSortsLayoutsAndReloads() throws {
        for seed in 0..<300 {
            var random = BatchRandom(seed: seed)
            var all = Array(0..<Int.random(in: 0...120, using: &random))
            var shown = all
            var ids = try DiffableDataSource(oneSection(shown))
            var view = CollectionView(
                layout: MosaicLayout(), itemCounts: [shown.count],
                viewport: CellRect(column: 0, row: 0, width: 50, height: 20))
            view.allowsMultipleSelection = true
            var selected = Set<Int>()
            for step in 0..<40 {
                switch Int.random(in: 0..<9, using: &random) {
                case 0:  // a filter: some of all, in the list's order
                    shown = all.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
                case 1:  // a new order
                    shown.shuffle(using: &random)
                case 2:  // new items arrive, some items leave the list
                    let next = (all.max() ?? -1) + 1
                    all =
                        all.filter { _ in Int.random(in: 0..<8, using: &random) != 0 }
                        + (next..<next + Int.random(in: 0...10, using: &random))
                    shown = all
                case 3:  // toggle some shown items
                    for _ in 0..<Int.random(in: 0...6, using: &random) where !shown.isEmpty {
                        let item = Int.random(in: 0..<shown.count, using: &random)
                        let now = view.toggleSelection(at: IndexPath(item: item))
                        if now { selected.insert(shown[item]) } else { selected.remove(shown[item]) }
                    }
                case 4:  // a range
                    guard !shown.isEmpty else { break }
                    let a = Int.random(in: 0..<shown.count, using: &random)
                    let b = Int.random(in: 0..<shown.count, using: &random)
                    view.selectItems(from: IndexPath(item: a), through: IndexPath(item: b))
                    selected.formUnion(shown[min(a, b)...max(a, b)])
                case 5:  // all, or none when all are selected
                    if view.allItemsAreSelected {
                        view.deselectAllItems()
                        selected.removeAll()
                    } else {
                        view.selectAllItems()
                        selected.formUnion(shown)
                    }
                case 6:  // another layout, another size
                    view.setLayout(
                        Bool.random(using: &random) ? MosaicLayout() : ColumnFlowLayout(),
                        animated: Bool.random(using: &random))
                    view.setViewport(
                        CellRect(
                            column: 0, row: 0, width: Int.random(in: 10...90, using: &random),
                            height: Int.random(in: 5...40, using: &random)))
                case 7:  // moving the focus changes nothing
                    view.moveFocus(.down)
                    view.page(.down)
                default:  // a redraw of some items with new content: same items
                    break
                }
                var snapshot = oneSection(shown)
                snapshot.reloadItems(shown.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
                try ids.apply(
                    snapshot, to: &view, dataSource: NumberedBoxes(), animated: Bool.random(using: &random))
                if Bool.random(using: &random) { view.finishAnimation() }
                selected.formIntersection(shown)
                #expect(
                    ids.selectedItemIdentifiers(in: view) == shown.filter(selected.contains),
                    "seed \(seed) step \(step)")
            }
        }
    }
}

/// A snapshot of one section, 0, holding `items`.
private func oneSection(_ items: [Int]) -> ItemSnapshot<Int, Int> {
    var snapshot = ItemSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(items)
    return snapshot
}
