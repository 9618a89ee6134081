import TesseraCanvas
import TesseraLayout
import TesseraView

extension CollectionView {
    /// The items whose pictures a screen needs now and next, each with its frame in screen cells
    /// (unclipped): the visible items, then those within a page past the edge the view is moving towards
    /// (`downward`: past the bottom).
    func itemsToPrefetch(downward: Bool) -> (visible: [PrefetchItem], ahead: [PrefetchItem]) {
        let visible = visibleRect
        let ahead = Rect(
            x: visible.minX, y: visible.minY + (downward ? visible.height : -visible.height),
            width: visible.width, height: visible.height)
        let raster = raster
        func items(in rect: Rect) -> [PrefetchItem] {
            layout.attributes(in: rect).compactMap { attributes in
                guard attributes.kind == .cell, let frame = raster.unclippedCellRect(for: attributes.frame)
                else { return nil }
                return PrefetchItem(indexPath: attributes.indexPath, frame: frame)
            }
        }
        return (items(in: visible), items(in: ahead))
    }
}

/// An item whose picture a screen wants, and the cells its frame covers.
struct PrefetchItem {
    var indexPath: IndexPath
    var frame: CellRect
}

/// Remembers which way a view last scrolled, so the page ahead is prefetched in the direction of travel.
struct TravelDirection {
    private var lastOffset: Double = 0
    /// Whether the view last moved down (the start counts as down).
    private(set) var isDownward = true

    /// Notes the view's vertical offset now.
    mutating func note(offset: Double) {
        if offset != lastOffset { isDownward = offset > lastOffset }
        lastOffset = offset
    }
}
