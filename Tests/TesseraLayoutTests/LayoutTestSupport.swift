@testable import TesseraLayout

/// Prepares `layout` for one section of `count` items in a `width` × `height` bounds.
func prepared<L: CollectionLayout>(
    _ layout: L, width: Double, height: Double, count: Int, margins: EdgeInsets = .zero
) -> L {
    var layout = layout
    layout.prepare(
        for: LayoutContext(
            boundsSize: Size(width: width, height: height), layoutMargins: margins, count: count))
    return layout
}

/// Every cell frame of section 0, in item order, asked one index path at a time.
func allFrames(_ layout: some CollectionLayout, count: Int, section: Int = 0) -> [Rect] {
    (0..<count).compactMap { layout.attributesForItem(at: IndexPath(item: $0, section: section))?.frame }
}

/// What a region query must return: every element, found the slow way, whose frame overlaps `rect`.
func bruteForceQuery(_ layout: some CollectionLayout, itemCounts: [Int], rect: Rect) -> [LayoutAttributes] {
    var cells: [LayoutAttributes] = []
    var supplementary: [LayoutAttributes] = []
    for (section, count) in itemCounts.enumerated() {
        for item in 0..<max(count, 0) {
            if let attributes = layout.attributesForItem(at: IndexPath(item: item, section: section)),
                attributes.frame.intersects(rect)
            {
                cells.append(attributes)
            }
        }
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            if let attributes = layout.attributesForSupplementaryView(
                ofKind: kind, at: IndexPath(item: 0, section: section)),
                attributes.frame.intersects(rect)
            {
                supplementary.append(attributes)
            }
        }
    }
    return cells + supplementary
}
