import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// `setLayout(_:animated:)`: every item on screen slides from its old frame to its new one on the update
/// clock, and the focused item stays focused and on screen in every frame.
@Suite struct LayoutTransitionTests {
    /// Sections of 10 items in a 20 × 8 view with pinned headers: rows of two items at a 32 pt target, one
    /// item a row at 64 pt.
    static func zoomableView(focus: IndexPath) -> CollectionView {
        var view = pinnedView(counts: [10, 10, 10], rows: 8)
        view.focus(focus)
        return view
    }

    /// The screens of a transition drawn every 16 ms until it ends, the first at its start.
    static func frames(of view: inout CollectionView, from start: Duration = .seconds(5)) -> [String] {
        var screens: [String] = []
        var now = start
        view.advance(to: now)
        while view.isAnimating {
            screens.append(view.screen())
            now += .milliseconds(16)
            view.advance(to: now)
        }
        screens.append(view.screen())
        return screens
    }

    @Test func theFirstFrameIsTheOldScreenAndTheLastTheNewLayout() {
        var view = Self.zoomableView(focus: IndexPath(item: 4, section: 1))
        let before = view.screen()
        view.setLayout(sectionedLayout(target: 64))
        #expect(view.isAnimating)
        let screens = Self.frames(of: &view)
        #expect(screens.first == before)
        var settled = pinnedView(counts: [10, 10, 10], rows: 8, layout: sectionedLayout(target: 64))
        settled.focus(IndexPath(item: 4, section: 1))
        settled.scroll(to: view.contentOffset)
        #expect(screens.last == settled.screen())
        #expect(screens.count == 20)  // 300 ms at 16 ms a frame, and the settled one
        #expect(Set(screens).count > 10)  // the items really move between the ends
    }

    @Test(arguments: [
        IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0), IndexPath(item: 4, section: 1),
        IndexPath(item: 9, section: 1), IndexPath(item: 9, section: 2),
    ])
    func theFocusedItemIsOnScreenInEveryFrameZoomingInAndOut(_ focus: IndexPath) throws {
        let label = "\(focus.section).\(focus.item)*"
        for (from, to) in [(32.0, 64.0), (64.0, 32.0)] {
            var view = pinnedView(counts: [10, 10, 10], rows: 8, layout: sectionedLayout(target: from))
            view.focus(focus)
            view.setLayout(sectionedLayout(target: to))
            view.advance(to: .zero)
            var now = Duration.zero
            repeat {
                let screen = view.screen()
                #expect(screen.contains(label), "\(from) → \(to) at \(now):\n\(screen)")
                let focused = try #require(
                    view.animation?.frames().first {
                        $0.attributes.indexPath == focus && $0.attributes.kind == .cell
                    }
                        ?? view.layout.attributesForItem(at: focus).map { ($0, nil) })
                let cells = try #require(view.raster.cellRect(for: focused.attributes.frame))
                #expect(cells.row >= 1 && cells.maxRow <= 8, "\(from) → \(to) at \(now): \(cells)")
                now += .milliseconds(10)
                view.advance(to: now)
            } while now <= .milliseconds(310)
            #expect(!view.isAnimating)
            #expect(view.focusedItem == focus)
        }
    }

    @Test func switchingFromTheMosaicToJustifiedRowsAndBackKeepsTheFocus() throws {
        // An album's Feed: the mosaic crops, justified rows do not; the switch is one transition.
        var view = CollectionView(
            layout: MosaicLayout(), itemCounts: [40],
            viewport: CellRect(column: 0, row: 0, width: 40, height: 20))
        view.focus(IndexPath(item: 17))
        for next in [
            JustifiedLayout(targetRowHeight: 96, delegate: WideItems()) as any CollectionLayout,
            MosaicLayout(),
        ] {
            view.setLayout(next)
            var now = Duration.zero
            view.advance(to: now)
            while view.isAnimating {
                #expect(view.screen(SectionBoxes()).contains("0.17*"), "at \(now)")
                now += .milliseconds(16)
                view.advance(to: now)
            }
            #expect(view.screen(SectionBoxes()).contains("0.17*"))
            #expect(view.focusedItem == IndexPath(item: 17))
        }
        #expect(view.layout is MosaicLayout)
    }

    @Test func withoutAnimationTheNewLayoutShowsAtOnce() {
        var view = Self.zoomableView(focus: IndexPath(item: 4, section: 1))
        view.setLayout(sectionedLayout(target: 64), animated: false)
        #expect(!view.isAnimating)
        #expect(view.layout.attributesForItem(at: IndexPath(item: 0))?.frame.height == 64)
        #expect(view.screen().contains("1.4*"))
    }

    @Test func aBatchUpdateKeepsTheHeadersDrawnWhileItemsMove() throws {
        // Two items inserted at the top of section 0 push section 1's header (row 7) down off the screen:
        // the animation starts with the headers where they were (the items show their new index paths
        // from the first frame, as in any batch update), and slides that header down.
        var view = pinnedView(counts: [6, 4, 4], rows: 8)
        try view.performBatchUpdates(
            [.insert(at: IndexPath(item: 0, section: 0)), .insert(at: IndexPath(item: 1, section: 0))],
            itemCountsAfter: [8, 4, 4], dataSource: SectionBoxes())
        view.advance(to: .zero)
        let first = view.screen().split(separator: "\n")
        #expect(first.first == "▌ Section 0" && first.last == "▌ Section 1" && first.count == 8)
        let header = try #require(view.animation?.headers.first { $0.header.end.indexPath.section == 1 })
        #expect(header.header.start.frame.minY == 112 && header.header.end.frame.minY == 144)
        view.advance(to: .milliseconds(100))
        #expect(view.screen().hasPrefix("▌ Section 0"))
    }
}
