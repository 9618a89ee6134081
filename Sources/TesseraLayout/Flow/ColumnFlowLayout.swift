/// The Friends layout of Apple's sample: a one-column list when narrow, a grid of equal columns when wide.
///
/// Columns = max(1, ⌊available ÷ 300⌋), where available is the content width less the left and right layout
/// margins; item width = ⌊(available − (columns − 1) × interitem spacing) ÷ columns⌋, so the promised columns
/// really fit (the sample divides by zero below 300 pt and leans on margins for the spacing). Cells are 70 pt
/// tall, like the sample's, unless another height is given; the section's top inset equals the interitem
/// spacing; insets are measured from the layout margins.
/// Inserted and deleted items fade and shrink: they start and end at alpha 0, scale 0.5.
///
/// Widths at or below the margins give one column of zero-width items.
public struct ColumnFlowLayout: FlowLayoutWrapper {
    /// The narrowest a column may be, in points.
    public static let minimumColumnWidth = 300.0
    /// The sample's cell height, in points.
    public static let cellHeight = 70.0

    public var flow = FlowLayout()
    /// The height of every cell, in points.
    public let cellHeight: Double

    /// Creates a column flow layout whose cells are `cellHeight` points tall.
    public init(cellHeight: Double = Self.cellHeight) {
        self.cellHeight = max(cellHeight.finite(or: Self.cellHeight), 0)
        flow.sectionInsetReference = .fromLayoutMargins
    }

    /// The number of columns for an available width: max(1, ⌊available ÷ 300⌋).
    public static func columns(forAvailableWidth available: Double) -> Int {
        max(1, (available / minimumColumnWidth).flooredInt)
    }

    public mutating func prepare(for context: LayoutContext) {
        let available = context.contentWidth - context.layoutMargins.horizontal
        let columns = Self.columns(forAvailableWidth: available)
        let spacing = flow.minimumInteritemSpacing
        let width = ((available - Double(columns - 1) * spacing) / Double(columns)).rounded(.down)
        flow.itemSize = Size(width: max(width.finite(or: 0), 0), height: cellHeight)
        flow.sectionInset = EdgeInsets(top: spacing, left: 0, bottom: 0, right: 0)
        flow.prepare(for: context)
    }

    /// Inserted items grow in from half size, fading in.
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.initialAttributesForAppearingItem(at: indexPath).map(Self.shrunk)
    }

    /// Deleted items shrink to half size, fading out.
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        flow.finalAttributesForDisappearingItem(at: indexPath).map(Self.shrunk)
    }

    private static func shrunk(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var attributes = attributes
        attributes.alpha = 0
        attributes.scale = 0.5
        return attributes
    }
}
