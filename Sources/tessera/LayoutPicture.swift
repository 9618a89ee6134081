import TesseraCanvas
import TesseraLayout
import TesseraView

/// Draws a prepared layout as text: every item a box with its index, at 8 × 16 points per cell, for
/// `tessera layout --draw` and the pictures in docs/layouts.md.
enum LayoutPicture {
    /// The most cells a picture may have on either axis.
    static let maximumCells = 1_000

    /// The picture of the whole content, or an error naming its size when it would be wider or taller than
    /// ``maximumCells``.
    static func draw(_ layout: any CollectionLayout, context: LayoutContext) throws(TooLarge) -> String {
        let size = layout.contentSize
        let width = cells(size.width, per: Raster.pointsPerColumn)
        let height = cells(size.height, per: Raster.pointsPerRow)
        guard width <= Double(maximumCells), height <= Double(maximumCells) else {
            throw TooLarge(columns: width, rows: height)
        }
        let columns = Int(width)
        let rows = Int(height)
        let view = CollectionView(
            layout: layout, itemCounts: context.itemCounts,
            viewport: CellRect(column: 0, row: 0, width: columns, height: rows),
            layoutMargins: context.layoutMargins)
        var canvas = Canvas(columns: columns, rows: rows)
        view.render(into: &canvas, dataSource: NumberedBox())
        let lines = canvas.lines().map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return lines.reversed().drop(while: \.isEmpty).reversed().joined(separator: "\n")
    }

    /// The number of cells `points` cover, rounded up: zero for negative or NaN sizes, infinite for
    /// infinite ones; compared with the limit before it is converted to `Int`.
    private static func cells(_ points: Double, per cellSize: Double) -> Double {
        points > 0 ? (points / cellSize).rounded(.up) : 0
    }

    /// The error for a picture over the size limit: names its size in cells.
    struct TooLarge: Error, CustomStringConvertible {
        let columns: Double
        let rows: Double

        var description: String {
            "--draw: the picture would be \(Self.written(columns))×\(Self.written(rows)) cells, over the limit of "
                + "\(maximumCells)×\(maximumCells); draw fewer items or a smaller bounds"
        }

        /// A cell count as a whole number while it is one, else in floating-point notation.
        private static func written(_ cells: Double) -> String {
            cells < 1e15 ? String(Int(cells)) : String(cells)
        }
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
