/// The position of an element: a section and an item within it.
///
/// Index paths order by section, then by item.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The item within the section.
    public var item: Int

    /// Creates an index path.
    public init(item: Int, section: Int = 0) {
        self.item = item
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
