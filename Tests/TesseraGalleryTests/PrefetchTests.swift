import TesseraCanvas
import TesseraLayout
import TesseraView
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// What a photo screen asks the pipeline for: what is visible first, then a page ahead in the direction
/// the view last moved.
@Suite struct PrefetchTests {
    func feed(offsetPages pages: Int = 0) -> CollectionView {
        var view = CollectionView(
            layout: MosaicLayout(), itemCounts: [10_000],
            viewport: CellRect(column: 0, row: 1, width: 100, height: 28))
        view.scroll(dy: Double(pages) * view.boundsSize.height)
        return view
    }

    func visible(_ view: CollectionView) -> [IndexPath] {
        view.visibleAttributes().filter { $0.kind == .cell }.map(\.indexPath)
    }

    @Test func visibleItemsComeFirstThenThePageAheadInTheDirectionOfTravel() {
        let view = feed(offsetPages: 3)
        let shown = visible(view)
        let down = view.itemsToPrefetch(downward: true)
        let up = view.itemsToPrefetch(downward: false)
        #expect(down.visible.map(\.indexPath) == shown)
        #expect(up.visible.map(\.indexPath) == shown)
        let below = down.ahead.map(\.indexPath)
        let above = up.ahead.map(\.indexPath)
        #expect(!below.isEmpty && !above.isEmpty)
        #expect(below.allSatisfy { $0.item >= shown.map(\.item).min()! })
        #expect(above.allSatisfy { $0.item <= shown.map(\.item).max()! })
        #expect(below.map(\.item).max()! > shown.map(\.item).max()!)
        #expect(above.map(\.item).min()! < shown.map(\.item).min()!)
    }

    @Test func eachItemComesWithTheCellsOfItsWholeFrame() {
        let view = feed(offsetPages: 3)
        let items = view.itemsToPrefetch(downward: true)
        for item in items.visible + items.ahead {
            let attributes = view.layout.attributesForItem(at: item.indexPath)
            #expect(item.frame == attributes.flatMap { view.raster.unclippedCellRect(for: $0.frame) })
        }
        #expect(items.visible.contains { !view.viewport.contains($0.frame) }, "frames are not clipped")
    }

    @Test func theDirectionOfTravelFollowsTheLastMove() {
        var travel = TravelDirection()
        #expect(travel.isDownward)  // the start counts as down
        travel.note(offset: 400)
        #expect(travel.isDownward)
        travel.note(offset: 100)
        #expect(!travel.isDownward)
        travel.note(offset: 100)  // no move: still up
        #expect(!travel.isDownward)
        travel.note(offset: 900)
        #expect(travel.isDownward)
    }
}
