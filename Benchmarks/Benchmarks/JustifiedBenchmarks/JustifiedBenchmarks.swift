import Benchmark
import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraView

/// 100,000 photos in 120 months of about 833 each, shaped like a phone's camera roll: mostly 4:3, some
/// portraits (3:4), screenshots (9:19.5) and panoramas (4:1), decided by the index alone.
private let monthCounts = (0..<120).map { 833 + ($0 % 3 == 0 ? 1 : 0) }
private let totalCount = monthCounts.reduce(0, +)

private struct CameraRollShapes: JustifiedLayoutDelegate {
    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        switch (indexPath.item &* 7 &+ indexPath.section) % 20 {
        case 0..<13: 4.0 / 3
        case 13..<17: 3.0 / 4
        case 17..<19: 9.0 / 19.5
        default: 4
        }
    }
}

/// The timeline's zoom levels: rows of 12, 8, 5 and 3 cells (16 pt each), with one-row month headers.
private func timelineLayout(rows: Double) -> JustifiedLayout {
    JustifiedLayout(targetRowHeight: rows * 16, headerHeight: 16, delegate: CameraRollShapes())
}

/// Draws each photo as a box with its number, each header as its month: the text a frame costs, without
/// pictures.
private struct Boxes: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        canvas.write(
            "\(context.indexPath.item)",
            at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }

    func drawSupplementaryView(_ context: CellContext, in canvas: inout Canvas) {
        canvas.write("Month \(context.indexPath.section)", at: CellPoint(column: 0, row: context.frame.row))
    }
}

/// A 200 × 60 view of the timeline at 8-cell rows, headers pinned, focused half way through.
private func halfWayView(counts: [Int] = monthCounts) -> CollectionView {
    var view = CollectionView(
        layout: timelineLayout(rows: 8), itemCounts: counts,
        viewport: CellRect(column: 0, row: 0, width: 200, height: 60))
    view.sectionHeadersPinToVisibleBounds = true
    view.focus(IndexPath(item: 400, section: counts.count / 2))
    return view
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))

    Benchmark("Justified prepare: 100,000 photos in 120 months") { benchmark in
        let context = LayoutContext(
            boundsSize: Size(width: 1600, height: 960), itemCounts: monthCounts)
        for _ in benchmark.scaledIterations {
            var layout = timelineLayout(rows: 8)
            layout.prepare(for: context)
            blackHole(layout.contentSize)
        }
    }

    // One step of `-`: the new layout prepared, every visible photo given its transition (setLayout), then
    // the frames drawn at 16 ms steps until it ends (about 19): the whole step, setLayout included.
    Benchmark("Zoom transition at 200 × 60, no pictures (8 → 5 cell rows): setLayout and every frame") {
        benchmark in
        let base = halfWayView()
        var canvas = Canvas(columns: 200, rows: 60)
        for _ in benchmark.scaledIterations {
            var view = base
            benchmark.startMeasurement()
            view.setLayout(timelineLayout(rows: 5))
            var now = Duration.zero
            var frames = 0
            repeat {
                view.advance(to: now)
                view.render(into: &canvas, dataSource: Boxes())
                now += .milliseconds(16)
                frames += 1
            } while view.isAnimating
            benchmark.stopMeasurement()
            blackHole(frames)
        }
    }

    Benchmark("Zoom transition: one frame drawn mid-way at 200 × 60, no pictures") { benchmark in
        var view = halfWayView()
        view.setLayout(timelineLayout(rows: 5))
        view.advance(to: .zero)
        view.advance(to: .milliseconds(150))
        var canvas = Canvas(columns: 200, rows: 60)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            view.render(into: &canvas, dataSource: Boxes())
            blackHole(canvas)
        }
    }

    // `:2019-07` and Enter: the date resolved in the timeline (binary search), the item focused and
    // scrolled to, and the first frame there drawn.
    Benchmark("Jump to a month: resolve, focus, scroll and draw, 100,000 photos") { benchmark in
        // One photo every 45 minutes or so, from 2013 to 2026, as the index would give them.
        let start: Int64 = 1_357_000_000
        let items = (0..<totalCount).map { number in
            TimelineItem(
                photo: Photo(
                    path: FilePath("/photos/IMG_\(number).jpg"), name: "IMG_\(number).jpg", byteCount: 1,
                    modified: FileTime(seconds: 0)),
                kind: .photo,
                date: TimelineDate(
                    localSeconds: start + Int64(number) * 4_100, utcOffset: nil, source: .dateTaken))
        }
        let timeline = Timeline(items: items)
        var view = halfWayView(counts: timeline.sections.map(\.items.count))
        var canvas = Canvas(columns: 200, rows: 60)
        let targets = ["2016-03", "2024-11", "2019-07-14", "2013"].compactMap { try? JumpTarget(parsing: $0) }
        var turn = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let target = targets[turn % targets.count]
            turn += 1
            guard let index = timeline.itemIndex(jumpingTo: target),
                let (section, item) = timeline.location(ofItem: index)
            else { continue }
            view.focus(IndexPath(item: item, section: section))
            view.render(into: &canvas, dataSource: Boxes())
            blackHole(canvas)
        }
    }
}
