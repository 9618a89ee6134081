import TesseraCanvas
import TesseraLayout

extension CollectionView {
    /// The largest content offset: the content's far edges at the viewport's far edges (0 when the
    /// content fits).
    public var maximumContentOffset: Point {
        let content = layout.contentSize
        let bounds = boundsSize
        return Point(x: max(content.width - bounds.width, 0), y: max(content.height - bounds.height, 0))
    }

    /// Scrolls so that `offset` is at the viewport's top-left corner, clamped to the content and rounded
    /// down to whole cells (8 × 16 points), so every frame keeps its shape in cells wherever the view
    /// scrolls. The end of the content is always reachable: the largest offset is rounded up. A scroll
    /// that an update animation was making jumps to its end, as this one takes over.
    public mutating func scroll(to offset: Point) {
        animation?.scroll = nil
        let maximum = maximumContentOffset
        contentOffset = Point(
            x: Self.snapped(offset.x, unit: Raster.pointsPerColumn, maximum: maximum.x),
            y: Self.snapped(offset.y, unit: Raster.pointsPerRow, maximum: maximum.y))
    }

    /// Scrolls by `dx`, `dy` points, clamped to the content.
    public mutating func scroll(dx: Double = 0, dy: Double = 0) {
        scroll(to: Point(x: contentOffset.x + dx, y: contentOffset.y + dy))
    }

    /// Scrolls as little as possible to bring `frame` fully into view (its top-left corner wins when it is
    /// larger than the viewport). Scrolling towards the end to show the frame's far edge rounds up to whole
    /// cells, so that edge is not cut; scrolling to show its near edge rounds down, so the near edge is not
    /// cut either (a frame a point taller than the viewport keeps its top in view).
    public mutating func scrollToVisible(_ frame: Rect) {
        let bounds = boundsSize
        let x = Self.coordinate(contentOffset.x, toShow: frame.minX, frame.maxX, length: bounds.width)
        let y = Self.coordinate(contentOffset.y, toShow: frame.minY, frame.maxY, length: bounds.height)
        scroll(
            to: Point(
                x: x.showsFarEdge ? Self.roundedUp(x.offset, unit: Raster.pointsPerColumn) : x.offset,
                y: y.showsFarEdge ? Self.roundedUp(y.offset, unit: Raster.pointsPerRow) : y.offset))
    }

    /// Scrolls the focused item into view, below the pinned header of its section when headers pin.
    public mutating func scrollToFocusedItem() {
        guard let focusedItem, let frame = layout.attributesForItem(at: focusedItem)?.frame else {
            scroll(to: contentOffset)
            return
        }
        let band = pinnedHeaderHeight(over: focusedItem)
        scrollToVisible(
            Rect(x: frame.minX, y: frame.minY - band, width: frame.width, height: frame.height + band))
    }

    private static func snapped(_ value: Double, unit: Double, maximum: Double) -> Double {
        let largest = roundedUp(maximum, unit: unit)
        let clamped = min(max(value.isFinite ? value : 0, 0), largest)
        return (clamped / unit).rounded(.down) * unit
    }

    private static func roundedUp(_ value: Double, unit: Double) -> Double {
        (value / unit).rounded(.up) * unit
    }

    /// The offset along one axis that shows `low...high` in a viewport of `length` now at `current`, and
    /// whether it was moved to show the far edge `high` (rather than the near edge, or not at all).
    private static func coordinate(_ current: Double, toShow low: Double, _ high: Double, length: Double)
        -> (offset: Double, showsFarEdge: Bool)
    {
        if high - low > length || low < current { return (low, false) }
        if high > current + length { return (high - length, true) }
        return (current, false)
    }
}
