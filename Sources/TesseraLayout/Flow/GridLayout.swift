/// The book's grid: three items per row, sized through the flow layout's delegate.
///
/// Item size = ⌊(width − 2) ÷ 3⌋ × 90; minimum spacings of 1; line spacing = 1 + ((width − 2) mod 3) ÷ 2,
/// so the gaps between rows match the gaps between columns. Width is the bounds width; widths below 2 pt
/// give zero-width items.
public struct GridLayout: FlowLayoutWrapper {
    /// The delegate answering the grid's sizes and line spacing from the bounds width.
    public struct Sizing: FlowLayoutDelegate {
        /// Creates the grid's sizing delegate.
        public init() {}

        public func sizeForItem(at indexPath: IndexPath, in context: LayoutContext) -> Size? {
            Size(width: max(((context.boundsSize.width - 2) / 3).rounded(.down), 0), height: 90)
        }

        public func minimumLineSpacing(forSection section: Int, in context: LayoutContext) -> Double? {
            let availableForCells = max(context.boundsSize.width - 2, 0)
            return 1 + availableForCells.truncatingRemainder(dividingBy: 3) / 2
        }
    }

    public var flow: FlowLayout

    /// Creates the three-per-row grid.
    public init() {
        flow = FlowLayout(delegate: Sizing())
        flow.minimumInteritemSpacing = 1
        flow.minimumLineSpacing = 1
    }
}
