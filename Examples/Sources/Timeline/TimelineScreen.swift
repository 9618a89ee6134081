import TesseraCanvas
import TesseraLayout
import TesseraView

/// A hundred days down a ``TimelineLayout``, headless: events in, a canvas out. Each day draws its box, the
/// focused one in heavy lines, and its stretch of the spine with a `●` where it joins.
struct TimelineScreen: CollectionViewDataSource {
    var view: CollectionView

    init(columns: Int, rows: Int, days: Int = 100) {
        view = CollectionView(
            layout: TimelineLayout(), itemCounts: [days],
            viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
    }

    /// Moves the focus, scrolls or follows a resize; `false` for `q`, to quit.
    mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.character("q")): return false
        default: view.handleNavigation(event)
        }
        return true
    }

    func render() -> Canvas {
        var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
        view.render(into: &canvas, dataSource: self)
        return canvas
    }

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        let frame = cell.frame
        let isLeft = cell.indexPath.item.isMultiple(of: 2)
        // The spine runs down the middle of the three free columns between the two sides.
        let spine = isLeft ? frame.maxColumn + 1 : frame.column - 2
        for row in frame.rows { canvas.write("│", at: CellPoint(column: spine, row: row)) }
        let middle = frame.row + frame.height / 2
        canvas.write(
            isLeft ? "─●" : "●─", at: CellPoint(column: isLeft ? frame.maxColumn : spine, row: middle))
        canvas.drawBox(frame, lines: cell.isFocused ? .heavy : .light)
        canvas.write("Day \(cell.indexPath.item + 1)", in: frame.insetBy(dx: 2, dy: 1))
    }
}
