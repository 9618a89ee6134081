/// Where a line of text sits within a wider rectangle.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// In the middle; when the spare columns are odd, the extra one goes to the right.
    case center
    /// Against the right edge.
    case trailing
}
