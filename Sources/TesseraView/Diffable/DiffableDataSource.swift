import TesseraLayout

/// Keeps a collection view's data as an `ItemSnapshot` and applies each new snapshot to the view as a
/// batch update: the terminal counterpart of UIKit's diffable data source.
///
///     struct Cards: CollectionViewDataSource {  // draws the person each cell shows
///         let ids: DiffableDataSource<Int, Int>
///         func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
///             guard let id = ids.itemIdentifier(for: cell) else { return }
///             canvas.drawBox(cell.frame)
///             canvas.write(people[id].name, at: CellPoint(column: cell.frame.column + 1, row: cell.frame.row))
///         }
///     }
///     var ids = try DiffableDataSource(snapshot)
///     var view = CollectionView(layout: ColumnFlowLayout(), itemCounts: ids.snapshot.itemCounts)
///     …
///     var next = ItemSnapshot<Int, Int>()  // one section of people, by id
///     try next.appendSections([0])
///     try next.appendItems(people.filter { $0.name.contains("an") }.map(\.id))
///     try ids.apply(next, to: &view, dataSource: Cards(ids: ids))  // the others fade out, the rest slide
///     view.render(into: &canvas, dataSource: Cards(ids: ids))
///
/// The view is a value its screen owns, so the data source does not hold it:
/// ``apply(_:to:dataSource:animated:)`` takes it `inout`. Cells are drawn by the screen's
/// `CollectionViewDataSource`, which asks ``itemIdentifier(for:)`` which item a cell shows, in the current
/// snapshot only. `apply` hands that cell data source — made from this one before the new snapshot
/// replaces the current one — to the view, which keeps from it what it needs to draw the deleted items
/// while they animate out (see ``CollectionViewDataSource/disappearingCell(at:)``).
public struct DiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    /// The data the view shows, with no items marked for reloading.
    public private(set) var snapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>

    /// A data source showing `snapshot`; create the view with its `ItemSnapshot.itemCounts`.
    ///
    /// - Throws: `ItemSnapshotError` when `snapshot` holds an item twice or marks one for reloading that it
    ///   does not hold.
    public init(_ snapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>) throws(ItemSnapshotError) {
        try snapshot.validate()
        self.snapshot = snapshot.withoutReloads()
    }

    /// Shows `newSnapshot` in `view`: computes the difference from the current snapshot
    /// (`ItemSnapshot.difference(from:)`), applies its reloads at once and then its deletes, moves and
    /// inserts, animated when `animated` — as `performBatchUpdates`, which first finishes an animation that
    /// is still running. The focused item keeps the focus wherever it moves.
    ///
    /// `dataSource` draws the cells of the current snapshot (it is asked before `newSnapshot` replaces it):
    /// the view keeps what it needs of the deleted items it animates out.
    ///
    /// - Returns: The difference applied, for a status line or for caches kept per item.
    /// - Throws: `ItemSnapshotError` for a bad snapshot (duplicates, other sections, a reload of an item
    ///   it does not hold), or `ItemSnapshotError.batchRejected(_:)` when the view's item counts are not
    ///   the current snapshot's. Then nothing has changed: the data source, the view's items, its focus.
    @discardableResult
    public mutating func apply(
        _ newSnapshot: ItemSnapshot<SectionIdentifier, ItemIdentifier>, to view: inout CollectionView,
        dataSource: some CollectionViewDataSource, animated: Bool = true
    ) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        let difference = try newSnapshot.difference(from: snapshot)
        do {
            // The reloads change no count: if the view accepts them, it is in step, and the changes (valid
            // by construction) go through too.
            try view.performBatchUpdates(
                difference.reloads, itemCountsAfter: difference.itemCountsBefore, dataSource: dataSource,
                animated: false)
            try view.performBatchUpdates(
                difference.changes, sections: difference.sections,
                itemCountsAfter: difference.itemCountsAfter,
                dataSource: dataSource, animated: animated)
        } catch {
            throw .batchRejected(error)
        }
        snapshot = newSnapshot.withoutReloads()
        return difference
    }

    /// The item a cell shows, from the current snapshot; `nil` when there is no such item (a
    /// supplementary element's index path, say).
    public func itemIdentifier(for cell: CellContext) -> ItemIdentifier? {
        snapshot.itemIdentifier(at: cell.indexPath)
    }
}

extension DiffableDataSource: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
