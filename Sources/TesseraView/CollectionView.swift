import TesseraCanvas
import TesseraLayout

/// A scrolling view of items placed by a `CollectionLayout`, drawn onto character cells: the terminal
/// counterpart of `UICollectionView`.
///
/// Geometry is in points (8 per column, 16 per row, see `Raster`). The view owns its layout and keeps it
/// prepared: after every mutating call the layout has been prepared for the current bounds and item counts
/// (`CollectionLayout.invalidate(_:)` then `CollectionLayout.prepare(for:)`, whenever the view is
/// created, its bounds change size and the layout agrees, or the data changes), so the
/// read-only calls (``visibleAttributes()``, rendering, hit tests) only ever run region queries, which cost
/// O(log n + visible items) whatever the number of items.
public struct CollectionView {
    /// The layout placing the items.
    public internal(set) var layout: any CollectionLayout
    /// Where the view sits on the screen, in cells.
    public internal(set) var viewport: CellRect
    /// The point of the content shown at the viewport's top-left corner.
    public internal(set) var contentOffset: Point = .zero
    /// The number of items in each section.
    public internal(set) var itemCounts: [Int]
    /// Margins inside the bounds that layouts may keep content within.
    public internal(set) var layoutMargins: EdgeInsets
    /// The item drawn highlighted, which the keyboard moves; `nil` when there are no items.
    public internal(set) var focusedItem: IndexPath?
    /// Whether section headers stay at the top of the view while their section scrolls under them, the
    /// next section's header pushing the current one up (UIKit's `sectionHeadersPinToVisibleBounds`).
    /// Default: `false`. Pinning is computed by the view after each region query, so any layout whose
    /// headers are `ElementKind.sectionHeader` supplementary views can pin them; scrolling an item into
    /// view keeps it clear of the pinned header. Headers pin along the vertical axis (a horizontally
    /// scrolling layout's headers stay where they are).
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether more than one item can be selected at once (UIKit's `allowsMultipleSelection`). Default:
    /// `false`, when selecting an item deselects the others. See ``selectItem(at:)``.
    public var allowsMultipleSelection = false
    /// The batch-update animation in progress, if any.
    var animation: UpdateAnimation?
    /// The selected items, kept in step with ``itemCounts``.
    var selection: ItemSelection

    /// Creates a view of `itemCounts` items laid out by `layout` in `viewport`, focused on the first item.
    public init(
        layout: any CollectionLayout, itemCounts: [Int], viewport: CellRect = .zero,
        layoutMargins: EdgeInsets = .zero
    ) {
        self.layout = layout
        self.itemCounts = itemCounts.map { max($0, 0) }
        self.viewport = viewport
        self.layoutMargins = layoutMargins
        selection = ItemSelection(itemCounts: self.itemCounts)
        invalidateLayout(.everything)
        focusedItem = firstItem
    }

    /// The size of the visible area in points.
    public var boundsSize: Size {
        Size(
            width: Double(max(viewport.width, 0)) * Raster.pointsPerColumn,
            height: Double(max(viewport.height, 0)) * Raster.pointsPerRow)
    }

    /// The visible part of the content, in points.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// The context the layout is prepared for.
    var layoutContext: LayoutContext {
        LayoutContext(boundsSize: boundsSize, layoutMargins: layoutMargins, itemCounts: itemCounts)
    }

    /// Every element visible in the viewport, from one region query: cells in index-path order, then
    /// supplementary views, section headers where the view draws them (pinned when
    /// ``sectionHeadersPinToVisibleBounds`` is on).
    public func visibleAttributes() -> [LayoutAttributes] {
        elements(of: layout, in: visibleRect)
    }

    /// Moves or resizes the view on screen. The layout is prepared again only when the size changes and
    /// the layout says the new size needs it (`CollectionLayout.shouldInvalidate(forBoundsChange:)`);
    /// the focused item is kept in view. An update animation still running ends first, so no frame
    /// shows the old layout in the new viewport.
    public mutating func setViewport(_ newViewport: CellRect) {
        guard newViewport != viewport else { return }
        finishAnimation()
        let oldSize = boundsSize
        viewport = newViewport
        if boundsSize != oldSize && layout.shouldInvalidate(forBoundsChange: visibleRect) {
            invalidateLayout(.bounds)
        }
        scrollToFocusedItem()
    }

    /// Replaces the item counts (a reload of all data, ending any update animation): the layout is
    /// prepared again, focus is kept on the same index path when it still exists, or the nearest one, the
    /// selected index paths that still exist stay selected, and the offset stays in range.
    public mutating func reloadData(itemCounts newCounts: [Int]) {
        finishAnimation()
        itemCounts = newCounts.map { max($0, 0) }
        selection = selection.keepingIndexPaths(forItemCounts: itemCounts)
        invalidateLayout(.dataSourceCounts)
        focusedItem = focusedItem.flatMap(clampedIndexPath) ?? firstItem
        scroll(to: contentOffset)
    }

    /// Tells the layout why it is invalid, then prepares it for the view's current bounds and counts.
    mutating func invalidateLayout(_ reasons: LayoutInvalidation) {
        layout.invalidate(reasons)
        layout.prepare(for: layoutContext)
    }

    /// The first item of the first non-empty section.
    var firstItem: IndexPath? {
        itemCounts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The last item of the last non-empty section.
    var lastItem: IndexPath? {
        itemCounts.lastIndex { $0 > 0 }.map { IndexPath(item: itemCounts[$0] - 1, section: $0) }
    }

    /// The nearest existing index path: the same section clamped to its items, or the last item overall.
    func clampedIndexPath(_ indexPath: IndexPath) -> IndexPath? {
        if itemCounts.indices.contains(indexPath.section), itemCounts[indexPath.section] > 0 {
            return IndexPath(
                item: min(max(indexPath.item, 0), itemCounts[indexPath.section] - 1),
                section: indexPath.section)
        }
        return lastItem
    }
}
