import TesseraCanvas
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraView

/// A layout that puts item `i` of section 0 at `frames[i]` (no attributes for an item it has no frame for).
private struct PlacedLayout: CollectionLayout {
    let frames: [Rect?]

    mutating func prepare(for context: LayoutContext) {}

    var contentSize: Size { Size(width: 240, height: 64) }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        frames.indices.compactMap { attributesForItem(at: IndexPath(item: $0)) }.filter {
            $0.frame.intersects(rect)
        }
    }

    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item),
            let frame = frames[indexPath.item]
        else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frame)
    }
}

/// The order a layout transition draws its items in while they move: what slides across the screen is
/// never covered by what stays put or only passes through, as a person watching expects (and as UIKit's
/// cells, which move over a still collection view, look), while the first frame stays the old screen.
@Suite struct LayoutTransitionOrderTests {
    /// A 30-column view `rows` tall of items placed at `frames`, focused on item `focus`.
    private func view(_ frames: [Rect?], focus: Int, rows: Int = 2) -> CollectionView {
        var view = CollectionView(
            layout: PlacedLayout(frames: frames), itemCounts: [frames.count],
            viewport: CellRect(column: 0, row: 0, width: 30, height: rows))
        view.focus(IndexPath(item: focus))
        return view
    }

    /// Item 0 slides from the left across item 1, which stays put: half way, it is drawn over item 1 (in
    /// index order item 1 was drawn last and hid it).
    @Test func anItemSlidingOverOneThatStaysIsDrawnOnTop() {
        let still = Rect(x: 80, y: 0, width: 80, height: 32)
        var view = view([Rect(x: 0, y: 0, width: 80, height: 32), still], focus: 1)
        view.setLayout(PlacedLayout(frames: [Rect(x: 160, y: 0, width: 80, height: 32), still]))
        view.advance(to: .zero)
        expectScreen(
            view.canvas(),
            """
            ┌0───────┐┌1*──────┐
            └────────┘└────────┘
            """)
        view.advance(to: .milliseconds(150))  // half way: item 0 exactly over item 1
        expectScreen(
            view.canvas(),
            """
                      ┌0───────┐
                      └────────┘
            """)
        view.advance(to: .milliseconds(300))
        expectScreen(
            view.canvas(),
            """
                      ┌1*──────┐┌0───────┐
                      └────────┘└────────┘
            """)
    }

    /// Item 2 leaves the screen to the left across item 0, which moves within it: item 0 stays on top.
    @Test func anItemLeavingTheScreenPassesUnderOneMovingWithinIt() {
        var view = view(
            [
                Rect(x: 0, y: 0, width: 80, height: 32), Rect(x: 80, y: 32, width: 80, height: 32),
                Rect(x: 160, y: 0, width: 80, height: 32),
            ], focus: 1, rows: 4)
        view.setLayout(
            PlacedLayout(frames: [
                Rect(x: 160, y: 0, width: 80, height: 32), Rect(x: 80, y: 32, width: 80, height: 32),
                Rect(x: -160, y: 0, width: 80, height: 32),
            ]))
        view.advance(to: .zero)
        let roles = view.animation?.transitions.map { ($0.end.indexPath.item, $0.role) } ?? []
        #expect(roles.map(\.0) == [1, 2, 0], "stationary, leaving, moving within")
        #expect(roles.map(\.1) == [.stationary, .moving, .moving])
    }

    /// Where a moving item crosses an item leaving the screen, the moving one shows: item 1 drops off the
    /// bottom across item 0's way (in index order it was drawn last, over item 0).
    @Test func anItemMovingWithinTheScreenCoversOneLeavingIt() {
        var view = view(
            [Rect(x: 0, y: 0, width: 80, height: 32), Rect(x: 160, y: 0, width: 80, height: 32)], focus: 0)
        view.setLayout(
            PlacedLayout(frames: [
                Rect(x: 160, y: 0, width: 80, height: 32), Rect(x: 0, y: 32, width: 80, height: 32),
            ]))
        view.advance(to: .zero)
        view.advance(to: .milliseconds(150))  // both at x 80; item 1 half a row lower
        expectScreen(
            view.canvas(),
            """
                      ┌0*──────┐
                      └────────┘
            """)
    }

    /// Items that share a cell on the old screen (item 1 drawn over item 0's last column) are drawn as
    /// the old screen drew them in the first frame, though item 0 then moves over the still item 1.
    @Test func theFirstFrameKeepsTheOldScreensOrderWhereItemsShareACell() {
        let still = Rect(x: 80, y: 0, width: 80, height: 32)
        var view = view([Rect(x: 0, y: 0, width: 88, height: 32), still], focus: 1)
        let before = view.canvas()
        view.setLayout(PlacedLayout(frames: [Rect(x: 160, y: 0, width: 80, height: 32), still]))
        view.advance(to: .zero)
        expectScreen(view.canvas(), before.trimmedText)
        expectScreen(
            before,
            """
            ┌0────────┌1*──────┐
            └─────────└────────┘
            """)
    }

    /// An item only one layout places fades there instead of sliding.
    @Test func anItemOnlyOneLayoutPlacesFades() throws {
        var view = view([Rect(x: 0, y: 0, width: 80, height: 32), nil], focus: 0)
        view.setLayout(PlacedLayout(frames: [nil, Rect(x: 80, y: 0, width: 80, height: 32)]))
        view.advance(to: .zero)
        let transitions = try #require(view.animation?.transitions)
        #expect(
            transitions.map(\.role) == [.appearing, .disappearing]
                || transitions.map(\.role) == [.disappearing, .appearing])
        #expect(transitions.allSatisfy { $0.start.frame == $0.end.frame })
    }
}

extension CollectionView {
    /// The view drawn with ``NumberedBoxes`` onto a canvas of its viewport's size.
    fileprivate func canvas() -> Canvas {
        var canvas = Canvas(columns: viewport.maxColumn, rows: viewport.maxRow)
        render(into: &canvas, dataSource: NumberedBoxes())
        return canvas
    }
}
