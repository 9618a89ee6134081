/// A group of entries in the help: the keys of a screen, or what the mouse does there.
public struct HelpSection: Equatable, Sendable {
    /// One entry: how to do it, and what it does.
    public struct Entry: Equatable, Sendable {
        /// The keys or the gesture, e.g. `PgDn Space` or `click ‹`.
        public var label: String
        /// What it does.
        public var text: String

        /// Creates an entry.
        public init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    /// The heading shown above the entries; `nil` for the first section, which the box's title names.
    public var heading: String?
    /// The entries, in order.
    public var entries: [Entry]

    /// Creates a section.
    public init(heading: String?, entries: [Entry]) {
        self.heading = heading
        self.entries = entries
    }
}
