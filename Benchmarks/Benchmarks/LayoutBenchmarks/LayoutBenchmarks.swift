import Benchmark
import TesseraLayout

/// A 1600 × 960 pt screen (200 × 60 cells) over a million items.
private let millionItems = LayoutContext(
    boundsSize: Size(width: 1600, height: 960),
    layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8),
    count: 1_000_000)

/// A screen-sized rectangle half way along the content's scrolling axis.
private func screenHalfWay(through layout: some CollectionLayout) -> Rect {
    let size = layout.contentSize
    let horizontal = size.width > size.height
    return Rect(
        x: horizontal ? size.width / 2 : 0, y: horizontal ? 0 : size.height / 2, width: 1600, height: 960)
}

private func registerPrepare(_ name: String, _ make: @escaping @Sendable () -> any CollectionLayout) {
    Benchmark(
        "\(name) prepare 1M",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .memoryLeaked, .peakMemoryResident],
            maxDuration: .seconds(3))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            var layout = make()
            layout.prepare(for: millionItems)
            blackHole(layout.contentSize)
        }
    }
}

private func registerQuery(_ name: String, _ make: @escaping @Sendable () -> any CollectionLayout) {
    Benchmark(
        "\(name) screen query 1M",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo,
            maxDuration: .seconds(3))
    ) { benchmark in
        var layout = make()
        layout.prepare(for: millionItems)
        let rect = screenHalfWay(through: layout)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(layout.attributes(in: rect))
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.timeUnits = .microseconds
    let layouts: [(String, @Sendable () -> any CollectionLayout)] = [
        ("Mosaic", { MosaicLayout() }),
        ("Column", { ColumnFlowLayout() }),
        ("Staggered", { StaggeredLayout() }),
        ("Grid", { GridLayout() }),
    ]
    for (name, make) in layouts {
        registerPrepare(name, make)
        registerQuery(name, make)
    }
}
