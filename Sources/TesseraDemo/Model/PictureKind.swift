/// The landscapes the Feed's pictures show, in the order the Feed cycles through them.
///
/// Picture `i` shows kind `allCases[i % allCases.count]` in one of the ``PictureLight``s; its
/// positions, shapes and tints vary with the index and the seed (see ``PictureGenerator``).
public enum PictureKind: Int, CaseIterable, Hashable, Sendable {
    /// Layers of rolling hills under an open sky.
    case hills
    /// Ranges of jagged peaks, snow on the highest ones, paler with distance.
    case mountains
    /// Hills around a still lake that mirrors them and the sky.
    case lake
    /// An open sea to the horizon, with the sun or moon glittering on the water.
    case sea
    /// A skyline of towers on a harbour, their windows lit after dark.
    case city
    /// Sand dunes in rows towards the horizon.
    case dunes

    /// What the picture shows, as the start of its caption: at most 5 columns wide.
    public var title: String {
        switch self {
        case .hills: "Hills"
        case .mountains: "Peaks"
        case .lake: "Lake"
        case .sea: "Sea"
        case .city: "City"
        case .dunes: "Dunes"
        }
    }
}
