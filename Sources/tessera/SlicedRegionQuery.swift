import TesseraLayout

/// Answers a region query in slices of the rect, for `tessera layout --query`: each slice's attributes are
/// dropped as soon as its cells are marked in an ``ItemIndexSet``, so memory does not grow with the size of
/// the answer, and an item that spans several slices is listed once, in index order.
///
/// Slices cut the rect across its longer side within the content (horizontal bands for a vertical layout,
/// vertical ones for a horizontal layout), from where the content begins to where it ends, so that a rect
/// reaching far beyond the content costs no more. They start ``firstThickness`` points thick, double while
/// they return fewer than a quarter of ``elementsPerSlice`` elements and halve when they return more.
struct SlicedRegionQuery {
    /// About how many elements one slice should return (some megabytes of attributes).
    static let elementsPerSlice = 32_768
    /// The thickness of the first slice, in points.
    static let firstThickness = 1_024.0

    let layout: any CollectionLayout

    /// The items of section 0 whose cells overlap `rect` with a positive area: what
    /// `layout.attributes(in: rect)` lists, with supplementary views left out.
    func items(in rect: Rect, count: Int) -> ItemIndexSet {
        var items = ItemIndexSet(count: count)
        let content = Rect(origin: .zero, size: layout.contentSize)
        let focus = rect.intersection(content) ?? rect
        let acrossY = !(focus.width > focus.height)
        let lower = acrossY ? rect.minY : rect.minX
        let upper = acrossY ? rect.maxY : rect.maxX
        guard !rect.isEmpty, lower.isFinite, upper.isFinite else {
            mark(layout.attributes(in: rect), in: &items)
            return items
        }
        let contentStart = acrossY ? focus.minY : focus.minX
        let contentEnd = acrossY ? focus.maxY : focus.maxX
        var start = lower
        var thickness = Self.firstThickness
        while start < upper {
            // The first slice takes whatever lies before the content too, the last whatever lies after it.
            var end = min(Swift.max(start, contentStart) + thickness, upper)
            if start >= contentEnd || !(end > start) { end = upper }
            let slice =
                acrossY
                ? Rect(x: rect.minX, y: start, width: rect.width, height: end - start)
                : Rect(x: start, y: rect.minY, width: end - start, height: rect.height)
            let found = mark(layout.attributes(in: slice), in: &items)
            if found < Self.elementsPerSlice / 4 {
                thickness *= 2
            } else if found > Self.elementsPerSlice {
                thickness = max(thickness / 2, 1)
            }
            start = end
        }
        return items
    }

    /// Marks the cells of section 0 among `attributes`; returns how many elements there were.
    @discardableResult
    private func mark(_ attributes: [LayoutAttributes], in items: inout ItemIndexSet) -> Int {
        for element in attributes where element.kind == .cell && element.indexPath.section == 0 {
            items.insert(element.indexPath.item)
        }
        return attributes.count
    }
}
