/// A layout: decides where every element of a collection view goes, like `UICollectionViewLayout`.
///
/// A custom layout implements the four requirements UIKit also asks of a subclass — ``prepare(for:)``,
/// ``contentSize``, ``attributes(in:)`` and ``attributesForItem(at:)`` — and gets documented defaults for
/// everything else (supplementary views, invalidation, batch-update preparation, the attributes of
/// appearing and disappearing items, the content offset after an update, the gutter):
///
///     struct ListLayout: CollectionLayout {
///         var rows: [Rect] = []
///         mutating func prepare(for context: LayoutContext) {
///             rows = (0..<context.numberOfItems(inSection: 0)).map {
///                 Rect(x: 0, y: Double($0) * 16, width: context.boundsSize.width, height: 16)
///             }
///         }
///         var contentSize: Size { Size(width: rows.first?.width ?? 0, height: rows.last?.maxY ?? 0) }
///         func attributes(in rect: Rect) -> [LayoutAttributes] { … }  // the rows overlapping `rect`
///         func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { … }
///     }
///
/// A layout is a value. The collection view owns it and decides when it is prepared: when the view is
/// created, when its bounds change size and ``shouldInvalidate(forBoundsChange:)`` agrees, when the data
/// is reloaded and for every batch update. Each time it first calls ``invalidate(_:)`` with the reasons,
/// then ``prepare(for:)``; between preparations it only asks cheap questions: the ``contentSize``, the
/// elements in a rectangle (``attributes(in:)``, which drives scrolling and drawing), or one element by
/// index path.
///
/// Batch updates follow UIKit's order: ``prepare(forUpdates:)`` while the layout still describes the old
/// data, then ``prepare(for:)`` with the new counts, then the collection view asks for the
/// ``initialAttributesForAppearingItem(at:)`` of inserted items (new index paths) and the
/// ``finalAttributesForDisappearingItem(at:)`` of deleted items (old index paths), and at the end of the
/// animation calls ``finalizeUpdates()``. The view keeps a copy of the layout from before the update for
/// the old frames, so a layout needs no state of its own to animate.
///
/// Layouts are `Sendable` values: a prepared layout can be handed to another task, and copying one shares
/// its caches rather than copying them when they are kept in arrays or other copy-on-write storage.
///
/// No input traps: zero or negative sizes, empty sections and out-of-range index paths all have defined
/// results, documented by each layout.
public protocol CollectionLayout: Sendable {
    // MARK: The four essentials

    /// Computes the layout for `context` (the view's bounds size, margins and item counts) and caches what
    /// the queries need. Called again whenever the view invalidates the layout.
    mutating func prepare(for context: LayoutContext)

    /// The size of the whole content, covering every element's frame.
    var contentSize: Size { get }

    /// Every element whose frame overlaps `rect` with a positive area (touching edges do not count),
    /// cells in index-path order first, then supplementary views.
    func attributes(in rect: Rect) -> [LayoutAttributes]

    /// The attributes of one cell, or `nil` when the index path is out of range.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

    // MARK: Optional, with defaults

    /// The attributes of one supplementary view, or `nil` when there is none of that kind there.
    /// Default: `nil` (no supplementary views).
    func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?

    /// The rectangle `section` occupies, from the top of its header to the bottom of its last element
    /// (footer included): where a collection view stops a pinned header, which its section's bottom edge
    /// pushes up. Default: `nil`, and the view works it out from the section's header, first and last
    /// items and footer.
    func frame(ofSection section: Int) -> Rect?

    /// Whether the view's bounds changing size to `newBounds.size` needs a new ``prepare(for:)``. The view
    /// asks only when the size changes (scrolling never asks). Default: `true`.
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool

    /// Tells the layout why the view is about to prepare it again, so that it can drop or keep caches.
    /// Default: nothing.
    mutating func invalidate(_ invalidation: LayoutInvalidation)

    /// Called before the layout is prepared for the data after a batch of updates, while it still
    /// describes the data before them. Default: nothing.
    mutating func prepare(forUpdates updates: [UpdateItem])

    /// Called when the animation of a batch of updates has ended (or at once, when nothing animates).
    /// Default: nothing.
    mutating func finalizeUpdates()

    /// Where an inserted item starts its animation (new index path). Default: `nil`, and the view fades
    /// the item in: it starts from the item's own final attributes with alpha 0 (UIKit's default).
    func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// Where a deleted item ends its animation (old index path). Default: `nil`, and the view fades the
    /// item out: it ends at the item's own attributes from before the update with alpha 0 (UIKit's
    /// default).
    func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes?

    /// The content offset to use after an animated update or a layout change. Default: `proposed`.
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point

    /// The gap, in points, the layout leaves between items that should read as neighbours on a coarse
    /// grid (the mosaic's 1 pt gutter): drawn onto character cells, gaps up to this size close, and items
    /// at least this far apart never share a cell. Default: 0.
    var gutter: Double { get }
}

extension CollectionLayout {
    /// No supplementary views by default.
    public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    { nil }

    /// By default the layout does not say; the view works a section's frame out from its elements.
    public func frame(ofSection section: Int) -> Rect? { nil }

    /// By default every change of the bounds' size prepares the layout again.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    /// By default a layout keeps no caches across preparations, so there is nothing to drop.
    public mutating func invalidate(_ invalidation: LayoutInvalidation) {}

    /// By default a layout does not look at the updates: the view animates from the old frames it kept.
    public mutating func prepare(forUpdates updates: [UpdateItem]) {}

    /// By default there is nothing to clean up after an update.
    public mutating func finalizeUpdates() {}

    /// By default `nil`: the view fades an inserted item in at its final attributes.
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// By default `nil`: the view fades a deleted item out at its attributes from before the update.
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The content offset to use after an update: by default the proposed offset, unchanged.
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }

    /// No gutter by default: edges snap to the nearest cell boundary as they are.
    public var gutter: Double { 0 }
}
