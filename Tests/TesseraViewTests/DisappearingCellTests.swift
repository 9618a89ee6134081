import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Boxes labelled with the name each item has in `names`: a value holding its data, as an app's is.
private struct NameBoxes: CollectionViewDataSource {
    let names: [String]

    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        let name = names.indices.contains(context.indexPath.item) ? names[context.indexPath.item] : "?"
        canvas.write(name, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }
}

/// Counts the disappearing cells the view asks for, and draws nothing.
private final class AskCounter: CollectionViewDataSource {
    var asked: [IndexPath] = []
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {}
    func disappearingCell(at indexPath: IndexPath) -> DisappearingCell {
        asked.append(indexPath)
        return DisappearingCell { _, _ in }
    }
}

/// The labels on screen, left to right and top to bottom.
private func labels(_ view: CollectionView, _ dataSource: some CollectionViewDataSource) -> [String] {
    var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
    view.render(into: &canvas, dataSource: dataSource)
    return canvas.lines().flatMap { $0.split(whereSeparator: { "┌┐─│└┘ ".contains($0) }).map(String.init) }
}

@Suite struct DisappearingCellTests {
    @Test func deletedItemsAreDrawnFromWhatTheViewKeptWhileTheDataSourceShowsOnlyTheNewData() throws {
        let before = NameBoxes(names: ["ann", "bob", "cy", "dee"])
        var view = gridView(count: 4)
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 3))], itemCountsAfter: [3], dataSource: before)
        let after = NameBoxes(names: ["ann", "bob", "cy"])
        view.advance(to: .zero)
        view.advance(to: .milliseconds(150))
        #expect(labels(view, after) == ["ann", "bob", "cy", "dee"], "dee fades out")
        view.advance(to: .milliseconds(300))
        #expect(labels(view, after) == ["ann", "bob", "cy"])
    }

    @Test func aBatchAsksOnlyForTheDeletedItemsOnScreen() throws {
        // 100,000 items, three a row and four rows on screen: deleting all but the last asks for 12.
        let count = 100_000
        var view = gridView(count: count, columns: 30, rows: 8)
        let counter = AskCounter()
        try view.performBatchUpdates(
            (0..<(count - 1)).map { .delete(at: IndexPath(item: $0)) }, itemCountsAfter: [1],
            dataSource: counter)
        #expect(counter.asked == (0..<12).map { IndexPath(item: $0) })
    }

    @Test func withoutAnimationNothingIsKept() throws {
        var view = gridView(count: 10)
        let counter = AskCounter()
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 0))], itemCountsAfter: [9], dataSource: counter, animated: false)
        #expect(counter.asked.isEmpty)
    }
}
