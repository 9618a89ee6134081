import TesseraCanvas
import TesseraLayout
import TesseraView

/// A screen whose collection view shows one `ArrangedList` (Friends, a friend's Feed, the albums, an
/// album's photos): opening the filter, typing into it, Esc, `s`, new data, the status line's position
/// and field, and the "no match" screen are the same on every such screen and live here. A screen says
/// how to draw a list of its items, and what an item is called.
@MainActor
public protocol ArrangedListScreen: CollectionScreen {
    /// The orders `s` cycles through.
    associatedtype Order: ArrangementOrder
    /// What tells items apart across changes.
    associatedtype Identifier: Hashable
    /// The cells drawing the items.
    associatedtype Cells: CollectionViewDataSource
    /// The items, filtered and sorted.
    var list: ArrangedList<Order, Identifier> { get set }
    /// Whether changes animate.
    var animatesChanges: Bool { get }
    /// What the "no match" message calls one item: `No album matches “xyz”`.
    static var itemNoun: String { get }
    /// The cells showing `items`, the filter's matched characters highlighted by `highlight`; must not
    /// read ``list``, which is being changed when it is called.
    func cells(showing items: [Order.Item], highlight: FuzzyQuery?) -> Cells
    /// Learns the items to be shown, before the layout is prepared for them (the photo Feed's shapes).
    func willShow(_ items: [Order.Item])
}

// What a frame or a key asks of the list is public and `@inlinable` (`package` declarations are not
// serialised for other modules, even when marked so): the screens live in other modules (TesseraDemo,
// TesseraPhotos), and called from there unspecialised, each read of `list` through the protocol copied the
// whole `ArrangedList` after looking up its generic type's metadata (Friends: 7 copies a frame, a third of
// what the redesign added to a page turn). Specialised for the screen, a read is a read of the field.
extension ArrangedListScreen {
    package func willShow(_ items: [Order.Item]) {}

    /// Makes the cells for a list of items (the one shown now, or the one before a change), the
    /// filter's matches highlighted as the filter is now.
    @usableFromInline
    var makeCells: ([Order.Item]) -> Cells {
        let highlight = list.arrangement.highlight
        return { self.cells(showing: $0, highlight: highlight) }
    }

    /// The cells of the items shown now.
    @inlinable
    public var shownCells: Cells {
        let list = list
        return cells(showing: list.shown, highlight: list.arrangement.highlight)
    }

    /// The field while it is open, for the status line ("indexing…" after it while the name index is
    /// still being built).
    @inlinable public var textField: String? { list.textField }

    /// `position` for the status line, with the kept filter after it: `3 of 12 · /sam`.
    @inlinable
    public func listPositionText(_ position: String) -> String {
        list.arrangement.positionText(position)
    }

    /// The item focused, if any.
    @inlinable
    public var focusedListItem: Order.Item? {
        guard let focused = collectionView.focusedItem, list.shown.indices.contains(focused.item) else {
            return nil
        }
        return list.shown[focused.item]
    }

    /// `/`: opens the filter field, or gives the keys back to the kept filter.
    package func beginFilter() -> CommandResult {
        collectionView.finishAnimation()
        list.beginFilter()
        return .done
    }

    /// `s`: the next order, animated.
    package func sortByNextOrder() -> CommandResult {
        list.sortByNextOrder(
            in: &collectionView, animated: animatesChanges, willShow: willShow, cells: makeCells)
        return .done
    }

    /// Keys go to the filter field while it is open; returns whether it took the key.
    @inlinable
    public func handleFilterKey(_ key: Key) -> Bool {
        list.handleTextKey(
            key, in: &collectionView, animated: animatesChanges, willShow: willShow, cells: makeCells)
    }

    /// Esc with a kept filter clears it, animated; returns whether there was one.
    package func clearFilter() -> Bool {
        list.clearFilter(
            in: &collectionView, animated: animatesChanges, willShow: willShow, cells: makeCells)
    }

    /// Keys go to the filter field while it is open.
    @inlinable public func handleTextKey(_ key: Key) -> Bool { handleFilterKey(key) }

    package func handleBack() -> Bool { clearFilter() }

    /// Takes in `items` (new data): the cells animate to match; items whose content changed redraw.
    package func replaceItems(_ items: [Order.Item]) where Order.Item: Equatable {
        list.replaceAll(
            items, in: &collectionView, animated: animatesChanges, willShow: willShow, cells: makeCells)
    }

    /// When a filter matches nothing, draws `No … matches “…”` and returns `true`.
    @inlinable
    public func drawNoMatch(into canvas: inout Canvas) -> Bool {
        guard list.shown.isEmpty, let filter = list.arrangement.filter else { return false }
        EmptyState.drawNoMatch(Self.itemNoun, for: filter.text, in: collectionView.viewport, into: &canvas)
        return true
    }
}
