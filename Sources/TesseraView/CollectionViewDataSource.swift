import TesseraCanvas
import TesseraLayout

/// Draws the cells and supplementary views (section headers, footers) of a ``CollectionView`` from the
/// app's current data.
///
/// The view asks ``drawCell(_:in:)`` only for the items a region query says are visible, always at index
/// paths of the data as the view has it now. Items that a batch update deletes are the one exception: the
/// data no longer has them, so at batch time — when
/// ``CollectionView/performBatchUpdates(_:itemCountsAfter:dataSource:animated:)`` or
/// ``DiffableDataSource/apply(_:to:dataSource:animated:)`` is called, while the data source still shows
/// the data before the update — the view asks ``disappearingCell(at:)`` for each deleted item its
/// animation will show (those on screen before the update, never the rest), keeps the answers and draws
/// them until the animation ends. A data source never has to remember earlier data.
public protocol CollectionViewDataSource {
    /// Draws one cell into `canvas`, within `context.frame`, from the current data.
    func drawCell(_ context: CellContext, in canvas: inout Canvas)

    /// Draws one supplementary view — a section header or footer, whose kind and section are in
    /// `context.attributes` — into `canvas`, within `context.frame`, which the view has blanked (a pinned
    /// header hides the cells scrolling under it). Default: ``drawCell(_:in:)``, which is how such views
    /// were drawn before this requirement existed.
    func drawSupplementaryView(_ context: CellContext, in canvas: inout Canvas)

    /// What the view keeps to draw the item at `indexPath` (in the data as it is now, before the update)
    /// while a batch update deletes it. Default: this data source as it is now, drawing that item.
    func disappearingCell(at indexPath: IndexPath) -> DisappearingCell
}

extension CollectionViewDataSource {
    /// Draws the supplementary view as a cell: ``drawCell(_:in:)`` with the same context.
    public func drawSupplementaryView(_ context: CellContext, in canvas: inout Canvas) {
        drawCell(context, in: &canvas)
    }

    /// A copy of this data source, as it is at batch time, drawing the item: right for a value that holds
    /// its data (the copy shares it, and later changes to the app's data do not reach it). A class, or a
    /// value that reads data through a reference, implements this itself and keeps what the item needs.
    public func disappearingCell(at indexPath: IndexPath) -> DisappearingCell {
        let dataSource = self
        return DisappearingCell { context, canvas in dataSource.drawCell(context, in: &canvas) }
    }
}

/// What a ``CollectionViewDataSource`` leaves with the view for an item a batch update deletes: a drawing of
/// the item as it was, which the view draws at the item's animated attributes while it disappears (UIKit
/// keeps the cell object for the same purpose).
public struct DisappearingCell {
    private let body: (CellContext, inout Canvas) -> Void

    /// A cell drawn by `draw`, which must draw from what it captured, not from data that changes after the
    /// batch.
    public init(draw: @escaping (CellContext, inout Canvas) -> Void) {
        body = draw
    }

    /// Draws the cell in `context`: its frame and attributes as animated, its index path the item's old
    /// one, never focused.
    public func draw(_ context: CellContext, in canvas: inout Canvas) {
        body(context, &canvas)
    }
}
