import Testing

@testable import TesseraLayout

@Suite struct StaggeredLayoutTests {
    /// The frames the chapter prints for a 667 pt tall collection view holding 60 items.
    static let chapterTable: [(Double, Double)] = [
        (0, 0), (50, 100), (0, 200), (50, 300), (0, 400), (50, 500),
        (110, 0), (160, 100), (110, 200), (160, 300), (110, 400), (160, 500),
        (220, 0), (270, 100), (220, 200), (270, 300), (220, 400), (270, 500),
        (330, 0), (380, 100), (330, 200), (380, 300), (330, 400), (380, 500),
        (440, 0), (490, 100), (440, 200), (490, 300), (440, 400), (490, 500),
        (550, 0), (600, 100), (550, 200), (600, 300), (550, 400), (600, 500),
        (660, 0), (710, 100), (660, 200), (710, 300), (660, 400), (710, 500),
        (770, 0), (820, 100), (770, 200), (820, 300), (770, 400), (820, 500),
        (880, 0), (930, 100), (880, 200), (930, 300), (880, 400), (930, 500),
        (990, 0), (1040, 100), (990, 200), (1040, 300), (990, 400), (1040, 500),
    ]

    @Test func framesForHeight667AndSixtyItemsAreTheChaptersTable() {
        let layout = prepared(StaggeredLayout(), width: 375, height: 667, count: 60)
        let expected = Self.chapterTable.map { Rect(x: $0.0, y: $0.1, width: 100, height: 90) }
        #expect(allFrames(layout, count: 60) == expected)
    }

    @Test func contentSizeIncludesTheHalfItemShift() {
        let layout = prepared(StaggeredLayout(), width: 375, height: 667, count: 60)
        #expect(layout.contentSize == Size(width: 1140, height: 590))
        let maxX = allFrames(layout, count: 60).map(\.maxX).max()
        #expect(maxX == 1140)
    }

    @Test func contentSizeWithoutAShiftedItemInTheLastColumn() {
        // 61 items in 6 rows: the last column holds one unshifted item.
        let layout = prepared(StaggeredLayout(), width: 375, height: 667, count: 61)
        #expect(layout.contentSize.width == allFrames(layout, count: 61).map(\.maxX).max())
        #expect(layout.contentSize.width == 1200)
    }

    @Test func rowsFollowTheChaptersFormula() {
        #expect(StaggeredLayout.rows(forHeight: 667) == 6)
        #expect(StaggeredLayout.rows(forHeight: 90) == 1)
        #expect(StaggeredLayout.rows(forHeight: 190) == 2)
        #expect(StaggeredLayout.rows(forHeight: 189) == 1)
        #expect(StaggeredLayout.rows(forHeight: 0) == 1)
        #expect(StaggeredLayout.rows(forHeight: -500) == 1)
        #expect(StaggeredLayout.rows(forHeight: .nan) == 1)
    }

    @Test func invalidatesOnlyWhenTheRowCountChanges() {
        let layout = prepared(StaggeredLayout(), width: 375, height: 667, count: 60)
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 800, height: 689)))
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 375, height: 600)))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 375, height: 690)))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 375, height: 589)))
    }

    @Test func centringPutsEqualSpaceAboveAndBelow() {
        let layout = prepared(StaggeredLayout(verticalAlignment: .center), width: 375, height: 667, count: 60)
        let frames = allFrames(layout, count: 60)
        let top = frames.map(\.minY).min()!
        let bottom = frames.map(\.maxY).max()!
        #expect(top == 667 - bottom)
        #expect(top == 38.5)
        #expect(layout.contentSize.height == bottom)
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 375, height: 670)))
    }

    @Test func fewerItemsThanRowsCentreTheRowsUsed() {
        let layout = prepared(StaggeredLayout(verticalAlignment: .center), width: 375, height: 667, count: 2)
        let frames = allFrames(layout, count: 2)
        #expect(frames[0].minY == 667 - frames[1].maxY)
    }

    @Test func emptyAndOutOfRange() {
        let layout = prepared(StaggeredLayout(), width: 375, height: 667, count: 0)
        #expect(layout.contentSize == .zero)
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).isEmpty)
        #expect(layout.attributesForItem(at: IndexPath(item: 0)) == nil)
    }

    @Test func regionQueryReturnsItemsInIndexOrder() {
        let layout = prepared(StaggeredLayout(), width: 375, height: 667, count: 60)
        let items = layout.attributes(in: Rect(x: 100, y: 50, width: 100, height: 200)).map(\.indexPath.item)
        #expect(items == [1, 6, 7, 8])  // item 2 only touches x = 100
    }
}
