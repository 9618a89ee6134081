import TesseraCanvas
import TesseraLayout

extension CollectionView {
    /// The raster mapping content points to cells relative to the viewport's top-left corner, where cells
    /// are drawn (``render(into:dataSource:)`` clips the canvas to the viewport with its origin there).
    ///
    /// During an update animation that scrolls the view, the raster follows the animation's offset.
    public var raster: Raster {
        Raster(
            contentOffset: animation?.contentOffset ?? contentOffset,
            viewport: CellRect(column: 0, row: 0, width: viewport.width, height: viewport.height),
            gutter: layout.gutter)
    }

    /// Draws the visible items into `canvas` at the viewport: one region query, then one `drawCell` call per
    /// visible item, lowest z-index first; during an update animation, the animated items at their current
    /// interpolated attributes instead, stationary ones first, then moving, appearing and disappearing
    /// ones (see ``ItemTransition/Role``), the disappearing ones by the ``DisappearingCell``s kept at batch
    /// time.
    ///
    /// The viewport is blanked first, then the cells draw straight into `canvas` clipped to it
    /// (`Canvas.withClip(_:_:)`), with cell frames relative to the viewport's corner. Items come back
    /// from the region query in drawing order whenever their z-indices do not decrease (as when they are
    /// all equal); only otherwise are they sorted, stably, by z-index.
    public func render(into canvas: inout Canvas, dataSource: some CollectionViewDataSource) {
        canvas.fill(viewport, with: .plain)
        let raster = self.raster
        canvas.withClip(viewport) { view in
            func draw(_ element: LayoutAttributes, keptCell: DisappearingCell?) {
                guard !element.isHidden, element.alpha > 0,
                    raster.cellRect(for: element.visibleFrame) != nil,
                    let frame = raster.unclippedCellRect(for: element.visibleFrame)
                else { return }
                if let keptCell {
                    keptCell.draw(CellContext(attributes: element, frame: frame, isFocused: false), in: &view)
                } else {
                    let isFocused = element.kind == .cell && element.indexPath == focusedItem
                    dataSource.drawCell(
                        CellContext(attributes: element, frame: frame, isFocused: isFocused), in: &view)
                }
            }
            if let frames = animation?.frames() {
                for frame in frames { draw(frame.attributes, keptCell: frame.keptCell) }
            } else {
                for element in Self.drawingOrder(visibleAttributes(), zIndex: \.zIndex) {
                    draw(element, keptCell: nil)
                }
            }
        }
    }

    /// The item drawn at `cell` (a point in screen cells), if any — for mouse clicks.
    public func item(atScreenCell cell: CellPoint) -> IndexPath? {
        guard viewport.contains(cell) else { return nil }
        let local = CellPoint(column: cell.column - viewport.column, row: cell.row - viewport.row)
        let raster = self.raster
        return layout.attributes(in: raster.hitTestRect(for: local)).first {
            $0.kind == .cell && raster.cellRect(for: $0.frame)?.contains(local) == true
        }?.indexPath
    }
}
