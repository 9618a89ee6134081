/// What a laid-out element is: a cell, a supplementary view, or a decoration view.
///
/// Kinds carry interned names (``ElementKindName``), so an `ElementKind` — and so ``LayoutAttributes`` — is
/// a plain value, copied without reference counting: region queries build many of them per frame.
public enum ElementKind: Hashable, Sendable {
    /// A cell, which shows one item of the data source.
    case cell
    /// A supplementary view of the named kind, such as a section header.
    case supplementary(ElementKindName)
    /// A decoration view of the named kind, which shows no data.
    case decoration(ElementKindName)

    /// The supplementary kind of section headers.
    public static let sectionHeader: ElementKindName = "header"
    /// The supplementary kind of section footers.
    public static let sectionFooter: ElementKindName = "footer"
}
