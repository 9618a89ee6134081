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

    /// Scrolls as little as possible to bring `frame` fully into view; its top-left corner wins when it
    /// is larger than the viewport, or when no offset in whole cells (8 × 16 points) shows both its edges.
    /// Scrolling towards the end rounds up to whole cells, so the frame's far edge is not cut; scrolling
    /// to its near edge rounds down, so that edge is not cut either.
    public mutating func scrollToVisible(_ frame: Rect) {
        let bounds = boundsSize
        scroll(
            to: Point(
                x: Self.coordinate(
                    contentOffset.x, toShow: frame.minX, frame.maxX, length: bounds.width,
                    unit: Raster.pointsPerColumn),
                y: Self.coordinate(
                    contentOffset.y, toShow: frame.minY, frame.maxY, length: bounds.height,
                    unit: Raster.pointsPerRow)))
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

    /// The offset along one axis, before ``scroll(to:)`` rounds it down to a whole `unit`, that shows
    /// `low...high` in a viewport of `length` now at `current`.
    private static func coordinate(
        _ current: Double, toShow low: Double, _ high: Double, length: Double, unit: Double
    ) -> Double {
        if high - low > length || low < current { return low }
        guard high > current + length else { return current }
        let far = roundedUp(high - length, unit: unit)
        // Whole cells cannot show both edges (the frame sits across a cell boundary): the near one wins.
        return far > low ? low : far
    }
}
