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

    /// Draws the visible elements into `canvas` at the viewport: one region query (section headers pinned
    /// when ``sectionHeadersPinToVisibleBounds`` is on), then one call per visible element, lowest z-index
    /// first — `drawCell` for cells, `drawSupplementaryView` for headers, footers and other supplementary
    /// views, whose cells are blanked first so that a pinned header hides what scrolls under it. During an
    /// update animation or a layout transition, the animated elements at their current interpolated
    /// attributes instead: stationary cells first, then moving, appearing and disappearing ones (see
    /// ``ItemTransition/Role``), the disappearing ones by the ``DisappearingCell``s kept at batch time, and
    /// the section headers last, on top.
    ///
    /// The viewport is blanked first, then the elements draw straight into `canvas` clipped to it
    /// (`Canvas.withClip(_:_:)`), with cell frames relative to the viewport's corner. Elements come back
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
                let isCell = element.kind == .cell
                let isFocused = isCell && keptCell == nil && element.indexPath == focusedItem
                let isSelected =
                    isCell
                    && (keptCell == nil
                        ? selection.contains(element.indexPath)
                        : animation?.keptSelected.contains(element.indexPath) == true)
                let context = CellContext(
                    attributes: element, frame: frame, isFocused: isFocused, isSelected: isSelected)
                if let keptCell {
                    if !isCell { view.fill(frame, with: .plain) }
                    keptCell.draw(context, in: &view)
                } else if element.kind == .cell {
                    dataSource.drawCell(context, in: &view)
                } else {
                    view.fill(frame, with: .plain)
                    dataSource.drawSupplementaryView(context, in: &view)
                }
            }
            if let animation {
                let visible = Rect(origin: raster.contentOffset, size: boundsSize)
                let frames = animation.frames(
                    pinningHeadersIn: sectionHeadersPinToVisibleBounds ? visible : nil)
                for frame in frames { draw(frame.attributes, keptCell: frame.keptCell) }
            } else {
                for element in Self.drawingOrder(visibleAttributes(), zIndex: \.zIndex) {
                    draw(element, keptCell: nil)
                }
            }
        }
    }

    /// The item drawn at `cell` (a point in screen cells), if any — for mouse clicks. A pinned header
    /// drawn over the cell hides the item under it: the answer is then `nil`
    /// (``supplementaryElement(atScreenCell:)`` finds the header).
    public func item(atScreenCell cell: CellPoint) -> IndexPath? {
        guard viewport.contains(cell), supplementaryElement(atScreenCell: cell) == nil else { return nil }
        let local = CellPoint(column: cell.column - viewport.column, row: cell.row - viewport.row)
        let raster = self.raster
        return layout.attributes(in: raster.hitTestRect(for: local)).first {
            $0.kind == .cell && raster.cellRect(for: $0.frame)?.contains(local) == true
        }?.indexPath
    }

    /// The supplementary view (a section header, say) drawn at `cell`, a point in screen cells, if any:
    /// where it is drawn, pinned or not.
    public func supplementaryElement(atScreenCell cell: CellPoint) -> LayoutAttributes? {
        guard viewport.contains(cell) else { return nil }
        let local = CellPoint(column: cell.column - viewport.column, row: cell.row - viewport.row)
        let raster = self.raster
        return visibleAttributes().last {
            if case .supplementary = $0.kind {
                return raster.cellRect(for: $0.frame)?.contains(local) == true
            }
            return false
        }
    }
}
