import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Numbered boxes with `+` after the number of a selected item and `*` after the focused one.
private struct SelectableBoxes: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        let label = "\(context.indexPath.item)\(context.isSelected ? "+" : "")\(context.isFocused ? "*" : "")"
        canvas.write(label, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }
}

/// The labels on screen, in drawing order.
private func labels(_ view: CollectionView) -> [String] {
    var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
    view.render(into: &canvas, dataSource: SelectableBoxes())
    return canvas.lines().flatMap { line in
        line.split(whereSeparator: { "┌┐─│└┘ ".contains($0) }).map(String.init)
    }
}

private func multipleSelectionView(count: Int) -> CollectionView {
    var view = gridView(count: count)
    view.allowsMultipleSelection = true
    return view
}

@Suite struct SelectionTests {
    @Test func selectionIsSeparateFromFocus() {
        var view = multipleSelectionView(count: 6)
        view.selectItem(at: IndexPath(item: 2))
        #expect(view.focusedItem == IndexPath(item: 0))
        view.moveFocus(.right)
        view.focusLast()
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2)])
        #expect(labels(view) == ["0", "1", "2+", "3", "4", "5*"])
    }

    @Test func withoutMultipleSelectionSelectingAnItemDeselectsTheOthers() {
        var view = gridView(count: 4)
        view.selectItem(at: IndexPath(item: 1))
        view.selectItem(at: IndexPath(item: 3))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3)])
        view.selectAllItems()
        #expect(view.selectedItemCount == 1)
        view.toggleSelection(at: IndexPath(item: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0)])
        view.selectItems(from: IndexPath(item: 1), through: IndexPath(item: 2))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0)])
        view.selectItems(from: IndexPath(item: 2), through: IndexPath(item: 2))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2)])
    }

    @Test func toggleAllAndRangesAcrossSections() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 80, height: 32)
        var view = CollectionView(
            layout: layout, itemCounts: [3, 0, 70, 130],
            viewport: CellRect(column: 0, row: 0, width: 30, height: 8))
        view.allowsMultipleSelection = true
        let selectedFirst = view.toggleSelection(at: IndexPath(item: 1, section: 0))
        let selectedAgain = view.toggleSelection(at: IndexPath(item: 1, section: 0))
        #expect(selectedFirst && !selectedAgain)
        view.selectItems(from: IndexPath(item: 65, section: 3), through: IndexPath(item: 2, section: 0))
        let expected =
            [IndexPath(item: 2, section: 0)] + (0..<70).map { IndexPath(item: $0, section: 2) }
            + (0...65).map { IndexPath(item: $0, section: 3) }
        #expect(view.indexPathsForSelectedItems == expected)
        #expect(view.selectedItemCount == expected.count)
        #expect(!view.allItemsAreSelected)
        view.selectAllItems()
        #expect(view.selectedItemCount == 203 && view.allItemsAreSelected)
        view.deselectItem(at: IndexPath(item: 129, section: 3))
        #expect(!view.isSelected(IndexPath(item: 129, section: 3)) && view.selectedItemCount == 202)
        view.deselectAllItems()
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func indexPathsThatNameNoItemAreIgnored() {
        var view = multipleSelectionView(count: 3)
        view.selectItem(at: IndexPath(item: 3))
        view.selectItem(at: IndexPath(item: 0, section: 1))
        view.selectItem(at: IndexPath(item: -1))
        view.selectItems(from: IndexPath(item: 2), through: IndexPath(item: 9, section: 4))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2)])
        #expect(!view.isSelected(IndexPath(item: 7)))
    }

    @Test func aDeletedSelectedItemIsDrawnSelectedWhileItAnimatesOut() throws {
        var view = multipleSelectionView(count: 3)
        view.selectItem(at: IndexPath(item: 1))
        view.selectItem(at: IndexPath(item: 2))
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 1))], itemCountsAfter: [2], dataSource: SelectableBoxes())
        view.advance(to: .zero)
        view.advance(to: .milliseconds(100))
        // 2 slid into 1's place and stays selected; the old 1 fades out, still drawn selected.
        #expect(labels(view).sorted() == ["0*", "1+", "1+"])
        view.finishAnimation()
        #expect(labels(view) == ["0*", "1+"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1)])
    }

    @Test func aNewLayoutAndANewViewportKeepTheSelection() {
        var view = multipleSelectionView(count: 40)
        view.selectItems(from: IndexPath(item: 5), through: IndexPath(item: 9))
        view.setLayout(MosaicLayout(), animated: true)
        view.setViewport(CellRect(column: 0, row: 0, width: 50, height: 20))
        view.finishAnimation()
        #expect(view.indexPathsForSelectedItems == (5...9).map { IndexPath(item: $0) })
    }

    @Test func reloadingAllDataKeepsTheSelectedIndexPathsThatStillExist() {
        var view = multipleSelectionView(count: 10)
        view.selectItem(at: IndexPath(item: 2))
        view.selectItem(at: IndexPath(item: 8))
        view.reloadData(itemCounts: [5])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2)])
        view.reloadData(itemCounts: [10])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2)])
    }

    @Test func aHundredThousandItemsSelectAndComeOutInOrder() {
        var view = multipleSelectionView(count: 100_000)
        view.selectAllItems()
        #expect(view.selectedItemCount == 100_000 && view.allItemsAreSelected)
        view.toggleSelection(at: IndexPath(item: 64))
        let selected = view.indexPathsForSelectedItems
        #expect(selected.count == 99_999 && selected.first == IndexPath(item: 0))
        #expect(selected[64] == IndexPath(item: 65) && selected.last == IndexPath(item: 99_999))
        view.deselectAllItems()
        #expect(view.selectedItemCount == 0)
    }
}
