/// Per-item and per-section answers a ``FlowLayout`` asks for, like `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional: return `nil` (the default) to use the layout's own property. Each receives the
/// context being prepared, so answers can depend on the bounds (as the book's three-per-row grid does).
public protocol FlowLayoutDelegate: Sendable {
    /// The size of one item, or `nil` for the layout's `itemSize`.
    func sizeForItem(at indexPath: IndexPath, in context: LayoutContext) -> Size?
    /// The insets of one section, or `nil` for the layout's `sectionInset`.
    func insetForSection(_ section: Int, in context: LayoutContext) -> EdgeInsets?
    /// The minimum gap between items of one line, or `nil` for the layout's.
    func minimumInteritemSpacing(forSection section: Int, in context: LayoutContext) -> Double?
    /// The minimum gap between lines, or `nil` for the layout's.
    func minimumLineSpacing(forSection section: Int, in context: LayoutContext) -> Double?
    /// The size of a section's header, or `nil` for the layout's `headerReferenceSize`.
    func referenceSizeForHeader(inSection section: Int, in context: LayoutContext) -> Size?
    /// The size of a section's footer, or `nil` for the layout's `footerReferenceSize`.
    func referenceSizeForFooter(inSection section: Int, in context: LayoutContext) -> Size?
}

extension FlowLayoutDelegate {
    public func sizeForItem(at indexPath: IndexPath, in context: LayoutContext) -> Size? { nil }
    public func insetForSection(_ section: Int, in context: LayoutContext) -> EdgeInsets? { nil }
    public func minimumInteritemSpacing(forSection section: Int, in context: LayoutContext) -> Double? { nil }
    public func minimumLineSpacing(forSection section: Int, in context: LayoutContext) -> Double? { nil }
    public func referenceSizeForHeader(inSection section: Int, in context: LayoutContext) -> Size? { nil }
    public func referenceSizeForFooter(inSection section: Int, in context: LayoutContext) -> Size? { nil }
}
