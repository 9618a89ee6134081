import TesseraCanvas
import TesseraLayout

/// What a data source needs to draw one cell: where, in which state, and how far through an animation.
public struct CellContext: Sendable {
    /// The element's layout attributes (index path, frame in points, alpha, scale).
    public var attributes: LayoutAttributes
    /// The cells the element covers, relative to the viewport's top-left corner (the canvas a data source
    /// draws into is clipped to the viewport, with its origin there); may extend past the viewport's edges
    /// when the element is partly scrolled out (drawing there is clipped).
    public var frame: CellRect
    /// Whether the element is the focused item.
    public var isFocused: Bool
    /// Which data to draw: the current data, or (for an item being deleted) the data from before the update,
    /// in which case ``indexPath`` is the item's old index path.
    public var content: ItemTransition.Content

    /// Creates a cell context.
    public init(
        attributes: LayoutAttributes, frame: CellRect, isFocused: Bool,
        content: ItemTransition.Content = .afterUpdate
    ) {
        self.attributes = attributes
        self.frame = frame
        self.isFocused = isFocused
        self.content = content
    }

    /// The element's index path.
    public var indexPath: IndexPath { attributes.indexPath }
}

/// Draws the cells of a ``CollectionView``; the view asks only for the cells a region query says are
/// visible.
public protocol CollectionViewDataSource {
    /// Draws one cell into `canvas`, within `context.frame`.
    func drawCell(_ context: CellContext, in canvas: inout Canvas)
}
