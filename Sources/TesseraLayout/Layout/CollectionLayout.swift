/// A layout: decides where every element of a collection view goes, like `UICollectionViewLayout`.
///
/// A layout is a value. The collection view calls ``prepare(for:)`` once whenever the layout is invalid,
/// then asks cheap questions: the ``contentSize``, the elements in a rectangle (``attributes(in:)``, which
/// drives scrolling), or one element by index path. Bounds changes go through
/// ``shouldInvalidate(forBoundsChange:)``; data and other changes through ``invalidate(_:)``.
///
/// Batch updates follow UIKit's order: ``prepare(forUpdates:)`` while the layout still describes the old
/// data, then ``prepare(for:)`` with the new counts, then the collection view asks for the
/// ``initialAttributesForAppearingItem(at:)`` of inserted items (new index paths) and the
/// ``finalAttributesForDisappearingItem(at:)`` of deleted items (old index paths), and at the end of the
/// animation calls ``finalizeUpdates()``.
///
/// No input traps: zero or negative sizes, empty sections and out-of-range index paths all have defined
/// results, documented by each layout.
public protocol CollectionLayout {
    /// The context the layout was last prepared for (``LayoutContext/empty`` before the first time).
    var context: LayoutContext { get }

    /// Whether the layout must be prepared before it can answer queries.
    var needsPrepare: Bool { get }

    /// Computes the layout for `context` and caches what queries need.
    mutating func prepare(for context: LayoutContext)

    /// The size of the whole content, covering every element's frame.
    var contentSize: Size { get }

    /// Every element whose frame overlaps `rect` with a positive area (touching edges do not count),
    /// cells in index-path order first, then supplementary views.
    func attributes(in rect: Rect) -> [LayoutAttributes]

    /// The attributes of one cell, or `nil` when the index path is out of range.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// The attributes of one supplementary view, or `nil` when there is none of that kind there.
    func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?

    /// Whether a change of the collection view's bounds to `newBounds` needs a new ``prepare(for:)``.
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// Marks the layout as needing ``prepare(for:)``, for the reasons given.
    mutating func invalidate(_ invalidation: LayoutInvalidation)

    /// Called before the layout is prepared for the data after a batch of updates.
    mutating func prepare(forUpdates updates: [UpdateItem])

    /// Called when the animation of a batch of updates has ended.
    mutating func finalizeUpdates()

    /// Where an inserted item starts its animation (new index path). Default: its final frame, alpha 0.
    func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// Where a deleted item ends its animation (old index path). Default: its old frame, alpha 0.
    func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// The content offset to use after an animated update or a layout change. Default: `proposed`.
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point

    /// The gap, in points, the layout leaves between items that should read as neighbours on a coarse
    /// grid (the mosaic's 1 pt gutter): drawn onto character cells, gaps up to this size close, and items
    /// at least this far apart never share a cell. Default: 0.
    var gutter: Double { get }
}

extension CollectionLayout {
    /// The content offset to use after an update: by default the proposed offset, unchanged.
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }

    /// No gutter by default: edges snap to the nearest cell boundary as they are.
    public var gutter: Double { 0 }
}
