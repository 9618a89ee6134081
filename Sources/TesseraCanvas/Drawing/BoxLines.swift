/// The kind of line a box is drawn with, each a set of Unicode box-drawing characters.
public enum BoxLines: Hashable, Sendable, CaseIterable {
    /// Thin lines with square corners: `┌─┐ │ └─┘`.
    case light
    /// Thick lines: `┏━┓ ┃ ┗━┛`.
    case heavy
    /// Thin lines with rounded corners: `╭─╮ │ ╰─╯`.
    case rounded
    /// Double lines: `╔═╗ ║ ╚═╝`.
    case double

    /// The characters of one line style.
    public struct Glyphs: Hashable, Sendable {
        /// The top-left corner.
        public var topLeft: Character
        /// The top-right corner.
        public var topRight: Character
        /// The bottom-left corner.
        public var bottomLeft: Character
        /// The bottom-right corner.
        public var bottomRight: Character
        /// A horizontal line segment.
        public var horizontal: Character
        /// A vertical line segment.
        public var vertical: Character
    }

    /// The characters this line style draws with.
    public var glyphs: Glyphs {
        switch self {
        case .light:
            Glyphs(
                topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─",
                vertical: "│")
        case .heavy:
            Glyphs(
                topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━",
                vertical: "┃")
        case .rounded:
            Glyphs(
                topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─",
                vertical: "│")
        case .double:
            Glyphs(
                topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═",
                vertical: "║")
        }
    }
}
