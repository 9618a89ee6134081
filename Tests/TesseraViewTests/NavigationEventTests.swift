import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// `handleNavigation` answers each navigation event exactly as the call it stands for, and leaves every
/// other event, and the view, alone.
@Suite struct NavigationEventTests {
    /// 60 items, three a row, in a 30 × 8 viewport; the focus starts in the middle of the screen's items.
    private func view() -> CollectionView {
        var view = gridView(count: 60)
        view.focus(IndexPath(item: 4, section: 0))
        return view
    }

    private func expectSame(_ handled: CollectionView, _ called: CollectionView, _ event: InputEvent) {
        #expect(handled.focusedItem == called.focusedItem, "\(event)")
        #expect(handled.contentOffset == called.contentOffset, "\(event)")
        #expect(handled.viewport == called.viewport, "\(event)")
    }

    @Test(arguments: [
        (Key.up, FocusDirection.up), (.down, .down), (.left, .left), (.right, .right),
    ])
    func anArrowMovesTheFocusThatWay(key: Key, direction: FocusDirection) {
        var handled = view()
        var called = view()
        let answered1 = handled.handleNavigation(.key(key))
        #expect(answered1)
        called.moveFocus(direction)
        #expect(handled.focusedItem != IndexPath(item: 4, section: 0))
        expectSame(handled, called, .key(key))
    }

    @Test(arguments: [(Key.pageUp, FocusDirection.up), (.pageDown, .down)])
    func pageKeysTurnAPage(key: Key, direction: FocusDirection) {
        var handled = view()
        var called = view()
        handled.page(.down)
        called.page(.down)
        let answered2 = handled.handleNavigation(.key(key))
        #expect(answered2)
        called.page(direction)
        expectSame(handled, called, .key(key))
    }

    @Test func homeAndEndFocusTheFirstAndTheLastItem() {
        var view = view()
        let answered3 = view.handleNavigation(.key(.end))
        #expect(answered3)
        #expect(view.focusedItem == IndexPath(item: 59, section: 0))
        let answered4 = view.handleNavigation(.key(.home))
        #expect(answered4)
        #expect(view.focusedItem == IndexPath(item: 0, section: 0))
        #expect(view.contentOffset == .zero)
    }

    @Test func aResizeKeepsTheTopLeftCellAndReachesTheNewEdges() {
        var view = CollectionView(
            layout: FlowLayout(), itemCounts: [5], viewport: CellRect(column: 2, row: 1, width: 20, height: 6)
        )
        let answered5 = view.handleNavigation(.resize(columns: 40, rows: 20))
        #expect(answered5)
        #expect(view.viewport == CellRect(column: 2, row: 1, width: 38, height: 19))
        let answered6 = view.handleNavigation(.resize(columns: 1, rows: 1))
        #expect(answered6)
        #expect(view.viewport == CellRect(column: 2, row: 1, width: 0, height: 0))
    }

    @Test(arguments: [
        InputEvent.key(.character("q")), .key(.enter), .key(.escape),
        .mouse(MouseEvent(action: .click, column: 3, row: 3)),
    ])
    func otherEventsAreLeftToTheScreen(event: InputEvent) {
        var handled = view()
        let answered7 = handled.handleNavigation(event)
        #expect(!answered7)
        expectSame(handled, view(), event)
    }
}
