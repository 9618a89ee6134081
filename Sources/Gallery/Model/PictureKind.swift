/// The kinds of generated picture the Feed cycles through, in order.
///
/// Picture `i` of the Feed is of kind `allCases[i % allCases.count]`; its colours and details vary with
/// the index and the seed (see ``PictureGenerator``).
public enum PictureKind: Int, CaseIterable, Hashable, Sendable {
    /// A gradient from top to bottom.
    case verticalGradient
    /// A gradient from left to right.
    case horizontalGradient
    /// A three-colour gradient from the top-left corner to the bottom-right one.
    case diagonalGradient
    /// A sun on the horizon with a radial glow, over the sea with its reflection.
    case sunset
    /// Concentric rings around a point.
    case ripples
    /// Diagonal stripes in three colours.
    case stripes
    /// A shaded checkerboard.
    case checker
    /// Two ranges of mountain silhouettes under a sky.
    case mountains
    /// Soft value noise, like clouds or marble, seeded by the picture.
    case noise
    /// A crescent moon in a starry night sky.
    case moon

    /// The short name captions start with, at most 14 columns wide.
    public var title: String {
        switch self {
        case .verticalGradient: "Dusk gradient"
        case .horizontalGradient: "Tide gradient"
        case .diagonalGradient: "Aurora slope"
        case .sunset: "Sunset"
        case .ripples: "Ripples"
        case .stripes: "Stripes"
        case .checker: "Checkerboard"
        case .mountains: "Mountains"
        case .noise: "Clouds"
        case .moon: "Moonrise"
        }
    }
}
