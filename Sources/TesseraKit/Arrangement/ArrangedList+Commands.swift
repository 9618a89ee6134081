import TesseraCanvas
import TesseraView

extension ArrangedList {
    /// `/`: opens the filter field, or gives the keys back to the kept filter.
    public mutating func beginFilter() {
        if arrangement.filter == nil { arrangement.filter = FilterField() }
        arrangement.filter?.edit()
    }

    /// `s`: puts the list in its next order (after the last, its own again), animated; `willShow` learns
    /// the items to be shown first, as in ``rearrange(in:animated:reloading:willShow:cells:)``.
    public mutating func sortByNextOrder(
        in view: inout CollectionView, animated: Bool, willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) {
        arrangement.order = arrangement.order.next
        rearrange(in: &view, animated: animated, willShow: willShow, cells: cells)
    }

    /// Offers `key` to the open filter field; when the field takes it, shows the list as filtered now.
    /// Returns whether the field took the key.
    public mutating func handleTextKey(
        _ key: Key, in view: inout CollectionView, animated: Bool,
        willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) -> Bool {
        guard arrangement.handleTextKey(key) else { return false }
        rearrange(in: &view, animated: animated, willShow: willShow, cells: cells)
        return true
    }

    /// Esc with a kept filter: clears it, animated. Returns whether there was one.
    public mutating func clearFilter(
        in view: inout CollectionView, animated: Bool, willShow: ([Order.Item]) -> Void = { _ in },
        cells: ([Order.Item]) -> some CollectionViewDataSource
    ) -> Bool {
        guard arrangement.filter != nil else { return false }
        arrangement.filter = nil
        rearrange(in: &view, animated: animated, willShow: willShow, cells: cells)
        return true
    }
}
