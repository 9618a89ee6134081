import TesseraCanvas
import TesseraLayout

extension CollectionView {
    /// Focuses `indexPath` (clamped to an existing item) and scrolls it into view.
    public mutating func focus(_ indexPath: IndexPath) {
        focusedItem = clampedIndexPath(indexPath)
        scrollToFocusedItem()
    }

    /// Focuses the first item, scrolled to the start.
    public mutating func focusFirst() {
        guard let first = firstItem else { return }
        focus(first)
    }

    /// Focuses the last item, scrolled to the end.
    public mutating func focusLast() {
        guard let last = lastItem else { return }
        focus(last)
    }

    /// Moves the focus to the nearest item in `direction`, judged from the frames so it works in every
    /// layout, and scrolls it into view. Does nothing at the edge.
    ///
    /// The search asks the layout for a band beyond the focused frame that doubles in depth until it finds
    /// a candidate or covers the content, so it costs O(log n + items in the band).
    public mutating func moveFocus(_ direction: FocusDirection) {
        guard let focusedItem, let origin = layout.attributesForItem(at: focusedItem)?.frame else {
            self.focusedItem = firstItem
            scrollToFocusedItem()
            return
        }
        if let next = nearestItem(from: origin, excluding: focusedItem, in: direction) {
            focus(next)
        }
    }

    /// Scrolls a page (the viewport's height, less one row of overlap) and moves the focus by the same
    /// amount — to the item nearest the focused one's position a page further on — then scrolls that item
    /// wholly into view. A page down followed by a page up returns to the same item.
    public mutating func page(_ direction: FocusDirection) {
        let vertical = direction == .up || direction == .down
        let sign: Double = direction == .down || direction == .right ? 1 : -1
        let step =
            vertical
            ? max(boundsSize.height - Raster.pointsPerRow, Raster.pointsPerRow)
            : max(boundsSize.width - Raster.pointsPerColumn, Raster.pointsPerColumn)
        let before = contentOffset
        scroll(dx: vertical ? 0 : sign * step, dy: vertical ? sign * step : 0)
        guard let focusedItem, let frame = layout.attributesForItem(at: focusedItem)?.frame else { return }
        let moved = Point(x: contentOffset.x - before.x, y: contentOffset.y - before.y)
        let target =
            moved == .zero
            ? Point(
                x: frame.midX + (vertical ? 0 : sign * step), y: frame.midY + (vertical ? sign * step : 0))
            : Point(x: frame.midX + moved.x, y: frame.midY + moved.y)
        let forward = direction == .down || direction == .right
        if let item = nearestItem(to: target, within: visibleRect, preferringLater: forward)
            ?? nearestItem(to: target, within: nil, preferringLater: forward)
        {
            self.focusedItem = item
        }
        scrollToFocusedItem()
    }

    /// The item whose frame centre is nearest `point`, among items overlapping `rect` (or all items when
    /// `rect` is nil). Ties go to the later index path when `preferringLater` (paging forwards), else to the
    /// earlier — so a page down and a page up come back to the same item.
    func nearestItem(to point: Point, within rect: Rect?, preferringLater: Bool = false) -> IndexPath? {
        let area = rect ?? Rect(origin: .zero, size: layout.contentSize)
        var best: (item: IndexPath, distance: Double)?
        for attributes in layout.attributes(in: area) where attributes.kind == .cell {
            let distance = Self.distance(from: point, to: attributes.frame)
            let isBetter =
                best.map { distance < $0.distance || (distance == $0.distance && preferringLater) } ?? true
            if isBetter { best = (attributes.indexPath, distance) }
        }
        return best?.item
    }

    private static func distance(from point: Point, to frame: Rect) -> Double {
        let dx = frame.midX - point.x
        let dy = frame.midY - point.y
        return dx * dx + dy * dy
    }
}
