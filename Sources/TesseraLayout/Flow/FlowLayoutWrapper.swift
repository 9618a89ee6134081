/// A layout that is a ``FlowLayout`` configured a particular way: it forwards every requirement of
/// ``CollectionLayout`` to its ``flow`` and overrides only what it changes, the way UIKit subclasses
/// `UICollectionViewFlowLayout`.
public protocol FlowLayoutWrapper: CollectionLayout {
    /// The flow layout doing the work.
    var flow: FlowLayout { get set }
}

// Every member forwards to the flow layout: see ``FlowLayout`` for what each one does.
extension FlowLayoutWrapper {
    /// The context the flow layout was last prepared for.
    public var context: LayoutContext { flow.context }
    /// Whether the flow layout must be prepared before it can answer queries.
    public var needsPrepare: Bool { flow.needsPrepare }
    /// Prepares the flow layout.
    public mutating func prepare(for context: LayoutContext) { flow.prepare(for: context) }
    /// The flow layout's content size.
    public var contentSize: Size { flow.contentSize }
    /// The flow layout's elements overlapping `rect`.
    public func attributes(in rect: Rect) -> [LayoutAttributes] { flow.attributes(in: rect) }
    /// The flow layout's attributes of one cell.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.attributesForItem(at: indexPath)
    }
    /// The flow layout's header or footer.
    public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        flow.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    /// The flow layout's frame of a section.
    public func frame(ofSection section: Int) -> Rect? { flow.frame(ofSection: section) }
    /// Whether the flow layout needs preparing for the new bounds.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        flow.shouldInvalidate(forBoundsChange: newBounds)
    }
    /// Invalidates the flow layout.
    public mutating func invalidate(_ invalidation: LayoutInvalidation) { flow.invalidate(invalidation) }
    /// Lets the flow layout keep its geometry from before the updates.
    public mutating func prepare(forUpdates updates: [UpdateItem]) { flow.prepare(forUpdates: updates) }
    /// Lets the flow layout drop its geometry from before the updates.
    public mutating func finalizeUpdates() { flow.finalizeUpdates() }
    /// Where the flow layout starts an inserted item.
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.initialAttributesForAppearingItem(at: indexPath)
    }
    /// Where the flow layout ends a deleted item.
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.finalAttributesForDisappearingItem(at: indexPath)
    }
}
