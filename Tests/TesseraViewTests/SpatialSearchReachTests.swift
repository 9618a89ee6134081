import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Sizes by index: a narrow first item (alone on its line, so centred), a long run of full-width rows, then
/// a last line of eight narrow items across the whole width.
private struct NarrowEnds: FlowLayoutDelegate {
    let count: Int
    func sizeForItem(at indexPath: IndexPath, in context: LayoutContext) -> Size? {
        let narrow = indexPath.item == 0 || indexPath.item >= count - 8
        return Size(width: narrow ? 100 : 800, height: 48)
    }
}

/// Spatial focus looks at most a screen to the side: a key press never gathers the whole content, and
/// never jumps thousands of rows sideways.
@Suite struct SpatialSearchReachTests {
    func view(count: Int) -> CollectionView {
        var flow = FlowLayout(delegate: NarrowEnds(count: count))
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        return CollectionView(
            layout: flow, itemCounts: [count], viewport: CellRect(column: 0, row: 0, width: 100, height: 20))
    }

    @Test func rightWithNothingBesideStaysPutInsteadOfJumpingFarDown() {
        var view = view(count: 10_000)
        // The only items to the right of item 0 are on the last line, 10,000 rows below.
        view.moveFocus(.right)
        #expect(view.focusedItem == IndexPath(item: 0))
    }

    @Test func rightStillFindsTheNeighbourOnTheSameLine() {
        var view = view(count: 10_000)
        view.focusLast()
        view.moveFocus(.left)
        #expect(view.focusedItem == IndexPath(item: 9_998))
        view.moveFocus(.right)
        #expect(view.focusedItem == IndexPath(item: 9_999))
    }
}
