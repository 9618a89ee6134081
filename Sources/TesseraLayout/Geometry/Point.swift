/// A location in points, in the collection view's content coordinate space.
///
/// The y axis grows downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}
