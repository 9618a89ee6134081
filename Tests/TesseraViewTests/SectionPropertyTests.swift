import PropertyBased
import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// Shapes from a tall strip to a panorama, varying with the index and section.
struct MixedShapes: JustifiedLayoutDelegate {
    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        [0.75, 1.5, 1, 0.3, 2.4, 1.33, 6, 0.56][(indexPath.item &+ 3 &* indexPath.section) % 8]
    }
}

/// Pinned headers and layout transitions over random sections, sizes, zooms and focus.
@Suite struct SectionPropertyTests {
    @Test func atEveryOffsetTheTopRowShowsTheHeaderOfTheSectionUnderIt() async {
        await propertyCheck(
            count: 60, input: Gen.int(in: 12...120), Gen.int(in: 3...30), Gen.int(in: 1...8),
            Gen.int(in: 0...1000)
        ) { columns, rows, sections, seed in
            let counts = (0..<sections).map { (seed &* 7 &+ $0 &* 13) % 40 }
            let spacing = Double(seed % 2)
            let layout = JustifiedLayout(
                targetRowHeight: Double(2 + seed % 6) * 16, spacing: spacing,
                headerHeight: Raster.height(coveringRows: 1, gutter: spacing), delegate: MixedShapes())
            var view = CollectionView(
                layout: layout, itemCounts: counts,
                viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
            view.sectionHeadersPinToVisibleBounds = true
            var offset = 0.0
            while true {
                view.scroll(to: Point(x: 0, y: offset))
                let top = view.visibleRect.minY
                // The section whose frame holds the top edge (past its header's height from its end).
                let section = counts.indices.first {
                    let frame = view.layout.frame(ofSection: $0)!
                    return frame.minY <= top && top < frame.maxY - layout.headerHeight
                }
                let pinned = view.visibleAttributes().filter {
                    $0.kind == .supplementary(ElementKind.sectionHeader)
                }
                if let section {
                    let header = pinned.first { $0.indexPath.section == section }
                    #expect(header?.frame.minY == top, "offset \(offset): section \(section) not pinned")
                    #expect(view.raster.cellRect(for: header!.frame)?.row == 0)
                }
                // Every other header shown is below the top, or being pushed up by its section's end;
                // each covers one row wherever it lands.
                for header in pinned {
                    if let cells = view.raster.cellRect(for: header.frame), header.frame.minY >= top {
                        #expect(cells.height == 1, "offset \(offset): \(header.frame) covers \(cells)")
                    }
                    let sectionEnd = view.layout.frame(ofSection: header.indexPath.section)!.maxY
                    #expect(
                        header.frame.minY >= top || header.frame.maxY == sectionEnd,
                        "offset \(offset): \(header.frame) above the top")
                }
                if offset >= view.maximumContentOffset.y { break }
                offset += 16
            }
        }
    }

    @Test func aZoomStartsFromTheOldScreenEndsAtTheNewOneAndKeepsTheFocusOnScreen() async {
        await propertyCheck(
            count: 60, input: Gen.int(in: 16...100), Gen.int(in: 6...30), Gen.int(in: 2...12),
            Gen.int(in: 2...12),
            Gen.int(in: 0...10_000)
        ) { columns, rows, fromRows, toRows, seed in
            Self.checkZoom(columns: columns, rows: rows, fromRows: fromRows, toRows: toRows, seed: seed)
        }
    }

    /// Found by the property above: at 16 columns narrow items overlap on the cell grid, and the first
    /// frame drew an item that was leaving over one that stayed, where the old screen drew them in index
    /// order.
    @Test func aZoomOfOverlappingNarrowItemsStartsFromTheOldScreen() {
        Self.checkZoom(columns: 16, rows: 6, fromRows: 2, toRows: 4, seed: 391)
        Self.checkZoom(columns: 34, rows: 18, fromRows: 4, toRows: 7, seed: 394)
    }

    /// Zooms a justified timeline from `fromRows` to `toRows` rows a line and checks every frame.
    static func checkZoom(columns: Int, rows: Int, fromRows: Int, toRows: Int, seed: Int) {
        let counts = (0..<(1 + seed % 5)).map { 1 + (seed &* 11 &+ $0 &* 17) % 30 }
        func layout(_ rowCount: Int) -> JustifiedLayout {
            JustifiedLayout(
                targetRowHeight: Double(rowCount) * 16, headerHeight: 16, delegate: MixedShapes())
        }
        var view = CollectionView(
            layout: layout(fromRows), itemCounts: counts,
            viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
        view.sectionHeadersPinToVisibleBounds = seed % 3 != 0
        let section = seed % counts.count
        let focus = IndexPath(item: (seed / 7) % counts[section], section: section)
        view.focus(focus)
        let before = view.screen()
        view.setLayout(layout(toRows))
        var now = Duration.seconds(3)
        view.advance(to: now)
        var first = true
        repeat {
            let screen = view.screen()
            if first { #expect(screen == before, "first frame") }
            first = false
            let focused =
                view.animation?.frames().first {
                    $0.attributes.kind == .cell && $0.attributes.indexPath == focus
                }?
                .attributes ?? view.layout.attributesForItem(at: focus)!
            #expect(view.raster.cellRect(for: focused.frame) != nil, "focus off screen at \(now)")
            now += .milliseconds(16)
            view.advance(to: now)
        } while view.isAnimating
        #expect(view.focusedItem == focus)
        var settled = CollectionView(
            layout: layout(toRows), itemCounts: counts,
            viewport: CellRect(column: 0, row: 0, width: columns, height: rows))
        settled.sectionHeadersPinToVisibleBounds = view.sectionHeadersPinToVisibleBounds
        settled.focus(focus)
        settled.scroll(to: view.contentOffset)
        #expect(view.screen() == settled.screen(), "last frame")
    }
}
