import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Cells at the frames given, in one section; a region query returns those overlapping it, in order.
private struct FramesLayout: CollectionLayout {
    let frames: [Rect]
    var contentSize: Size {
        Size(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }
    mutating func prepare(for context: LayoutContext) {}
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        frames.indices.compactMap { attributesForItem(at: IndexPath(item: $0)) }.filter {
            $0.frame.intersects(rect)
        }
    }
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
        return LayoutAttributes(indexPath: indexPath, frame: frames[indexPath.item])
    }
}

/// Spatial focus is deterministic: of two items equally near in the direction moved, the earlier wins.
@Suite struct SpatialSearchTieTests {
    @Test func ofTwoItemsEquallyNearTheFirstIndexPathTakesTheFocus() {
        // Item 0 centred above items 1 and 2, which lie as far below it and as far to either side.
        let layout = FramesLayout(frames: [
            Rect(x: 40, y: 0, width: 80, height: 32), Rect(x: 0, y: 48, width: 80, height: 32),
            Rect(x: 80, y: 48, width: 80, height: 32),
        ])
        var view = CollectionView(
            layout: layout, itemCounts: [3], viewport: CellRect(column: 0, row: 0, width: 30, height: 8))
        view.moveFocus(.down)
        #expect(view.focusedItem == IndexPath(item: 1))
    }
}
