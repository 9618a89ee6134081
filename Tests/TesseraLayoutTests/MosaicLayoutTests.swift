import Testing

@testable import TesseraLayout

@Suite struct MosaicLayoutTests {
    static let widths: [Double] = [0, 1, 2, 3, 7, 100, 320, 375, 414, 768, 800, 1024, 1366, 1600]

    @Test(arguments: widths)
    func framesMatchThePublishedAlgorithmForEveryCountUpTo200(width: Double) {
        for count in Array(0...200) + [1_000, 1_001, 1_002, 1_003, 4_999] {
            let layout = prepared(MosaicLayout(), width: width, height: 667, count: count)
            let published = PublishedMosaic(width: width, height: 667, count: count)
            #expect(allFrames(layout, count: count) == published.frames, "width \(width), count \(count)")
        }
    }

    @Test func countsZeroToThreeAtPhoneWidth() {
        #expect(allFrames(prepared(MosaicLayout(), width: 375, height: 667, count: 0), count: 0) == [])
        #expect(
            allFrames(prepared(MosaicLayout(), width: 375, height: 667, count: 1), count: 1) == [
                Rect(x: 0, y: 1, width: 375, height: 200)
            ])
        #expect(
            allFrames(prepared(MosaicLayout(), width: 375, height: 667, count: 2), count: 2) == [
                Rect(x: 0, y: 1, width: 375, height: 200), Rect(x: 0, y: 202, width: 375, height: 200),
            ])
        #expect(
            allFrames(prepared(MosaicLayout(), width: 375, height: 667, count: 3), count: 3) == [
                Rect(x: 0, y: 1, width: 375, height: 200),
                Rect(x: 0, y: 202, width: 188, height: 200), Rect(x: 189, y: 202, width: 186, height: 200),
            ])
    }

    @Test func theFourStylesFollowTheSampleSequence() {
        let layout = prepared(MosaicLayout(), width: 300, height: 600, count: 12)
        let frames = allFrames(layout, count: 12)
        #expect(frames[0] == Rect(x: 0, y: 1, width: 300, height: 200))
        #expect(
            frames[1...2] == [
                Rect(x: 0, y: 202, width: 150, height: 200), Rect(x: 151, y: 202, width: 149, height: 200),
            ])
        #expect(
            frames[3...5] == [
                Rect(x: 0, y: 403, width: 200, height: 200), Rect(x: 201, y: 403, width: 99, height: 100),
                Rect(x: 201, y: 504, width: 99, height: 99),
            ])
        #expect(
            frames[6...8] == [
                Rect(x: 0, y: 604, width: 100, height: 100), Rect(x: 0, y: 705, width: 100, height: 99),
                Rect(x: 101, y: 604, width: 199, height: 200),
            ])
        #expect(
            frames[9...10] == [
                Rect(x: 0, y: 805, width: 150, height: 200), Rect(x: 151, y: 805, width: 149, height: 200),
            ])
    }

    @Test func mosaicTailOfOneIsFullWidthAndTailOfTwoUsesFiftyFifty() {
        // 7 items: full, fifty, 2/3-1/3 leaves one → full width.
        let seven = allFrames(prepared(MosaicLayout(), width: 300, height: 100, count: 7), count: 7)
        #expect(seven[6] == Rect(x: 0, y: 604, width: 300, height: 200))
        // 8 items: full, fifty, 2/3-1/3 leaves two → fifty-fifty.
        let eight = allFrames(prepared(MosaicLayout(), width: 300, height: 100, count: 8), count: 8)
        #expect(
            eight[6...7] == [
                Rect(x: 0, y: 604, width: 150, height: 200), Rect(x: 151, y: 604, width: 149, height: 200),
            ])
    }

    @Test func contentSizeCoversTheLastSegmentUnlikeTheSample() {
        let count = 7
        let layout = prepared(MosaicLayout(), width: 375, height: 300, count: count)
        let published = PublishedMosaic(width: 375, height: 300, count: count)
        let bottom = published.frames.map(\.maxY).max()!
        #expect(published.sampleContentSize.height < bottom)
        #expect(layout.contentSize == Size(width: 375, height: bottom))
    }

    @Test func contentSizeIsAtLeastTheBounds() {
        #expect(
            prepared(MosaicLayout(), width: 375, height: 667, count: 0).contentSize
                == Size(width: 375, height: 667))
        #expect(
            prepared(MosaicLayout(), width: 375, height: 667, count: 1).contentSize
                == Size(width: 375, height: 667))
    }

    @Test func regionQueryFindsStackedCellsTheSampleScanWouldMiss() {
        // In a one-third/two-thirds segment the small cells come first, so frames are not sorted by y.
        let layout = prepared(MosaicLayout(), width: 300, height: 600, count: 12)
        let query = Rect(x: 0, y: 750, width: 300, height: 10)
        #expect(layout.attributes(in: query).map(\.indexPath.item) == [7, 8])
    }

    @Test func touchingTheGutterReturnsNothing() {
        let layout = prepared(MosaicLayout(), width: 300, height: 600, count: 12)
        #expect(layout.attributes(in: Rect(x: 0, y: 201, width: 300, height: 1)).isEmpty)
        #expect(layout.attributes(in: Rect(x: 150, y: 202, width: 1, height: 10)).isEmpty)
    }

    @Test func outOfRangeIndexPathsGiveNil() {
        let layout = prepared(MosaicLayout(), width: 300, height: 600, count: 5)
        #expect(layout.attributesForItem(at: IndexPath(item: 5)) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: -1)) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test func invalidatesOnlyWhenTheSizeChanges() {
        let layout = prepared(MosaicLayout(), width: 300, height: 600, count: 5)
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 900, width: 300, height: 600)))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 301, height: 600)))
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 300, height: 500)))
    }

    @Test func aMillionItemsPrepareWithoutAPerItemCache() {
        let layout = prepared(MosaicLayout(), width: 1600, height: 960, count: 1_000_000)
        let last = layout.attributesForItem(at: IndexPath(item: 999_999))!.frame
        #expect(layout.contentSize.height == last.maxY)
        let hits = layout.attributes(in: Rect(x: 0, y: 500_000, width: 1600, height: 960))
        #expect(!hits.isEmpty && hits.count <= 20)
        #expect(hits.allSatisfy { $0.frame.intersects(Rect(x: 0, y: 500_000, width: 1600, height: 960)) })
    }
}

@Suite struct DefaultUpdateAttributesTests {
    @Test func insertedItemsAppearInPlaceAndDeletedOnesVanishFromTheirOldFrame() {
        var layout = prepared(MosaicLayout(), width: 300, height: 600, count: 4)
        let oldLast = layout.attributesForItem(at: IndexPath(item: 3))!.frame
        layout.prepare(forUpdates: [
            .delete(at: IndexPath(item: 2)), .delete(at: IndexPath(item: 3)), .insert(at: IndexPath(item: 0)),
        ])
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 300, height: 600), count: 3))
        #expect(layout.attributesForItem(at: IndexPath(item: 3)) == nil, "the old frame exists only before")
        let appearing = layout.initialAttributesForAppearingItem(at: IndexPath(item: 0))
        #expect(appearing?.frame == layout.attributesForItem(at: IndexPath(item: 0))?.frame)
        #expect(appearing?.alpha == 0 && appearing?.scale == 1)
        let disappearing = layout.finalAttributesForDisappearingItem(at: IndexPath(item: 3))
        #expect(disappearing?.frame == oldLast)
        #expect(disappearing?.alpha == 0)
        layout.finalizeUpdates()
        #expect(layout.prepared.geometryBeforeUpdate == nil)
    }
}
