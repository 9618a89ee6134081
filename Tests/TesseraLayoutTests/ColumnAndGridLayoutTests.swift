import Testing

@testable import TesseraLayout

@Suite struct ColumnFlowLayoutTests {
    @Test func narrowBoundsGiveOneFullWidthColumn() {
        let layout = prepared(
            ColumnFlowLayout(), width: 375, height: 667, count: 3,
            margins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(
            allFrames(layout, count: 3) == [
                Rect(x: 8, y: 10, width: 359, height: 70), Rect(x: 8, y: 90, width: 359, height: 70),
                Rect(x: 8, y: 170, width: 359, height: 70),
            ])
        #expect(layout.contentSize == Size(width: 375, height: 240))
    }

    @Test func wideBoundsGiveAGridWhoseColumnsReallyFit() {
        let margins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        let layout = prepared(ColumnFlowLayout(), width: 1024, height: 768, count: 4, margins: margins)
        // available 1008 → 3 columns of ⌊(1008 − 20) ÷ 3⌋ = 329.
        let frames = allFrames(layout, count: 4)
        #expect(frames.map(\.width) == [329, 329, 329, 329])
        #expect(frames.map(\.minX) == [8, 347.5, 687, 8])
        #expect(frames.map(\.minY) == [10, 10, 10, 90])
        #expect(frames.allSatisfy { $0.maxX <= 1016 })
    }

    @Test func columnsFollowTheMinimumWidth() {
        #expect(ColumnFlowLayout.columns(forAvailableWidth: 599) == 1)
        #expect(ColumnFlowLayout.columns(forAvailableWidth: 600) == 2)
        #expect(ColumnFlowLayout.columns(forAvailableWidth: 0) == 1)
        #expect(ColumnFlowLayout.columns(forAvailableWidth: -50) == 1)
        #expect(ColumnFlowLayout.columns(forAvailableWidth: .nan) == 1)
        #expect(ColumnFlowLayout.columns(forAvailableWidth: 1e300) > 1)
    }

    @Test func exactlyTwoColumnsAtSixHundredPoints() {
        let layout = prepared(ColumnFlowLayout(), width: 600, height: 400, count: 2)
        #expect(
            allFrames(layout, count: 2) == [
                Rect(x: 0, y: 10, width: 295, height: 70), Rect(x: 305, y: 10, width: 295, height: 70),
            ])
    }

    @Test func widthsBelowTheMarginsGiveZeroWidthItems() {
        let layout = prepared(
            ColumnFlowLayout(), width: 10, height: 400, count: 2,
            margins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(allFrames(layout, count: 2).map(\.width) == [0, 0])
    }

    @Test func appearingAndDisappearingItemsFadeAndShrinkByHalf() {
        var layout = prepared(ColumnFlowLayout(), width: 375, height: 667, count: 3)
        layout.prepare(forUpdates: [.delete(at: IndexPath(item: 2)), .insert(at: IndexPath(item: 0))])
        let oldFrame = layout.attributesForItem(at: IndexPath(item: 2))!.frame
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 375, height: 667), count: 3))
        let appearing = layout.initialAttributesForAppearingItem(at: IndexPath(item: 0))
        #expect(appearing?.alpha == 0)
        #expect(appearing?.scale == 0.5)
        #expect(appearing?.frame == layout.attributesForItem(at: IndexPath(item: 0))?.frame)
        let disappearing = layout.finalAttributesForDisappearingItem(at: IndexPath(item: 2))
        #expect(disappearing?.frame == oldFrame)
        #expect(disappearing?.alpha == 0 && disappearing?.scale == 0.5)
        layout.finalizeUpdates()
        #expect(layout.flow.prepared.geometryBeforeUpdate == nil)
    }
}

@Suite struct GridLayoutTests {
    @Test func threeItemsPerRowWithMatchingGaps() {
        let layout = prepared(GridLayout(), width: 375, height: 667, count: 7)
        let frames = allFrames(layout, count: 7)
        // ⌊373 ÷ 3⌋ = 124; 373 mod 3 = 1 → line spacing 1.5; the row is justified: gaps of 1.5.
        #expect(frames.allSatisfy { $0.size == Size(width: 124, height: 90) })
        #expect(frames.map(\.minX) == [0, 125.5, 251, 0, 125.5, 251, 0])
        #expect(frames.map(\.minY) == [0, 0, 0, 91.5, 91.5, 91.5, 183])
    }

    @Test func iPhoneSEWidthLeavesOnePointGaps() {
        let layout = prepared(GridLayout(), width: 320, height: 568, count: 6)
        let frames = allFrames(layout, count: 6)
        #expect(frames.map(\.minX) == [0, 107, 214, 0, 107, 214])
        #expect(frames.map(\.minY) == [0, 0, 0, 91, 91, 91])
        #expect(frames[0].width == 106)
    }

    @Test func tinyWidthsNeverTrap() {
        for width in [0.0, 1, 2, -10] {
            let layout = prepared(GridLayout(), width: width, height: 100, count: 4)
            #expect(allFrames(layout, count: 4).count == 4)
        }
    }
}
