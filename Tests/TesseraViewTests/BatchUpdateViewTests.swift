import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

@Suite struct BatchUpdateViewTests {
    @Test func deletedItemsFadeAndShrinkFromTheirOldFrames() throws {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        let oldFrame = view.layout.attributesForItem(at: IndexPath(item: 2))!.frame
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 2))], itemCountsAfter: [9], dataSource: NumberedBoxes())
        let deleted = try #require(view.animation?.transitions.first { $0.content == .beforeUpdate })
        #expect(deleted.start.frame == oldFrame)
        #expect(deleted.end.alpha == 0 && deleted.end.scale == 0.5)
        #expect(deleted.start.indexPath == IndexPath(item: 2))
    }

    @Test func insertedItemsGrowInAndShiftedItemsSlide() throws {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        let before = view.layout
        try view.performBatchUpdates(
            [.insert(at: IndexPath(item: 0))], itemCountsAfter: [11], dataSource: NumberedBoxes())
        let transitions = try #require(view.animation?.transitions)
        let inserted = try #require(transitions.first { $0.end.indexPath == IndexPath(item: 0) })
        #expect(inserted.start.alpha == 0 && inserted.start.scale == 0.5)
        #expect(inserted.end.frame == view.layout.attributesForItem(at: IndexPath(item: 0))!.frame)
        let shifted = try #require(transitions.first { $0.end.indexPath == IndexPath(item: 1) })
        #expect(shifted.start.frame == before.attributesForItem(at: IndexPath(item: 0))!.frame)
        #expect(shifted.end.frame == view.layout.attributesForItem(at: IndexPath(item: 1))!.frame)
    }

    @Test func theTimelineEasesOverAboutAThirdOfASecondThenFinalises() throws {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        try view.performBatchUpdates(
            [.move(from: IndexPath(item: 0), to: IndexPath(item: 3))], itemCountsAfter: [10],
            dataSource: NumberedBoxes())
        #expect(view.isAnimating)
        view.advance(to: .seconds(10))
        #expect(view.animation?.progress == 0)
        view.advance(to: .seconds(10) + .milliseconds(75))
        let quarter = try #require(view.animation?.progress)
        #expect(quarter > 0 && quarter < 0.25)
        view.advance(to: .seconds(10) + .milliseconds(150))
        #expect(view.animation?.progress == 0.5)
        view.advance(to: .seconds(10) + .milliseconds(300))
        #expect(!view.isAnimating)
    }

    @Test func withoutAnimationTheUpdateAppliesInOneFrame() throws {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 0))], itemCountsAfter: [9], dataSource: NumberedBoxes(),
            animated: false)
        #expect(!view.isAnimating)
        #expect(view.itemCounts == [9])
    }

    @Test func aSecondBatchFinishesTheRunningAnimationFirst() throws {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 0))], itemCountsAfter: [9], dataSource: NumberedBoxes())
        view.advance(to: .zero)
        try view.performBatchUpdates(
            [.insert(at: IndexPath(item: 0))], itemCountsAfter: [10], dataSource: NumberedBoxes())
        #expect(view.animation?.progress == 0)
        #expect(view.animation?.transitions.contains { $0.content == .beforeUpdate } == false)
    }

    @Test func focusFollowsTheItemOrTheNearestSurvivor() throws {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        view.focus(IndexPath(item: 4))
        try view.performBatchUpdates(
            [.move(from: IndexPath(item: 4), to: IndexPath(item: 0))], itemCountsAfter: [10],
            dataSource: NumberedBoxes())
        #expect(view.focusedItem == IndexPath(item: 0))
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 0)), .delete(at: IndexPath(item: 1))], itemCountsAfter: [8],
            dataSource: NumberedBoxes())
        #expect(view.focusedItem == IndexPath(item: 0))  // old item 2, the nearest survivor, is now first
        try view.performBatchUpdates(
            (0..<8).map { .delete(at: IndexPath(item: $0)) }, itemCountsAfter: [0],
            dataSource: NumberedBoxes())
        #expect(view.focusedItem == nil)
    }

    @Test func aRejectedBatchChangesNothing() {
        var view = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [10],
            viewport: CellRect(column: 0, row: 0, width: 50, height: 30))
        view.focus(IndexPath(item: 7))
        let before = (view.itemCounts, view.focusedItem, view.contentOffset, view.layout.contentSize)
        #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates(
                [.delete(at: IndexPath(item: 3))], itemCountsAfter: [10], dataSource: NumberedBoxes())
        }
        #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates(
                [.delete(at: IndexPath(item: 12))], itemCountsAfter: [9], dataSource: NumberedBoxes())
        }
        #expect(!view.isAnimating)
        #expect(view.itemCounts == before.0 && view.focusedItem == before.1)
        #expect(view.contentOffset == before.2 && view.layout.contentSize == before.3)
    }

    @Test func theMiddleFrameDrawsItemsBetweenTheirStartAndEnd() throws {
        var view = gridView(count: 20)
        var start = Canvas(columns: 30, rows: 8)
        view.render(into: &start, dataSource: NumberedBoxes())
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 0))], itemCountsAfter: [19], dataSource: NumberedBoxes())
        view.advance(to: .zero)
        view.advance(to: .milliseconds(150))
        var middle = Canvas(columns: 30, rows: 8)
        view.render(into: &middle, dataSource: NumberedBoxes())
        view.advance(to: .milliseconds(400))
        var end = Canvas(columns: 30, rows: 8)
        view.render(into: &end, dataSource: NumberedBoxes())
        let fresh = gridView(count: 19)
        var expected = Canvas(columns: 30, rows: 8)
        fresh.render(into: &expected, dataSource: NumberedBoxes())
        #expect(middle != start && middle != end)
        #expect(end == expected)
    }
}

