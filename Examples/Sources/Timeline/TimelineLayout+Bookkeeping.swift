import TesseraLayout

// What `CollectionLayout` still asks of every layout beyond the four essentials, each answered the way a
// layout that caches nothing and draws no supplementary views would. To be deleted once the protocol gives
// these defaults (issue 13).
extension TimelineLayout {
    /// Always: preparing only stores the context, O(1), so the view may call it after every change.
    var needsPrepare: Bool { true }

    mutating func invalidate(_ invalidation: LayoutInvalidation) {}

    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }

    func attributesForSupplementaryView(ofKind kind: ElementKindName, at indexPath: IndexPath)
        -> LayoutAttributes?
    { nil }

    mutating func prepare(forUpdates updates: [UpdateItem]) {}

    mutating func finalizeUpdates() {}

    func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
}
