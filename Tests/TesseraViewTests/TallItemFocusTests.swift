import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Focusing an item that, with its section's pinned header, is taller than the view: its top stays in view
/// (the scroll rounds down to whole cells, not up), so the view of the first item stays at offset 0.
@Suite struct TallItemFocusTests {
    /// Rows of two 5:2 items a point apart under one-row headers, in a 20 × 2 view (32 pt): the header
    /// and the first row (a point below it, 31.8 pt tall) are 48.8 pt, more than the view.
    static func tallView() -> CollectionView {
        pinnedView(
            counts: [4, 2], rows: 2,
            layout: JustifiedLayout(targetRowHeight: 32, spacing: 1, headerHeight: 16, delegate: WideItems()))
    }

    @Test func focusingTheFirstItemKeepsTheViewAtTheTop() {
        var view = Self.tallView()
        let first = view.layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(first.map { $0.minY > 16 && 16 + $0.height > 32 } == true, "\(String(describing: first))")
        view.focus(IndexPath(item: 0, section: 0))
        #expect(view.contentOffset == .zero)
        #expect(
            view.screen() == """
                ▌ Section 0
                ┌0.0*────┐┌0.1─────┐
                """)
        view.focusFirst()
        #expect(view.contentOffset == .zero)
    }

    @Test func anItemAcrossACellBoundaryThatFitsInPointsButNotInCellsKeepsItsTop() {
        // 20 × 3 (48 pt): header and first row are 47.8 pt, but from 1 pt to 48.8 pt they cover four rows
        // of cells; rounding up to show the bottom edge would hide the top under the header.
        var view = pinnedView(
            counts: [4, 2], rows: 3,
            layout: JustifiedLayout(targetRowHeight: 32, spacing: 1, headerHeight: 16, delegate: WideItems()))
        view.focus(IndexPath(item: 0, section: 0))
        #expect(view.contentOffset == .zero)
        #expect(view.screen().components(separatedBy: "\n")[1].hasPrefix("┌0.0*"), "\(view.screen())")
    }

    @Test func focusingATallItemFurtherDownShowsItsTopUnderThePinnedHeader() {
        var view = Self.tallView()
        view.focus(IndexPath(item: 2, section: 0))
        let frame = view.layout.attributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        // The item's top, less the header's band, rounded down to a whole cell: nothing of it is cut.
        #expect(view.contentOffset.y == ((frame.minY - 16) / 16).rounded(.down) * 16)
        #expect(
            view.screen().components(separatedBy: "\n").last?.hasPrefix("┌0.2*") == true, "\(view.screen())")
    }
}