/// The order items are drawn in during an update, and the scroll that goes with it.
@Suite struct UpdateDrawingOrderTests {
    /// Records which items a frame draws, in order, and whether by a cell kept at batch time: a class,
    /// so it keeps its own disappearing cells.
    final class Recorder: CollectionViewDataSource {
        var drawn: [(kept: Bool, item: Int)] = []
        func drawCell(_ context: CellContext, in canvas: inout Canvas) {
            drawn.append((false, context.indexPath.item))
        }
        func disappearingCell(at indexPath: IndexPath) -> DisappearingCell {
            DisappearingCell { [self] context, _ in drawn.append((true, context.indexPath.item)) }
        }
    }

    @Test func stationaryThenMovingThenAppearingThenDisappearing() throws {
        // Three 10-column items a row: delete 5 and insert 2, so new 0, 1 and 6… stay, new 3–5 move
        // (old 2–4), new 2 appears and old 5 disappears.
        var view = gridView(count: 12, columns: 30, rows: 8)
        let recorder = Recorder()
        try view.performBatchUpdates(
            [.delete(at: IndexPath(item: 5)), .insert(at: IndexPath(item: 2))], itemCountsAfter: [12],
            dataSource: recorder)
        view.advance(to: .zero)
        view.advance(to: .milliseconds(100))
        var canvas = Canvas(columns: 30, rows: 8)
        view.render(into: &canvas, dataSource: recorder)
        func rank(_ entry: (kept: Bool, item: Int)) -> Int {
            if entry.kept { return 3 }
            switch entry.item {
            case 2: return 2
            case 3...5: return 1
            default: return 0
            }
        }
        let ranks = recorder.drawn.map(rank)
        #expect(ranks == ranks.sorted())
        #expect(Set(ranks) == [0, 1, 2, 3])
    }

    @Test func anUpdateThatScrollsTheViewScrollsOnTheAnimationsTimeline() throws {
        // Two-row items, three a row, a viewport of four rows: focus item 6 (rows 4–5), then insert three
        // items before it, which moves it a row of items down and scrolls the view by two rows.
        var view = gridView(count: 30, columns: 30, rows: 4)
        view.focus(IndexPath(item: 6))
        let before = view.contentOffset
        try view.performBatchUpdates(
            (0..<3).map { .insert(at: IndexPath(item: $0)) }, itemCountsAfter: [33],
            dataSource: NumberedBoxes())
        let after = view.contentOffset
        #expect(after.y == before.y + 32)
        #expect(view.raster.contentOffset == before, "the first frame shows the old scroll position")
        view.advance(to: .zero)
        view.advance(to: .milliseconds(150))
        #expect(view.raster.contentOffset.y == before.y + 16, "halfway, one row")
        view.advance(to: .milliseconds(300))
        #expect(view.raster.contentOffset == after)
    }

    @Test func scrollingDuringTheAnimationTakesOverItsScroll() throws {
        var view = gridView(count: 30, columns: 30, rows: 4)
        view.focus(IndexPath(item: 6))
        try view.performBatchUpdates(
            (0..<3).map { .insert(at: IndexPath(item: $0)) }, itemCountsAfter: [33],
            dataSource: NumberedBoxes())
        view.advance(to: .zero)
        view.scroll(dy: 16)
        #expect(view.isAnimating)
        #expect(view.raster.contentOffset == view.contentOffset)
    }
}
