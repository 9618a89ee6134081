import TesseraCanvas

/// A friend on the Friends screen: a name, when they last updated, and whether a reload just marked them.
///
/// `id` is the identity a batch update follows: moving, reloading or renaming a person keeps their id,
/// and generated people never share one (see ``PersonGenerator`` and `People.newPerson(seed:index:)`).
/// Everything the card shows beyond the stored properties (``initials``, ``avatarColor``,
/// ``updatedText``) is computed from them, so two people with the same name look alike.
public struct Person: Hashable, Sendable, Identifiable {
    /// The stable identity used across batch updates.
    public var id: Int
    /// The name as given; it may contain anything, so draw it through `Canvas.write`, which sanitises.
    public var name: String
    /// The day of the friend's latest update.
    public var lastUpdated: SimpleDate
    /// Whether a reload marked this friend as just updated: the card then shows a dot and "Updated Now".
    public var isUpdated: Bool

    /// A person with the given identity, name and update state.
    public init(id: Int, name: String, lastUpdated: SimpleDate, isUpdated: Bool = false) {
        self.id = id
        self.name = name
        self.lastUpdated = lastUpdated
        self.isUpdated = isUpdated
    }

    /// The title of this friend's Feed screen, such as `Steve's Feed` (just `Feed` for an empty name).
    public var feedTitle: String {
        name.isEmpty ? "Feed" : "\(name)'s Feed"
    }

    /// The card's second line: `Updated Now` after a reload, otherwise `Updated Nov 21, 2026`.
    public var updatedText: String {
        isUpdated ? "Updated Now" : "Updated \(lastUpdated)"
    }
}
