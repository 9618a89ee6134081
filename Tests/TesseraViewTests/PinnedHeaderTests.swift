import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Section headers pinned to the top of the view (UIKit's `sectionHeadersPinToVisibleBounds`), asserted as
/// whole screens.
@Suite struct PinnedHeaderTests {
    /// The screens of sections of 6, 4 and 4 items (3, 2 and 2 rows under a one-row header) in a 20 × 5
    /// view, at every scroll offset from the top to the end, one row apart.
    static let screens = [
        // 0 pt
        """
        ▌ Section 0
        ┌0.0*────┐┌0.1─────┐
        └────────┘└────────┘
        ┌0.2─────┐┌0.3─────┐
        └────────┘└────────┘
        """,
        // 16 pt
        """
        ▌ Section 0
        └────────┘└────────┘
        ┌0.2─────┐┌0.3─────┐
        └────────┘└────────┘
        ┌0.4─────┐┌0.5─────┐
        """,
        // 32 pt
        """
        ▌ Section 0
        ┌0.2─────┐┌0.3─────┐
        └────────┘└────────┘
        ┌0.4─────┐┌0.5─────┐
        └────────┘└────────┘
        """,
        // 48 pt
        """
        ▌ Section 0
        └────────┘└────────┘
        ┌0.4─────┐┌0.5─────┐
        └────────┘└────────┘
        ▌ Section 1
        """,
        // 64 pt
        """
        ▌ Section 0
        ┌0.4─────┐┌0.5─────┐
        └────────┘└────────┘
        ▌ Section 1
        ┌1.0─────┐┌1.1─────┐
        """,
        // 80 pt
        """
        ▌ Section 0
        └────────┘└────────┘
        ▌ Section 1
        ┌1.0─────┐┌1.1─────┐
        └────────┘└────────┘
        """,
        // 96 pt
        """
        ▌ Section 0
        ▌ Section 1
        ┌1.0─────┐┌1.1─────┐
        └────────┘└────────┘
        ┌1.2─────┐┌1.3─────┐
        """,
        // 112 pt
        """
        ▌ Section 1
        ┌1.0─────┐┌1.1─────┐
        └────────┘└────────┘
        ┌1.2─────┐┌1.3─────┐
        └────────┘└────────┘
        """,
        // 128 pt
        """
        ▌ Section 1
        └────────┘└────────┘
        ┌1.2─────┐┌1.3─────┐
        └────────┘└────────┘
        ▌ Section 2
        """,
        // 144 pt
        """
        ▌ Section 1
        ┌1.2─────┐┌1.3─────┐
        └────────┘└────────┘
        ▌ Section 2
        ┌2.0─────┐┌2.1─────┐
        """,
        // 160 pt
        """
        ▌ Section 1
        └────────┘└────────┘
        ▌ Section 2
        ┌2.0─────┐┌2.1─────┐
        └────────┘└────────┘
        """,
        // 176 pt
        """
        ▌ Section 1
        ▌ Section 2
        ┌2.0─────┐┌2.1─────┐
        └────────┘└────────┘
        ┌2.2─────┐┌2.3─────┐
        """,
        // 192 pt
        """
        ▌ Section 2
        ┌2.0─────┐┌2.1─────┐
        └────────┘└────────┘
        ┌2.2─────┐┌2.3─────┐
        └────────┘└────────┘
        """,
    ]

    @Test func theTopRowNamesTheSectionUnderItAtEveryScrollOffset() {
        var view = pinnedView(counts: [6, 4, 4])
        #expect(view.maximumContentOffset.y == 192)
        for (row, expected) in Self.screens.enumerated() {
            view.scroll(to: Point(x: 0, y: Double(row) * 16))
            #expect(view.screen() == expected, "offset \(row * 16)")
        }
    }

    @Test func withoutPinningHeadersScrollAwayWithTheirSections() {
        var view = pinnedView(counts: [6, 4, 4])
        view.sectionHeadersPinToVisibleBounds = false
        view.scroll(to: Point(x: 0, y: 48))
        #expect(
            view.screen() == """
                ┌0.2─────┐┌0.3─────┐
                └────────┘└────────┘
                ┌0.4─────┐┌0.5─────┐
                └────────┘└────────┘
                ▌ Section 1
                """)
    }

    @Test func aTallerHeaderIsPushedUpByTheNextSectionAPartAtATime() {
        // Two-row headers: at 96 pt the first section's bottom (144) leaves room for half of its header.
        var layout = sectionedLayout()
        layout.headerHeight = 32
        var view = pinnedView(counts: [6, 4], layout: layout)
        view.scroll(to: Point(x: 0, y: 112))
        let header = view.visibleAttributes().first { $0.indexPath.section == 0 && $0.kind != .cell }
        #expect(header?.frame == Rect(x: 0, y: 96, width: 160, height: 32))
        #expect(header?.zIndex == CollectionView.pinnedHeaderZIndex)
        view.scroll(to: Point(x: 0, y: 96))
        let pinned = view.visibleAttributes().first { $0.indexPath.section == 0 && $0.kind != .cell }
        #expect(pinned?.frame == Rect(x: 0, y: 96, width: 160, height: 32))
    }

    @Test func aClickOnAPinnedHeaderFindsTheHeaderNotTheItemUnderIt() {
        var view = pinnedView(counts: [6, 4, 4])
        view.scroll(to: Point(x: 0, y: 32))
        #expect(view.item(atScreenCell: CellPoint(column: 3, row: 0)) == nil)
        #expect(view.supplementaryElement(atScreenCell: CellPoint(column: 3, row: 0))?.indexPath.section == 0)
        #expect(view.item(atScreenCell: CellPoint(column: 3, row: 1)) == IndexPath(item: 2, section: 0))
        #expect(view.supplementaryElement(atScreenCell: CellPoint(column: 3, row: 1)) == nil)
    }

    @Test func movingTheFocusUpKeepsTheItemClearOfThePinnedHeader() {
        var view = pinnedView(counts: [6, 4, 4])
        view.focus(IndexPath(item: 2, section: 1))
        for _ in 0..<2 { view.moveFocus(.up) }
        #expect(view.focusedItem == IndexPath(item: 4, section: 0))
        #expect(
            view.screen() == """
                ▌ Section 0
                ┌0.4*────┐┌0.5─────┐
                └────────┘└────────┘
                ▌ Section 1
                ┌1.0─────┐┌1.1─────┐
                """)
        view.moveFocus(.up)
        #expect(
            view.screen() == """
                ▌ Section 0
                ┌0.2*────┐┌0.3─────┐
                └────────┘└────────┘
                ┌0.4─────┐┌0.5─────┐
                └────────┘└────────┘
                """)
    }

    @Test func aLayoutThatDoesNotKnowItsSectionsStillPins() {
        // A flow layout's headers and rows, its section frames kept to itself: the view works them out
        // from the elements and pins exactly as it does over the justified layout's own section frames.
        var flow = FlowLayout()
        flow.itemSize = Size(width: 80, height: 32)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        flow.headerReferenceSize = Size(width: 0, height: 16)
        var view = pinnedView(counts: [6, 4, 4], layout: SectionsUnknown(flow: flow))
        for (row, expected) in Self.screens.enumerated() {
            view.scroll(to: Point(x: 0, y: Double(row) * 16))
            #expect(view.screen() == expected, "offset \(row * 16)")
        }
    }

    @Test func aDataSourceWithoutDrawSupplementaryViewDrawsHeadersAsCells() {
        // NumberedBoxes only draws cells: its headers come out as one-row boxes labelled with item 0.
        var view = pinnedView(counts: [2, 2])
        view.scroll(to: Point(x: 0, y: 16))
        #expect(
            view.screen(NumberedBoxes()) == """
                ─0──────────────────
                └────────┘└────────┘
                ─0──────────────────
                ┌0───────┐┌1───────┐
                └────────┘└────────┘
                """)
    }
}

/// A flow layout that keeps its section frames to itself, as a custom layout written before
/// `frame(ofSection:)` existed would.
struct SectionsUnknown: FlowLayoutWrapper {
    var flow: FlowLayout
    func frame(ofSection section: Int) -> Rect? { nil }
}
