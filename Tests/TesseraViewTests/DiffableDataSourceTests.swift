import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Draws each cell as a box with the identifier of the item it shows, as the data source tells it.
private struct IdentifierBoxes: CollectionViewDataSource {
    let dataSource: DiffableDataSource<String, String>

    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        let label = dataSource.itemIdentifier(for: context) ?? "?"
        canvas.write(label, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }
}

/// A snapshot of one section, "people", holding `items`, with `reloaded` marked.
private func people(_ items: [String], reloading reloaded: [String] = []) throws -> ItemSnapshot<
    String, String
> {
    var snapshot = ItemSnapshot<String, String>()
    try snapshot.appendSections(["people"])
    try snapshot.appendItems(items)
    snapshot.reloadItems(reloaded)
    return snapshot
}

/// The labels on screen, top to bottom and left to right (three boxes a row).
private func labels(_ view: CollectionView, _ dataSource: DiffableDataSource<String, String>) -> [String] {
    var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
    view.render(into: &canvas, dataSource: IdentifierBoxes(dataSource: dataSource))
    return canvas.lines().flatMap { line in
        line.split(whereSeparator: { "┌┐─│└┘ ".contains($0) }).map(String.init)
    }
}

@Suite struct DiffableDataSourceTests {
    @Test func applyingASnapshotAnimatesItsDifferenceAndShowsIt() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C", "D", "E"]))
        var view = gridView(count: dataSource.snapshot.numberOfItems)
        #expect(labels(view, dataSource) == ["A", "B", "C", "D", "E"])
        let difference = try dataSource.apply(
            people(["D", "A", "C", "X", "E"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource))
        #expect(difference.changes.count == 3)
        #expect(view.isAnimating)
        #expect(view.itemCounts == [5])
        view.finishAnimation()
        #expect(labels(view, dataSource) == ["D", "A", "C", "X", "E"])
        #expect(dataSource.snapshot == (try people(["D", "A", "C", "X", "E"])))
    }

    @Test func deletedItemsAreDrawnFromTheSnapshotBeforeWhileTheyAnimateOut() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C"]))
        var view = gridView(count: 3)
        try dataSource.apply(
            people(["A", "C"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource))
        view.advance(to: .zero)
        view.advance(to: .milliseconds(100))
        #expect(labels(view, dataSource).sorted() == ["A", "B", "C"])
        view.advance(to: .milliseconds(300))
        #expect(labels(view, dataSource) == ["A", "C"])
    }

    @Test func theFocusFollowsItsItem() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C", "D"]))
        var view = gridView(count: 4)
        view.focus(IndexPath(item: 3))
        try dataSource.apply(
            people(["D", "C", "B", "A"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource),
            animated: false)
        #expect(!view.isAnimating)
        #expect(view.focusedItem == IndexPath(item: 0))
    }

    @Test func aChangedItemThatMovesIsReloadedThenMoved() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C"]))
        var view = gridView(count: 3)
        let difference = try dataSource.apply(
            people(["C", "A", "B"], reloading: ["C"]), to: &view,
            dataSource: IdentifierBoxes(dataSource: dataSource))
        #expect(difference.reloads == [.reload(at: IndexPath(item: 2))])
        #expect(difference.changes == [.move(from: IndexPath(item: 2), to: IndexPath(item: 0))])
        #expect(view.isAnimating)
        #expect(dataSource.snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test func aSecondApplyFinishesTheRunningAnimationFirst() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C"]))
        var view = gridView(count: 3)
        try dataSource.apply(
            people(["A", "C"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource))
        view.advance(to: .zero)
        view.advance(to: .milliseconds(100))
        try dataSource.apply(
            people(["C", "A", "Z"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource))
        #expect(view.animation?.progress == 0)
        view.finishAnimation()
        #expect(labels(view, dataSource) == ["C", "A", "Z"])
    }

    @Test func aBadSnapshotThrowsAndChangesNothing() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C"]))
        var view = gridView(count: 3)
        view.focus(IndexPath(item: 2))
        let before = dataSource.snapshot
        #expect(
            throws: ItemSnapshotError.duplicateItem(
                "\"B\"", first: IndexPath(item: 0), second: IndexPath(item: 2), phase: .afterUpdate)
        ) {
            try dataSource.apply(
                people(["B", "A", "B"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource))
        }
        #expect(throws: ItemSnapshotError.reloadedItemNotInSnapshot("\"Q\"")) {
            try dataSource.apply(
                people(["A"], reloading: ["Q"]), to: &view,
                dataSource: IdentifierBoxes(dataSource: dataSource))
        }
        #expect(dataSource.snapshot == before)
        #expect(view.itemCounts == [3] && !view.isAnimating && view.focusedItem == IndexPath(item: 2))
    }

    @Test func aViewOutOfStepWithTheSnapshotIsRejected() throws {
        var dataSource = try DiffableDataSource(people(["A", "B", "C"]))
        var view = gridView(count: 5)
        let rejection = #expect(throws: ItemSnapshotError.self) {
            try dataSource.apply(
                people(["A", "B"]), to: &view, dataSource: IdentifierBoxes(dataSource: dataSource))
        }
        guard case .batchRejected(.invalidItemCount) = rejection else {
            Issue.record("\(String(describing: rejection))")
            return
        }
        #expect(
            rejection?.description.hasPrefix("The collection view is out of step with the snapshot: ") == true
        )
        #expect(dataSource.snapshot == (try people(["A", "B", "C"])))
        #expect(view.itemCounts == [5])
    }

    @Test func aFirstSnapshotWithDuplicatesIsRefused() throws {
        #expect(
            throws: ItemSnapshotError.duplicateItem(
                "\"A\"", first: IndexPath(item: 0), second: IndexPath(item: 1), phase: .afterUpdate)
        ) { try DiffableDataSource(people(["A", "A"])) }
    }
}
