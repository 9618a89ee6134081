import TesseraCanvas
import TesseraLayout

@testable import TesseraView

/// Draws each cell as a box with its item number in the top border, `*` marking the focused one.
struct NumberedBoxes: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        let label = "\(context.indexPath.item)\(context.isFocused ? "*" : "")"
        canvas.write(label, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }
}

/// A flow of 10 × 2-cell items (80 × 32 pt) with no spacing: easy to reason about in cells.
func gridView(count: Int, columns: Int = 30, rows: Int = 8) -> CollectionView {
    var layout = FlowLayout()
    layout.itemSize = Size(width: 80, height: 32)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    return CollectionView(
        layout: layout, itemCounts: [count],
        viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
}
