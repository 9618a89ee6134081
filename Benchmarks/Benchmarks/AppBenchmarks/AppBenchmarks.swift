// The harness's `Benchmark` predates strict concurrency; a benchmark hands it to the main actor only
// while its own thread waits (`onMainActor`), so one thread uses it at a time.
@preconcurrency import Benchmark
import Dispatch
import Foundation
import TesseraCanvas
import TesseraGallery
import TesseraLayout
import TesseraView

/// A 200 × 60 terminal.
private let wideScreen = InputEvent.resize(columns: 200, rows: 60)

/// Runs `body` on the main actor, where the app lives (`GalleryApp` is `@MainActor`): the harness calls a
/// benchmark on a thread of its own, so `body` goes to the main queue and is waited for; measurements
/// are taken inside it.
private func onMainActor(_ body: @MainActor () -> Void) {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

@MainActor
private func startedApp(friends: Int, openFeed: Bool = false, screen: InputEvent = wideScreen) -> GalleryApp {
    let app = GalleryApp(options: GalleryOptions(seed: 1, friendCount: friends))
    _ = app.handle(screen)
    if openFeed { _ = app.handle(.key(.enter)) }
    _ = app.render()
    return app
}

private func registerStartUp(_ name: String, friends: Int) {
    Benchmark(
        "Start-up to first frame, \(name)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    ) { benchmark in
        onMainActor {
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(startedApp(friends: friends).render())
            }
            benchmark.stopMeasurement()
        }
    }
}

/// One scroll frame: a page down (or up, alternately, so it never sticks at an end) and the render.
private func registerScrollFrame(
    _ name: String, friends: Int, openFeed: Bool = false, columns: Int = 200, rows: Int = 60
) {
    Benchmark(
        "Scroll frame \(columns)x\(rows), \(name)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    ) { benchmark in
        onMainActor {
            let app = startedApp(
                friends: friends, openFeed: openFeed, screen: .resize(columns: columns, rows: rows))
            // The harness calls this closure once per sample with a new app: visit both pages first, so the
            // measured frame is a page seen before (the first visit also draws its pictures for the first time).
            for key in [Key.pageDown, .pageUp] {
                _ = app.handle(.key(key))
                _ = app.render()
            }
            var down = true
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                _ = app.handle(.key(down ? .pageDown : .pageUp))
                blackHole(app.render())
                down.toggle()
            }
            // Before the app is freed, which is no part of a frame.
            benchmark.stopMeasurement()
            withExtendedLifetime(app) {}
        }
    }
}

/// A batch of 4 operations through the collection view alone: validation, index mapping, re-layout and the
/// transitions of the visible items.
/// Cells that draw nothing: the batch benchmark measures the update, and the view only keeps the deleted
/// item's cell.
private struct BlankCells: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {}
}

private func registerBatch(_ name: String, layout: @escaping @Sendable () -> any CollectionLayout, count: Int)
{
    Benchmark(
        "Batch update, \(name)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    ) { benchmark in
        let batch: [UpdateItem] = [
            .delete(at: IndexPath(item: 1)), .move(from: IndexPath(item: 3), to: IndexPath(item: 0)),
            .insert(at: IndexPath(item: 2)), .reload(at: IndexPath(item: 5)),
        ]
        let start = CollectionView(
            layout: layout(), itemCounts: [count],
            viewport: CellRect(column: 0, row: 1, width: 200, height: 58))
        for _ in benchmark.scaledIterations {
            var view = start
            benchmark.startMeasurement()
            blackHole(
                try? view.performBatchUpdates(batch, itemCountsAfter: [count], dataSource: BlankCells()))
            benchmark.stopMeasurement()
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.timeUnits = .microseconds
    registerStartUp("40 friends", friends: 40)
    registerStartUp("1,000,000 friends", friends: 1_000_000)
    registerScrollFrame("40 friends", friends: 40)
    registerScrollFrame("40 friends", friends: 40, columns: 120, rows: 40)
    registerScrollFrame("1,000,000 friends", friends: 1_000_000)
    registerScrollFrame("Feed (50,000 pictures)", friends: 40, openFeed: true)
    registerBatch("mosaic, 40 items", layout: { MosaicLayout() }, count: 40)
    registerBatch("mosaic, 1,000,000 items", layout: { MosaicLayout() }, count: 1_000_000)
    registerBatch("column, 40 items", layout: { ColumnFlowLayout() }, count: 40)
    registerBatch("column, 1,000,000 items", layout: { ColumnFlowLayout() }, count: 1_000_000)
}
