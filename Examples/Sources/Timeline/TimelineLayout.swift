import TesseraLayout

/// Events down a vertical spine, alternately left and right of it, each side's boxes interleaved with the
/// other's: a custom layout written outside Tessera with only the four essentials of `CollectionLayout`.
///
/// The frames follow from the index (event `i` starts `i × step` points down), so preparing costs O(1) and a
/// region query O(visible events): it computes the range of indices the rectangle can hold.
struct TimelineLayout: CollectionLayout {
    /// The height of one event's box, in points (16 per terminal row).
    var eventHeight = 48.0
    /// How far each event starts below the one before, in points; less than ``eventHeight`` interleaves the
    /// two sides.
    var step = 32.0
    /// The width of the spine down the middle, boxes kept clear of it, in points (8 per column).
    var spineWidth = 24.0

    /// The context of the last ``prepare(for:)``: the bounds and the number of events.
    private(set) var context = LayoutContext.empty
    /// The number of events, from the context (one section).
    private var count: Int { context.itemCounts.first ?? 0 }

    // 1. Prepare: remember what the frames depend on. Nothing is cached per item.
    mutating func prepare(for context: LayoutContext) {
        self.context = context
    }

    // 2. The content size: as wide as the bounds, as tall as the last event's bottom.
    var contentSize: Size {
        Size(width: context.boundsSize.width, height: count == 0 ? 0 : Double(count - 1) * step + eventHeight)
    }

    // 3. One event's frame: even events left of the spine, odd ones right of it.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        let side = max((context.boundsSize.width - spineWidth) / 2, 0)
        let x = indexPath.item.isMultiple(of: 2) ? 0 : side + spineWidth
        let frame = Rect(x: x, y: Double(indexPath.item) * step, width: side, height: eventHeight)
        return LayoutAttributes(indexPath: indexPath, frame: frame)
    }

    // 4. The events in a rectangle: only the indices whose rows can reach it, then an exact test.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0, !rect.isEmpty, rect.maxY > 0 else { return [] }
        let first = max(Int(((rect.minY - eventHeight) / step).rounded(.down)) + 1, 0)
        let last = min(Int((rect.maxY / step).rounded(.up)) - 1, count - 1)
        guard first <= last else { return [] }
        return (first...last).compactMap { attributesForItem(at: IndexPath(item: $0)) }
            .filter { $0.frame.intersects(rect) }
    }
}
