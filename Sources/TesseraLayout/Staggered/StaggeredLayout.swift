/// The book's contacts layout: 100 × 90 pt items 10 pt apart, scrolling horizontally, filled top to bottom
/// then left to right, with every odd row shifted right by half an item.
///
/// Rows = max(1, ⌊(height + 10) ÷ 100⌋), where height is the bounds height less the content insets. For a
/// height of 667 and 60 items the frames are exactly the chapter's table. Unlike the chapter's formula,
/// ``contentSize`` includes the half-item shift of odd rows, so it covers every frame. The layout is
/// invalidated only when the number of rows changes (or, when centred, when the height changes).
///
/// Frames are arithmetic in the item index, so preparing is O(1) and a region query visits only the rows
/// and columns the rectangle crosses. Zero or negative heights give one row; the layout uses section 0.
public struct StaggeredLayout: GeometryLayout {
    /// How the rows sit in the bounds' height.
    public enum VerticalAlignment: Sendable {
        /// Rows start at the top (the chapter's layout).
        case top
        /// Rows are centred, with equal space above and below (the chapter's exercise).
        case center
    }

    /// The size of every item.
    public static let itemSize = Size(width: 100, height: 90)
    /// The gap between rows and between columns.
    public static let itemSpacing = 10.0

    /// Where the rows sit vertically; changing it invalidates the layout.
    public var verticalAlignment: VerticalAlignment {
        didSet { prepared.invalidate() }
    }

    public var prepared = PreparedState<Geometry>()

    /// Creates a staggered layout.
    public init(verticalAlignment: VerticalAlignment = .top) {
        self.verticalAlignment = verticalAlignment
    }

    /// The number of rows that fit in `height` points: max(1, ⌊(height + 10) ÷ 100⌋).
    public static func rows(forHeight height: Double) -> Int {
        let pitch = itemSize.height + itemSpacing
        return max(1, ((height.finite(or: 0) + itemSpacing) / pitch).flooredInt)
    }

    public func makeGeometry(for context: LayoutContext) -> Geometry {
        Geometry(
            count: context.numberOfItems(inSection: 0),
            availableHeight: context.contentHeight,
            alignment: verticalAlignment)
    }

    /// Invalidates only when the number of rows changes, or, when centred, when the height changes.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        let oldHeight = context.contentHeight
        let newHeight = max(newBounds.height - context.contentInsets.vertical, 0)
        if verticalAlignment == .center && oldHeight != newHeight { return true }
        return Self.rows(forHeight: oldHeight) != Self.rows(forHeight: newHeight)
    }
}
