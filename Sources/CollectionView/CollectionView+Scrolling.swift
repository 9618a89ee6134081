import Canvas
import CollectionLayout

extension CollectionView {
    /// The largest content offset: the content's far edges at the viewport's far edges (0 when the
    /// content fits).
    public var maximumContentOffset: Point {
        let content = layout.contentSize
        let bounds = boundsSize
        return Point(x: max(content.width - bounds.width, 0), y: max(content.height - bounds.height, 0))
    }

    /// Scrolls so that `offset` is at the viewport's top-left corner, clamped to the content.
    public mutating func scroll(to offset: Point) {
        let maximum = maximumContentOffset
        contentOffset = Point(
            x: min(max(offset.x.isFinite ? offset.x : 0, 0), maximum.x),
            y: min(max(offset.y.isFinite ? offset.y : 0, 0), maximum.y))
    }

    /// Scrolls by `dx`, `dy` points, clamped to the content.
    public mutating func scroll(dx: Double = 0, dy: Double = 0) {
        scroll(to: Point(x: contentOffset.x + dx, y: contentOffset.y + dy))
    }

    /// Scrolls as little as possible to bring `frame` fully into view (its top-left corner wins when it is
    /// larger than the viewport).
    public mutating func scrollToVisible(_ frame: Rect) {
        var offset = contentOffset
        let bounds = boundsSize
        offset.x = Self.coordinate(offset.x, toShow: frame.minX, frame.maxX, length: bounds.width)
        offset.y = Self.coordinate(offset.y, toShow: frame.minY, frame.maxY, length: bounds.height)
        scroll(to: offset)
    }

    /// Scrolls the focused item into view.
    public mutating func scrollToFocusedItem() {
        guard let focusedItem, let frame = layout.attributesForItem(at: focusedItem)?.frame else {
            scroll(to: contentOffset)
            return
        }
        scrollToVisible(frame)
    }

    private static func coordinate(_ current: Double, toShow low: Double, _ high: Double, length: Double) -> Double {
        if high - low > length || low < current { return low }
        if high > current + length { return high - length }
        return current
    }
}
