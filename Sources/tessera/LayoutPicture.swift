import Canvas
import CollectionLayout
import CollectionView

/// Draws a prepared layout as text: every item a box with its index, at 8 × 16 points per cell, for
/// `tessera layout --draw` and the pictures in docs/layouts.md.
enum LayoutPicture {
    /// The most cells drawn on either axis.
    static let maximumCells = 400

    static func draw(_ layout: any CollectionLayout, context: LayoutContext) -> String {
        let size = layout.contentSize
        let columns = min(Int((max(size.width, 0) / Raster.pointsPerColumn).rounded(.up)), maximumCells)
        let rows = min(Int((max(size.height, 0) / Raster.pointsPerRow).rounded(.up)), maximumCells)
        let view = CollectionView(
            layout: layout, itemCounts: context.itemCounts,
            viewport: CellRect(column: 0, row: 0, width: columns, height: rows),
            layoutMargins: context.layoutMargins)
        var canvas = Canvas(columns: columns, rows: rows)
        view.render(into: &canvas, dataSource: NumberedBox())
        let lines = canvas.lines().map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return lines.reversed().drop(while: \.isEmpty).reversed().joined(separator: "\n")
    }

    /// Each item: a box, its index in the top-left corner.
    private struct NumberedBox: CollectionViewDataSource {
        func drawCell(_ context: CellContext, in canvas: inout Canvas) {
            canvas.drawBox(context.frame)
            let label = String(context.indexPath.item)
            if context.frame.width >= DisplayWidth.of(label) + 2 {
                canvas.write(label, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
            }
        }
    }
}
