import TesseraLayout
import TesseraView

extension CollectionView {
    /// Shows a change of the items: animated as `changes` when they are known and no more than `limit`,
    /// else — or when the view refuses the batch — at once, the item `refocus` names focused (where the
    /// focused item went, when it is still there) or the first.
    ///
    /// - Parameters:
    ///   - changes: The batch from the items shown to the new ones, or `nil` when it is not worked out
    ///     (too large to animate).
    ///   - itemCountsAfter: The number of items in each section after the change.
    ///   - dataSource: The cells of the items shown before the change, for those that leave.
    ///   - animated: Whether the batch animates.
    ///   - limit: The most changes animated.
    ///   - refocus: Where the focused item is after the change, when it is still there; asked only when
    ///     the change is shown at once.
    /// - Returns: Whether the change was applied as a batch.
    @discardableResult
    public mutating func showChange(
        _ changes: [UpdateItem]?, itemCountsAfter: [Int], dataSource: some CollectionViewDataSource,
        animated: Bool, limit: Int = .max, refocus: () -> IndexPath?
    ) -> Bool {
        if let changes, changes.count <= limit,
            (try? performBatchUpdates(
                changes, itemCountsAfter: itemCountsAfter, dataSource: dataSource, animated: animated)) != nil
        {
            return true
        }
        reloadData(itemCounts: itemCountsAfter)
        if let focused = refocus() { focus(focused) } else { focusFirst() }
        return false
    }
}
