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
    public mutating func prepare(for context: LayoutContext) { flow.prepare(for: context) }
    public var contentSize: Size { flow.contentSize }
    public func attributes(in rect: Rect) -> [LayoutAttributes] { flow.attributes(in: rect) }
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.attributesForItem(at: indexPath)
    }
    public func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        flow.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        flow.shouldInvalidate(forBoundsChange: newBounds)
    }
    public mutating func invalidate(_ invalidation: LayoutInvalidation) { flow.invalidate(invalidation) }
    public mutating func prepare(forUpdates updates: [UpdateItem]) { flow.prepare(forUpdates: updates) }
    public mutating func finalizeUpdates() { flow.finalizeUpdates() }
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.initialAttributesForAppearingItem(at: indexPath)
    }
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.finalAttributesForDisappearingItem(at: indexPath)
    }
}
