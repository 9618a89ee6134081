/// What a laid-out element is: a cell, a supplementary view, or a decoration view.
public enum ElementKind: Hashable, Sendable {
    /// A cell, which shows one item of the data source.
    case cell
    /// A supplementary view of the named kind, such as a section header.
    case supplementary(String)
    /// A decoration view of the named kind, which shows no data.
    case decoration(String)

    /// The supplementary kind of section headers.
    public static let sectionHeader = "header"
    /// The supplementary kind of section footers.
    public static let sectionFooter = "footer"
}
