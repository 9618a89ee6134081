/// A direction the focus moves in, from an arrow key or its vim equivalent.
public enum FocusDirection: Hashable, Sendable, CaseIterable {
    /// Towards smaller y.
    case up
    /// Towards larger y.
    case down
    /// Towards smaller x.
    case left
    /// Towards larger x.
    case right
}
