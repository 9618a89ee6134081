/// The time of day a picture is painted at: it sets the sky, the sun or moon and the land's colours.
public enum PictureLight: Int, CaseIterable, Hashable, Sendable {
    /// A blue sky with a white sun and white clouds; the land in its own colours.
    case day
    /// A purple sky glowing orange towards a low sun; the land in purple silhouettes.
    case dusk
    /// A dark sky with a moon and stars; the land nearly black, city windows lit.
    case night

    /// How captions name the light, after the kind: `by day`, `at dusk`, `at night`.
    public var phrase: String {
        switch self {
        case .day: "by day"
        case .dusk: "at dusk"
        case .night: "at night"
        }
    }
}
