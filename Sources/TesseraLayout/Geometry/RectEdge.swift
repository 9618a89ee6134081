/// One edge of a rectangle (like `CGRectEdge`), used to divide rectangles.
public enum RectEdge: Sendable, CaseIterable {
    /// The left edge.
    case minX
    /// The top edge.
    case minY
    /// The right edge.
    case maxX
    /// The bottom edge.
    case maxY

    /// Whether the edge is the left or the right one, so dividing from it cuts along the x axis.
    var isHorizontal: Bool { self == .minX || self == .maxX }
}
