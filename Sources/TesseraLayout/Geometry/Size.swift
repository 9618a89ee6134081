/// A width and a height in points.
///
/// Sizes may be zero or negative; ``Rect`` treats a rectangle with a non-positive dimension as empty.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size from its dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width) × \(height)" }
}
