/// Distances to inset each edge of a rectangle by, in points (like `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: Double
    /// The inset of the left edge.
    public var left: Double
    /// The inset of the bottom edge.
    public var bottom: Double
    /// The inset of the right edge.
    public var right: Double

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets from the four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// Adds two sets of insets edge by edge.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
