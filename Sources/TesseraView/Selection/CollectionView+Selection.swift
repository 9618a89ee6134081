import TesseraLayout

/// Selection: which items are chosen, apart from the one the keyboard is on (UIKit's
/// `allowsMultipleSelection`, `indexPathsForSelectedItems`, `selectItem(at:)`, `deselectItem(at:)`).
///
/// The selection is separate from the focus: moving the focus never changes it, and selecting never moves
/// the focus. It follows the items, not their positions: a batch update
/// (``performBatchUpdates(_:itemCountsAfter:dataSource:animated:)``) and so every snapshot a
/// ``DiffableDataSource`` applies — a filter, a new order, new data — carries each selected item to its
/// new index path; a reloaded item stays selected; a deleted one leaves the selection. A new layout
/// (``setLayout(_:animated:)``) or a new viewport keeps it as it is. ``reloadData(itemCounts:)`` knows
/// nothing of identities and keeps the selected index paths that still exist; apply a snapshot instead
/// (with `animated: false`) to keep them by identity.
///
/// Cost: selecting, deselecting and ``isSelected(_:)`` are O(1); ``selectAllItems()`` and
/// ``selectItems(from:through:)`` cost one machine word per 64 items; a batch update moves the selection
/// in O(selected × log m) for m operations.
extension CollectionView {
    /// How many items are selected.
    public var selectedItemCount: Int { selection.count }

    /// The selected items, in index-path order (UIKit's `indexPathsForSelectedItems`).
    public var indexPathsForSelectedItems: [IndexPath] { selection.indexPaths }

    /// Whether the item at `indexPath` is selected (`false` for an index path that names no item).
    public func isSelected(_ indexPath: IndexPath) -> Bool { selection.contains(indexPath) }

    /// Selects the item at `indexPath`; when ``allowsMultipleSelection`` is off, every other item is
    /// deselected first. An index path that names no item is ignored. The focus stays where it is.
    public mutating func selectItem(at indexPath: IndexPath) {
        if !allowsMultipleSelection && !selection.contains(indexPath) { selection.removeAll() }
        selection.insert(indexPath)
    }

    /// Deselects the item at `indexPath`, if it is selected.
    public mutating func deselectItem(at indexPath: IndexPath) {
        selection.remove(indexPath)
    }

    /// Selects the item at `indexPath` if it is not selected, else deselects it; returns whether it is
    /// selected now.
    @discardableResult
    public mutating func toggleSelection(at indexPath: IndexPath) -> Bool {
        if selection.contains(indexPath) {
            selection.remove(indexPath)
            return false
        }
        selectItem(at: indexPath)
        return selection.contains(indexPath)
    }

    /// Selects every item from `first` through `last` (either may come first) in index-path order, across
    /// sections — the range a `v` … `v` marks in a file manager — keeping what was selected before. Needs
    /// ``allowsMultipleSelection`` unless the range holds one item.
    public mutating func selectItems(from first: IndexPath, through last: IndexPath) {
        guard allowsMultipleSelection else {
            if first == last { selectItem(at: first) }
            return
        }
        selection.insertRange(from: first, through: last)
    }

    /// Selects every item; needs ``allowsMultipleSelection`` (else nothing happens).
    public mutating func selectAllItems() {
        guard allowsMultipleSelection else { return }
        selection.insertAll()
    }

    /// Deselects every item.
    public mutating func deselectAllItems() {
        selection.removeAll()
    }

    /// Whether every item is selected (`false` when there are no items).
    public var allItemsAreSelected: Bool {
        let total = itemCounts.reduce(0, +)
        return total > 0 && selection.count == total
    }
}
