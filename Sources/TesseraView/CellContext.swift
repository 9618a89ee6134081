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
    /// Whether the element is a selected item (see ``CollectionView/selectItem(at:)``); a
    /// ``DisappearingCell`` is drawn selected when its item was selected before the update deleted it.
    public var isSelected: Bool

    /// Creates a cell context.
    public init(attributes: LayoutAttributes, frame: CellRect, isFocused: Bool, isSelected: Bool) {
        self.attributes = attributes
        self.frame = frame
        self.isFocused = isFocused
        self.isSelected = isSelected
    }

    /// Creates a cell context for an item that is not selected (0.1.0's initialiser, kept).
    public init(attributes: LayoutAttributes, frame: CellRect, isFocused: Bool) {
        self.init(attributes: attributes, frame: frame, isFocused: isFocused, isSelected: false)
    }

    /// The element's index path: in the view's current data, or, for a ``DisappearingCell``, the deleted
    /// item's index path before the update.
    public var indexPath: IndexPath { attributes.indexPath }
}
