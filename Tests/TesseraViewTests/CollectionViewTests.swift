import TesseraCanvas
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraView

@Suite struct CollectionViewRenderingTests {
    @Test func rendersOnlyVisibleItemsAsBoxes() {
        let view = gridView(count: 100)
        var canvas = Canvas(columns: 30, rows: 8)
        view.render(into: &canvas, dataSource: NumberedBoxes())
        #expect(
            canvas.trimmedText == """
                ┌0*──────┐┌1───────┐┌2───────┐
                └────────┘└────────┘└────────┘
                ┌3───────┐┌4───────┐┌5───────┐
                └────────┘└────────┘└────────┘
                ┌6───────┐┌7───────┐┌8───────┐
                └────────┘└────────┘└────────┘
                ┌9───────┐┌10──────┐┌11──────┐
                └────────┘└────────┘└────────┘
                """)
    }

    @Test func partlyScrolledCellsAreClippedAtTheViewport() {
        var view = gridView(count: 100, rows: 3)
        view.setViewport(CellRect(column: 0, row: 1, width: 30, height: 3))
        view.scroll(dy: 16)
        var canvas = Canvas(columns: 30, rows: 5)
        view.render(into: &canvas, dataSource: NumberedBoxes())
        #expect(
            canvas.trimmedText == """

                └────────┘└────────┘└────────┘
                ┌3───────┐┌4───────┐┌5───────┐
                └────────┘└────────┘└────────┘

                """)
    }

    @Test func clickFindsTheItemUnderTheCell() {
        var view = gridView(count: 4)
        view.setViewport(CellRect(column: 0, row: 1, width: 30, height: 8))
        #expect(view.item(atScreenCell: CellPoint(column: 0, row: 1)) == IndexPath(item: 0))
        #expect(view.item(atScreenCell: CellPoint(column: 10, row: 1)) == IndexPath(item: 1))
        #expect(view.item(atScreenCell: CellPoint(column: 9, row: 4)) == IndexPath(item: 3))
        #expect(view.item(atScreenCell: CellPoint(column: 0, row: 0)) == nil)
        #expect(view.item(atScreenCell: CellPoint(column: 12, row: 4)) == nil)
        #expect(view.item(atScreenCell: CellPoint(column: 0, row: 5)) == nil)
    }
}

@Suite struct CollectionViewFocusTests {
    @Test func arrowsMoveSpatially() {
        var view = gridView(count: 100)
        view.moveFocus(.right)
        #expect(view.focusedItem == IndexPath(item: 1))
        view.moveFocus(.down)
        #expect(view.focusedItem == IndexPath(item: 4))
        view.moveFocus(.left)
        #expect(view.focusedItem == IndexPath(item: 3))
        view.moveFocus(.left)
        #expect(view.focusedItem == IndexPath(item: 3))
        view.moveFocus(.up)
        #expect(view.focusedItem == IndexPath(item: 0))
        view.moveFocus(.up)
        #expect(view.focusedItem == IndexPath(item: 0))
    }

    @Test func movingDownScrollsTheFocusedItemIntoView() {
        var view = gridView(count: 100, rows: 8)
        for _ in 0..<5 { view.moveFocus(.down) }
        #expect(view.focusedItem == IndexPath(item: 15))
        #expect(view.contentOffset.y == 6 * 32 - 128)
    }

    @Test func homeAndEndGoToTheFirstAndLastItems() {
        var view = gridView(count: 100)
        view.focusLast()
        #expect(view.focusedItem == IndexPath(item: 99))
        #expect(view.contentOffset.y == view.maximumContentOffset.y)
        view.focusFirst()
        #expect(view.focusedItem == IndexPath(item: 0))
        #expect(view.contentOffset.y == 0)
    }

    @Test func pageDownScrollsAPageAndMovesFocusWithIt() {
        var view = gridView(count: 100, rows: 8)
        view.page(.down)
        #expect(view.contentOffset.y == 112)
        let frame = view.layout.attributesForItem(at: view.focusedItem!)!.frame
        #expect(view.visibleRect.contains(frame))
        // Item 0's screen row now shows halves of items 9 and 12: the wholly visible one takes the focus.
        #expect(view.focusedItem == IndexPath(item: 12))
        view.page(.up)
        #expect(view.contentOffset.y == 0)
        #expect(view.focusedItem == IndexPath(item: 0))
    }

