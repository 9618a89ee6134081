import TesseraCanvas
import TesseraLayout
import TesseraTesting
import Testing

@testable import TesseraView

/// A layout written the way an adopter would, with only the four essentials of ``CollectionLayout``: item
/// `i` is 80 × 32 pt (10 × 2 cells) on its own row, stepping one item to the right per row and back to the
/// left every three rows.
private struct StaircaseLayout: CollectionLayout {
    private var count = 0

    mutating func prepare(for context: LayoutContext) {
        count = context.numberOfItems(inSection: 0)
    }

    var contentSize: Size { Size(width: 240, height: Double(count) * 32) }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        let first = max(Int((rect.minY / 32).rounded(.down)), 0)
        let end = min(Int((rect.maxY / 32).rounded(.up)), count)
        guard first < end else { return [] }
        return (first..<end).compactMap { attributesForItem(at: IndexPath(item: $0)) }
            .filter { $0.frame.intersects(rect) }
    }

    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        let item = indexPath.item
        return LayoutAttributes(
            indexPath: indexPath,
            frame: Rect(x: Double(item % 3) * 80, y: Double(item) * 32, width: 80, height: 32))
    }
}

/// Boxes labelled with the item number, `*` when focused, and the opacity in percent while it is below 1,
/// so that a screen shows how the view fades items.
private struct FadingBoxes: CollectionViewDataSource {
    func drawCell(_ context: CellContext, in canvas: inout Canvas) {
        canvas.drawBox(context.frame)
        var label = "\(context.indexPath.item)\(context.isFocused ? "*" : "")"
        if context.attributes.alpha < 1 { label += " \(Int((context.attributes.alpha * 100).rounded()))%" }
        canvas.write(label, at: CellPoint(column: context.frame.column + 1, row: context.frame.row))
    }
}

@Suite struct CustomLayoutTests {
    private func screen(_ view: CollectionView) -> String {
        var canvas = Canvas(columns: 30, rows: 8)
        view.render(into: &canvas, dataSource: FadingBoxes())
        return canvas.trimmedText
    }

    /// Delete item 1 and insert a new item 0, then scroll two items down: the defaults fade the inserted
    /// item in at its final frame and the deleted one out at its old frame (with its old number), the
    /// others slide, and the last frame is the new layout.
    @Test func aLayoutOfOnlyTheEssentialsAnimatesABatchAndScrolls() throws {
        var view = CollectionView(
            layout: StaircaseLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 30, height: 8))
        let before = [
            "┌0*──────┐", "└────────┘", "          ┌1───────┐", "          └────────┘",
            "                    ┌2───────┐", "                    └────────┘", "┌3───────┐", "└────────┘",
        ]
        #expect(screen(view) == before.joined(separator: "\n"))
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 1)), .insert(at: IndexPath(item: 0))], itemCountsAfter: [10],
            dataSource: FadingBoxes())
        view.advance(to: .zero)
        var first = before
        first[0] = "┌1*──────┐"  // old item 0, now item 1; the new item 0 is still transparent
        #expect(screen(view) == first.joined(separator: "\n"), "first frame")
        view.advance(to: .milliseconds(150))
        let middle = [
            "┌0 50%───┐",  // inserted: at its final frame, half faded in
            "└────────┘────┐",  // item 1 sliding from the first row to the second, under the others
            "     └────┌1 50%───┐",  // deleted: at its old frame, with its old number, half faded out
            "          └────────┘", "                    ┌2───────┐", "                    └────────┘",
            "┌3───────┐", "└────────┘",
        ]
        #expect(screen(view) == middle.joined(separator: "\n"), "middle frame")
        view.advance(to: .milliseconds(300))
        #expect(!view.isAnimating)
        var after = before
        after[0] = "┌0───────┐"
        after[2] = "          ┌1*──────┐"
        #expect(screen(view) == after.joined(separator: "\n"), "last frame")
        view.scroll(dy: 64)
        let scrolled = [
            "                    ┌2───────┐", "                    └────────┘", "┌3───────┐", "└────────┘",
            "          ┌4───────┐", "          └────────┘", "                    ┌5───────┐",
            "                    └────────┘",
        ]
        #expect(screen(view) == scrolled.joined(separator: "\n"), "scrolled")
    }
}
