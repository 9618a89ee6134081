import Canvas
import CollectionLayout

extension CollectionView {
    /// The raster mapping content points to cells of the view's own canvas (origin at the viewport's corner).
    public var raster: Raster {
        Raster(
            contentOffset: contentOffset,
            viewport: CellRect(column: 0, row: 0, width: viewport.width, height: viewport.height))
    }

    /// Draws the visible items into `canvas` at the viewport: one region query, then one `drawCell` call per
    /// visible item, lowest z-index first; during an update animation, the moving items at their current
    /// interpolated attributes instead. Drawing is clipped to the viewport.
    public func render(into canvas: inout Canvas, dataSource: some CollectionViewDataSource) {
        let elements =
            animation?.frames() ?? visibleAttributes().map { ($0, ItemTransition.Content.afterUpdate) }
        var view = Canvas(columns: viewport.width, rows: viewport.height)
        let raster = self.raster
        let ordered = elements.enumerated().sorted {
            ($0.element.attributes.zIndex, $0.offset) < ($1.element.attributes.zIndex, $1.offset)
        }
        for (_, (element, content)) in ordered where !element.isHidden && element.alpha > 0 {
            guard raster.cellRect(for: element.visibleFrame) != nil,
                let frame = raster.unclippedCellRect(for: element.visibleFrame)
            else { continue }
            let isFocused =
                content == .afterUpdate && element.kind == .cell && element.indexPath == focusedItem
            dataSource.drawCell(
                CellContext(attributes: element, frame: frame, isFocused: isFocused, content: content),
                in: &view)
        }
        canvas.draw(view, at: viewport.origin)
    }

    /// The item drawn at `cell` (a point in screen cells), if any — for mouse clicks.
    public func item(atScreenCell cell: CellPoint) -> IndexPath? {
        guard viewport.contains(cell) else { return nil }
        let local = CellPoint(column: cell.column - viewport.column, row: cell.row - viewport.row)
        let point = raster.hitTestPoint(for: local)
        // One unit in the last place: the probe ends exactly where the cell ends, so it meets only the
        // frame drawn there.
        let probe = Rect(
            x: point.x, y: point.y, width: point.x.nextUp - point.x, height: point.y.nextUp - point.y)
        return layout.attributes(in: probe).first { $0.kind == .cell }?.indexPath
    }
}
