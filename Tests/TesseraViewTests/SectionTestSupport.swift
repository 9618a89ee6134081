import TesseraCanvas
import TesseraLayout
import TesseraTesting

@testable import TesseraView

/// Every item 5:2, so with a 160 pt (20-column) width and a 32 pt target two items fill a row exactly:
/// rows of two 10 × 2-cell boxes.
struct WideItems: JustifiedLayoutDelegate {
    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? { 2.5 }
}

/// Draws each cell as a box labelled `section.item` (`*` when focused) and each header as a `▌ Section N`
/// line, so a screen shows which section every row belongs to.
struct SectionBoxes: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        let label = "\(context.indexPath.section).\(context.indexPath.item)\(context.isFocused ? "*" : "")"
        canvas.write(label, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }

    func drawSupplementaryView(_ context: CellContext, in canvas: inout Canvas) {
        canvas.write(
            "▌ Section \(context.indexPath.section)",
            at: CellPoint(column: context.frame.column, row: context.frame.row))
    }
}

/// A justified layout of 5:2 items with one-row headers and no spacing: rows of two items, 2 cells tall.
func sectionedLayout(target: Double = 32) -> JustifiedLayout {
    JustifiedLayout(targetRowHeight: target, spacing: 0, headerHeight: 16, delegate: WideItems())
}

/// A 20 × 5 view of sections of `counts` items, headers pinned.
func pinnedView(counts: [Int], rows: Int = 5, layout: some CollectionLayout = sectionedLayout())
    -> CollectionView
{
    var view = CollectionView(
        layout: layout, itemCounts: counts, viewport: CellRect(column: 0, row: 0, width: 20, height: rows))
    view.sectionHeadersPinToVisibleBounds = true
    return view
}

extension CollectionView {
    /// The view drawn by `dataSource` onto a canvas of its viewport's size, as trimmed text.
    func screen(_ dataSource: some CollectionViewDataSource = SectionBoxes()) -> String {
        var canvas = Canvas(columns: viewport.maxColumn, rows: viewport.maxRow)
        render(into: &canvas, dataSource: dataSource)
        return canvas.trimmedText
    }
}
