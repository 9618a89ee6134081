import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Draws each cell as a box with a label whose wide glyphs cross the cell's and the viewport's edges.
private struct WideLabels: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        let frame = context.frame
        canvas.drawBox(frame)
        canvas.write(
            "日\(context.indexPath.item)😀", at: CellPoint(column: frame.column - 1, row: frame.row + 1))
        canvas.fill(CellRect(column: frame.maxColumn - 2, row: frame.row, width: 3, height: 1), with: .plain)
    }
}

/// How `render` drew before it rendered straight into the screen: into a canvas of the viewport's size,
/// every element sorted by z-index, then copied onto the screen at the viewport.
private func previousRender(
    _ view: CollectionView, into canvas: inout Canvas, dataSource: some CollectionViewDataSource
) {
    let elements: [(attributes: LayoutAttributes, keptCell: DisappearingCell?)] =
        view.animation?.frames() ?? view.visibleAttributes().map { ($0, nil) }
    var viewCanvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
    let ordered = elements.enumerated().sorted {
        ($0.element.attributes.zIndex, $0.offset) < ($1.element.attributes.zIndex, $1.offset)
    }
    for (_, (element, keptCell)) in ordered where !element.isHidden && element.alpha > 0 {
        guard view.raster.cellRect(for: element.visibleFrame) != nil,
            let frame = view.raster.unclippedCellRect(for: element.visibleFrame)
        else { continue }
        if let keptCell {
            keptCell.draw(CellContext(attributes: element, frame: frame, isFocused: false), in: &viewCanvas)
            continue
        }
        let isFocused = element.kind == .cell && element.indexPath == view.focusedItem
        dataSource.drawCell(
            CellContext(attributes: element, frame: frame, isFocused: isFocused), in: &viewCanvas)
    }
    for row in 0..<viewCanvas.rows {
        for column in 0..<viewCanvas.columns where !viewCanvas[column, row].isContinuation {
            canvas[view.viewport.column + column, view.viewport.row + row] = viewCanvas[column, row]
        }
    }
}

/// A screen full of wide glyphs, so that glyphs straddling the viewport's edges are covered too.
private func busyScreen(columns: Int, rows: Int) -> Canvas {
    var canvas = Canvas(columns: columns, rows: rows)
    for row in 0..<rows {
        canvas.write(String(repeating: "語", count: columns), at: CellPoint(column: row % 2, row: row))
    }
    return canvas
}

@Suite struct ClippedRenderingTests {
    @Test(arguments: [
        CellRect(column: 0, row: 0, width: 30, height: 8), CellRect(column: 3, row: 2, width: 25, height: 7),
        CellRect(column: 1, row: 1, width: 40, height: 20),
        CellRect(column: -4, row: -1, width: 21, height: 6),
    ])
    func rendersExactlyAsThroughAViewportCanvas(viewport: CellRect) {
        var view = gridView(count: 40)
        view.setViewport(viewport)
        for step in 0..<6 {
            view.scroll(to: Point(x: 0, y: Double(step) * 13))
            var screen = busyScreen(columns: 36, rows: 14)
            var expected = screen
            view.render(into: &screen, dataSource: WideLabels())
            previousRender(view, into: &expected, dataSource: WideLabels())
            #expect(screen == expected, "scrolled to \(Double(step) * 13)")
        }
    }

    @Test func rendersExactlyAsThroughAViewportCanvasDuringAnAnimation() throws {
        var view = gridView(count: 12)
        view.setViewport(CellRect(column: 2, row: 1, width: 27, height: 8))
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 0)), .move(from: IndexPath(item: 5), to: IndexPath(item: 1))],
            itemCountsAfter: [11], dataSource: WideLabels())
        #expect(view.isAnimating)
        for step in 0..<4 {
            view.advance(to: .seconds(10) + .milliseconds(40 * step))
            var screen = busyScreen(columns: 32, rows: 12)
            var expected = screen
            view.render(into: &screen, dataSource: WideLabels())
            previousRender(view, into: &expected, dataSource: WideLabels())
            #expect(screen == expected, "step \(step)")
        }
    }

    @Test func drawingOrderKeepsElementsWhoseZIndicesNeverDecrease() {
        let elements = [(0, "a"), (0, "b"), (1, "c"), (1, "d"), (5, "e")]
        #expect(CollectionView.drawingOrder(elements, zIndex: \.0).map(\.1) == ["a", "b", "c", "d", "e"])
        #expect(CollectionView.drawingOrder([(Int, String)](), zIndex: \.0).isEmpty)
    }

    @Test func drawingOrderSortsByZIndexStably() {
        let elements = [(1, "a"), (0, "b"), (1, "c"), (-2, "d"), (0, "e")]
        #expect(CollectionView.drawingOrder(elements, zIndex: \.0).map(\.1) == ["d", "b", "e", "a", "c"])
    }
}
