import TesseraCanvas
import TesseraLayout
import TesseraView

/// 1,000 numbered boxes in a flow layout, headless: events in, the screen out as a canvas.
struct NumberGrid: CollectionViewDataSource {
    var view: CollectionView

    init(columns: Int, rows: Int) {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 80, height: 48)  // 10 × 3 cells of 8 × 16 points
        layout.minimumLineSpacing = 0
        let screen = CellRect(column: 0, row: 0, width: columns, height: rows)
        view = CollectionView(layout: layout, itemCounts: [1_000], viewport: screen)
    }

    func render() -> Canvas {
        var canvas = Canvas(columns: view.viewport.width, rows: view.viewport.height)
        view.render(into: &canvas, dataSource: self)
        return canvas
    }

    func drawCell(_ cell: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(cell.frame, lines: cell.isFocused ? .heavy : .light)
        canvas.write("\(cell.indexPath.item)", in: cell.frame.insetBy(dx: 1, dy: 1), alignment: .center)
    }
}