    @Test func spatialMovesWorkInTheMosaic() {
        var view = CollectionView(
            layout: MosaicLayout(), itemCounts: [50],
            viewport: CellRect(column: 0, row: 0, width: 40, height: 30))
        view.focus(IndexPath(item: 3))  // the large left cell of a two-thirds/one-third segment
        view.moveFocus(.right)
        #expect(view.focusedItem == IndexPath(item: 4))
        view.moveFocus(.down)
        #expect(view.focusedItem == IndexPath(item: 5))
        view.moveFocus(.left)
        #expect(view.focusedItem == IndexPath(item: 3))
        view.moveFocus(.down)
        #expect([6, 7].contains(view.focusedItem?.item))
    }

    @Test func emptyViewsHaveNoFocusAndIgnoreMoves() {
        var view = gridView(count: 0)
        #expect(view.focusedItem == nil)
        view.moveFocus(.down)
        view.page(.down)
        view.focusLast()
        #expect(view.focusedItem == nil)
        #expect(view.contentOffset == .zero)
    }

    @Test func resizingKeepsTheFocusedItemInView() {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [40],
            viewport: CellRect(column: 0, row: 0, width: 100, height: 30))
        view.focus(IndexPath(item: 30))
        view.setViewport(CellRect(column: 0, row: 0, width: 40, height: 10))
        let frame = view.layout.attributesForItem(at: IndexPath(item: 30))!.frame
        #expect(view.visibleRect.contains(frame))
    }

    @Test func reloadingWithFewerItemsClampsFocusAndOffset() {
        var view = gridView(count: 100)
        view.focusLast()
        view.reloadData(itemCounts: [4])
        #expect(view.focusedItem == IndexPath(item: 3))
        #expect(view.contentOffset.y <= view.maximumContentOffset.y)
    }
}

@Suite struct CollectionViewOffsetTests {
    @Test func offsetsStayOnWholeCellsAndTheEndStaysReachable() {
        // Cards 70 pt tall at y = 10 + 80k in a 4-row (64 pt) viewport: taller than the view.
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [7],
            viewport: CellRect(column: 0, row: 0, width: 40, height: 4))
        for _ in 0..<7 {
            #expect(view.contentOffset.y.truncatingRemainder(dividingBy: 16) == 0, "\(view.contentOffset)")
            view.moveFocus(.down)
        }
        view.focusLast()
        let last = view.layout.attributesForItem(at: IndexPath(item: 6))!.frame
        #expect(view.contentOffset.y.truncatingRemainder(dividingBy: 16) == 0)
        #expect(view.contentOffset.y <= last.minY && view.contentOffset.y + 64 >= last.minY)
        view.scroll(dy: 10_000)
        #expect(view.contentOffset.y + view.boundsSize.height >= view.layout.contentSize.height)
        #expect(view.contentOffset.y.truncatingRemainder(dividingBy: 16) == 0)
        view.scroll(to: Point(x: 3, y: 37))
        #expect(view.contentOffset == Point(x: 0, y: 32))
    }
}

@Suite struct CollectionViewInvalidationTests {
    @Test func resizingPreparesTheLayoutOnlyWhenItSaysTheSizeMatters() {
        // Staggered rows: ⌊(160 + 10) ÷ 100⌋ = 1 at 10 rows; 11 rows (176 pt) still give 1, 13 rows give 2.
        var view = CollectionView(
            layout: StaggeredLayout(), itemCounts: [20],
            viewport: CellRect(column: 0, row: 0, width: 40, height: 10))
        view.setViewport(CellRect(column: 0, row: 0, width: 60, height: 11))
        #expect(
            (view.layout as? StaggeredLayout)?.context.boundsSize == Size(width: 320, height: 160),
            "not prepared again")
        view.setViewport(CellRect(column: 0, row: 0, width: 60, height: 13))
        #expect(
            (view.layout as? StaggeredLayout)?.context.boundsSize == Size(width: 480, height: 208),
            "prepared for two rows")
        #expect(view.layout.attributesForItem(at: IndexPath(item: 1))?.frame.minY == 100)
    }
}

/// A layout of no frames that keeps the protocol's defaults (`shouldInvalidate` answers `true`) and counts its
/// preparations.
private struct CountingLayout: CollectionLayout {
    var preparations = 0
    var contentSize: Size { .zero }
    mutating func prepare(for context: LayoutContext) { preparations += 1 }
    func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
}

extension CollectionViewInvalidationTests {
    @Test func movingTheViewportWithoutResizingItDoesNotPrepareTheLayout() {
        var view = CollectionView(
            layout: CountingLayout(), itemCounts: [3],
            viewport: CellRect(column: 0, row: 0, width: 40, height: 10))
        view.setViewport(CellRect(column: 5, row: 2, width: 40, height: 10))
        #expect((view.layout as? CountingLayout)?.preparations == 1, "moved only")
        view.setViewport(CellRect(column: 5, row: 2, width: 41, height: 10))
        #expect((view.layout as? CountingLayout)?.preparations == 2, "resized")
    }
}
