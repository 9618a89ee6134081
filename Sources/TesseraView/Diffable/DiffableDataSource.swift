import TesseraLayout

/// Keeps a collection view's data as an `ItemSnapshot` and applies each new snapshot to the view as a
/// batch update: the terminal counterpart of UIKit's diffable data source.
///
///     var dataSource = try DiffableDataSource(snapshot)
///     var view = CollectionView(layout: ColumnFlowLayout(), itemCounts: dataSource.snapshot.itemCounts)
///     …
///     var next = ItemSnapshot<Int, Int>()  // one section of people, by id
///     try next.appendSections([0])
///     try next.appendItems(people.filter { $0.name.contains("an") }.map(\.id))
///     try dataSource.apply(next, to: &view)  // the others fade out, the rest slide together
///
/// The view is a value its screen owns, so the data source does not hold it: ``apply(_:to:animated:)``
/// takes it `inout`. Cells are still drawn by the screen's `CollectionViewDataSource`, which asks
/// ``itemIdentifier(for:)`` which item a cell shows; while an update animates, a deleted item is drawn from
/// the snapshot before it, so the data source keeps that one too until the next apply.
public struct DiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    /// The data the view shows, with no items marked for reloading.
    public private(set) var snapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>
    /// The snapshot before the last apply: where deleted items are drawn from while they animate out.
    private var previousSnapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>

    /// A data source showing `snapshot`; create the view with its `ItemSnapshot.itemCounts`.
    ///
    /// - Throws: `ItemSnapshotError` when `snapshot` holds an item twice or marks one for reloading that it
    ///   does not hold.
    public init(_ snapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>) throws(ItemSnapshotError) {
        try snapshot.validate()
        self.snapshot = snapshot.withoutReloads()
        previousSnapshot = self.snapshot
    }

    /// Shows `newSnapshot` in `view`: computes the difference from the current snapshot
    /// (`ItemSnapshot.difference(from:)`), applies its reloads at once and then its deletes, moves and
    /// inserts, animated when `animated` — as `performBatchUpdates`, which first finishes an animation that
    /// is still running. The focused item keeps the focus wherever it moves.
    ///
    /// - Returns: The difference applied, for a status line or for caches kept per item.
    /// - Throws: `ItemSnapshotError` for a bad snapshot (duplicates, other sections, a reload of an item
    ///   it does not hold), or `ItemSnapshotError.batchRejected(_:)` when the view's item counts are not
    ///   the current snapshot's. Then nothing has changed: the data source, the view's items, its focus.
    @discardableResult
    public mutating func apply(
        _ newSnapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>, to view: inout CollectionView,
        animated: Bool = true
    ) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        let difference = try newSnapshot.difference(from: snapshot)
        do {
            // The reloads change no count: if the view accepts them, it is in step, and the changes (valid
            // by construction) go through too.
            try view.performBatchUpdates(
                difference.reloads, itemCountsAfter: difference.itemCountsBefore, animated: false)
            try view.performBatchUpdates(
                difference.changes, itemCountsAfter: difference.itemCountsAfter, animated: animated)
        } catch {
            throw .batchRejected(error)
        }
        previousSnapshot = snapshot
        snapshot = newSnapshot.withoutReloads()
        return difference
    }

    /// The item a cell shows: from the current snapshot, or, for an item being deleted
    /// (`content == .beforeUpdate`), from the snapshot before the last apply. `nil` when there is no such
    /// item (a supplementary element's index path, say).
    public func itemIdentifier(for cell: CellContext) -> ItemIdentifier? {
        (cell.content == .beforeUpdate ? previousSnapshot : snapshot).itemIdentifier(at: cell.indexPath)
    }
}

extension DiffableDataSource: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
