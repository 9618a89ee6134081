/// Everything a layout needs to know about its collection view to prepare: the counterpart of the
/// `collectionView` back-reference in UIKit.
public struct LayoutContext: Hashable, Sendable {
    /// The size of the visible area in points.
    public var boundsSize: Size
    /// Margins inside the bounds that content should usually stay within.
    public var layoutMargins: EdgeInsets
    /// Padding around the content, outside the content's coordinate space (as in `UIScrollView`).
    public var contentInsets: EdgeInsets
    /// The number of items in each section.
    public var itemCounts: [Int]

    /// Creates a context. Negative item counts are treated as zero by every layout.
    public init(
        boundsSize: Size, layoutMargins: EdgeInsets = .zero, contentInsets: EdgeInsets = .zero,
        itemCounts: [Int]
    ) {
        self.boundsSize = boundsSize
        self.layoutMargins = layoutMargins
        self.contentInsets = contentInsets
        self.itemCounts = itemCounts
    }

    /// A context for a single section of `count` items.
    public init(boundsSize: Size, layoutMargins: EdgeInsets = .zero, count: Int) {
        self.init(boundsSize: boundsSize, layoutMargins: layoutMargins, itemCounts: [count])
    }

    /// An empty context: zero size, no sections. What a layout holds before it is first prepared.
    public static let empty = LayoutContext(boundsSize: .zero, itemCounts: [])

    /// The number of items in `section`, or 0 when there is no such section (never negative).
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? max(itemCounts[section], 0) : 0
    }

    /// The bounds width less the content insets; never negative, and 0 when not finite.
    var contentWidth: Double { max((boundsSize.width - contentInsets.horizontal).finite(or: 0), 0) }

    /// The bounds height less the content insets; never negative, and 0 when not finite.
    var contentHeight: Double { max((boundsSize.height - contentInsets.vertical).finite(or: 0), 0) }
}
