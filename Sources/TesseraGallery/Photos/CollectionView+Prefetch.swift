import TesseraLayout
import TesseraView

extension CollectionView {
    /// The items whose pictures a screen needs now and next, most urgent first: the visible items, then
    /// those within a page past the edge the view is moving towards (`downward`: past the bottom).
    func itemsToPrefetch(downward: Bool) -> [IndexPath] {
        let visible = visibleRect
        let ahead = Rect(
            x: visible.minX, y: visible.minY + (downward ? visible.height : -visible.height),
            width: visible.width, height: visible.height)
        return (layout.attributes(in: visible) + layout.attributes(in: ahead)).compactMap {
            $0.kind == .cell ? $0.indexPath : nil
        }
    }
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
