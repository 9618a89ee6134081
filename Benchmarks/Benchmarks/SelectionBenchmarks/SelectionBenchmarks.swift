import Benchmark
import TesseraCanvas
import TesseraLayout
import TesseraView

/// The multi-selection of a collection view at 100,000 items: what `a` (all), Space (one at a time), `v`
/// (a range) and a live update cost when that many photos are marked.

private let itemCount = 100_000

/// Cells that draw nothing: only the selection is measured.
private struct BlankCells: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {}
}

/// A view of `itemCount` items in a mosaic, as the photo Feed shows them, allowing multiple selection.
private func startView(selectingAll: Bool = false) -> CollectionView {
    var view = CollectionView(
        layout: MosaicLayout(), itemCounts: [itemCount],
        viewport: CellRect(column: 0, row: 1, width: 200, height: 58))
    view.allowsMultipleSelection = true
    if selectingAll { view.selectAllItems() }
    return view
}

private func measure(
    _ name: String, start: @escaping @Sendable () -> CollectionView,
    _ body: @escaping @Sendable (inout CollectionView) -> Void
) {
    Benchmark(name, configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))) {
        benchmark in
        let first = start()
        for _ in benchmark.scaledIterations {
            var view = first
            benchmark.startMeasurement()
            body(&view)
            benchmark.stopMeasurement()
            blackHole(view.selectedItemCount)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.timeUnits = .microseconds
    measure("Select all, 100,000 items", start: { startView() }) { $0.selectAllItems() }
    measure("Toggle one item, 100,000 selected", start: { startView(selectingAll: true) }) {
        $0.toggleSelection(at: IndexPath(item: 50_000))
    }
    measure("Mark 100,000 items one at a time", start: { startView() }) { view in
        for item in 0..<itemCount { view.toggleSelection(at: IndexPath(item: item)) }
    }
    measure("Select a range of 100,000 items", start: { startView() }) {
        $0.selectItems(from: IndexPath(item: 0), through: IndexPath(item: itemCount - 1))
    }
    measure("List the selection, 100,000 selected", start: { startView(selectingAll: true) }) {
        blackHole($0.indexPathsForSelectedItems)
    }
    measure("Batch update (one photo gone), 100,000 selected", start: { startView(selectingAll: true) }) {
        _ = try? $0.performBatchUpdates(
            [.delete(at: IndexPath(item: 0))], itemCountsAfter: [itemCount - 1], dataSource: BlankCells(),
            animated: false)
    }
}
