/// How a cell is drawn: colours and text attributes.
public struct Style: Hashable, Sendable {
    /// The text colour.
    public var foreground: Color
    /// The background colour.
    public var background: Color
    /// Bold (or bright) text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Foreground and background swapped.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool

    /// The terminal's default look.
    public static let plain = Style()

    /// Creates a style; everything defaults to the terminal's default look.
    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }
}
