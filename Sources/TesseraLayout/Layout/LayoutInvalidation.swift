/// What changed, when a layout is invalidated (the counterpart of
/// `UICollectionViewLayoutInvalidationContext`).
public struct LayoutInvalidation: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates an invalidation from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The collection view's bounds changed size.
    public static let bounds = LayoutInvalidation(rawValue: 1 << 0)
    /// The number of sections or items changed.
    public static let dataSourceCounts = LayoutInvalidation(rawValue: 1 << 1)
    /// Everything must be recomputed.
    public static let everything: LayoutInvalidation = [.bounds, .dataSourceCounts]
}
