/// A rectangle in points: an origin and a size.
///
/// Unlike `CGRect`, a `Rect` is never standardised: a negative width or height makes it empty, and
/// `minX`/`maxX` are simply `origin.x` and `origin.x + width`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether the rectangle has no positive area (a zero or negative width or height).
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// Whether the two rectangles overlap with a positive area; rectangles that only touch do not.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
            && !isEmpty && !other.isEmpty
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap with a positive area.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        return Rect(x: x, y: y, width: min(maxX, other.maxX) - x, height: min(maxY, other.maxY) - y)
    }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return Rect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// Whether the point lies inside, counting the top and left edges but not the bottom and right.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle (edges may coincide).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each edge (negative insets grow it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.horizontal, height: height - insets.vertical)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
