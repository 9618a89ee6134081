/// A group of entries in the help: the keys of the screen, or what the mouse does there.
struct HelpSection: Equatable {
    /// One entry: how to do it, and what it does.
    struct Entry: Equatable {
        /// The keys or the gesture, e.g. `PgDn Space` or `click ‹`.
        var label: String
        /// What it does.
        var text: String
    }

    /// The heading shown above the entries; `nil` for the first section, which the box's title names.
    var heading: String?
    /// The entries, in order.
    var entries: [Entry]
}
