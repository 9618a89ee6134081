/// The orders `s` cycles the Friends list through.
enum FriendsSortOrder: CaseIterable, Equatable {
    /// As the data gives it (the sample's order, or after updates, theirs).
    case given
    /// By name, A to Z (natural order, ignoring case).
    case name
    /// The most recently updated first.
    case lastUpdated

    /// What the title bar says after "Friends", if anything.
    var label: String? {
        switch self {
        case .given: nil
        case .name: "by name"
        case .lastUpdated: "newest first"
        }
    }
}
