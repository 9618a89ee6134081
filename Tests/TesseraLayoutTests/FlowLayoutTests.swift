import Testing

@testable import TesseraLayout

/// Sizes and metrics from closures, so each test states exactly what the delegate answers.
struct StubFlowDelegate: FlowLayoutDelegate {
    var size: @Sendable (IndexPath) -> Size? = { _ in nil }
    var lineSpacing: @Sendable (Int) -> Double? = { _ in nil }
    var inset: @Sendable (Int) -> EdgeInsets? = { _ in nil }

    func sizeForItem(at indexPath: IndexPath, in context: LayoutContext) -> Size? { size(indexPath) }
    func minimumLineSpacing(forSection section: Int, in context: LayoutContext) -> Double? {
        lineSpacing(section)
    }
    func insetForSection(_ section: Int, in context: LayoutContext) -> EdgeInsets? { inset(section) }
}

@Suite struct FlowLayoutTests {
    func flow(itemSize: Size = Size(width: 100, height: 50), delegate: (any FlowLayoutDelegate)? = nil)
        -> FlowLayout
    {
        var layout = FlowLayout(delegate: delegate)
        layout.itemSize = itemSize
        return layout
    }

    @Test func fullLinesAreJustifiedAndTheLastLineKeepsTheirSpacing() {
        let layout = prepared(flow(), width: 350, height: 500, count: 8)
        let xs = allFrames(layout, count: 8).map(\.minX)
        let ys = allFrames(layout, count: 8).map(\.minY)
        #expect(xs == [0, 125, 250, 0, 125, 250, 0, 125])
        #expect(ys == [0, 0, 0, 60, 60, 60, 120, 120])
        #expect(layout.contentSize == Size(width: 350, height: 170))
    }

    @Test func aLoneLastItemAfterFullLinesReadsAsLeftAligned() {
        let layout = prepared(flow(), width: 350, height: 500, count: 4)
        #expect(allFrames(layout, count: 4)[3] == Rect(x: 0, y: 60, width: 100, height: 50))
    }

    @Test func aSingleItemLineIsCentred() {
        let layout = prepared(flow(), width: 350, height: 500, count: 1)
        #expect(allFrames(layout, count: 1) == [Rect(x: 125, y: 0, width: 100, height: 50)])
    }

    @Test func aSectionOfOnePartialLineIsJustifiedLikeUIKit() {
        let layout = prepared(flow(), width: 350, height: 500, count: 2)
        #expect(allFrames(layout, count: 2).map(\.minX) == [0, 250])
    }

    @Test func anItemWiderThanTheLineSitsAloneClampedToTheLine() {
        let delegate = StubFlowDelegate(size: { $0.item == 1 ? Size(width: 900, height: 50) : nil })
        let layout = prepared(flow(delegate: delegate), width: 350, height: 500, count: 3)
        let frames = allFrames(layout, count: 3)
        #expect(frames[0] == Rect(x: 125, y: 0, width: 100, height: 50))
        #expect(frames[1] == Rect(x: 0, y: 60, width: 350, height: 50))
        #expect(frames[2] == Rect(x: 125, y: 120, width: 100, height: 50))
    }

    @Test func itemsAreCentredInALineAsTallAsItsTallestItem() {
        let delegate = StubFlowDelegate(size: { Size(width: 100, height: $0.item == 1 ? 80 : 20) })
        let layout = prepared(flow(delegate: delegate), width: 350, height: 500, count: 4)
        let frames = allFrames(layout, count: 4)
        #expect(frames.map(\.minY) == [30, 0, 30, 90])
        #expect(layout.contentSize.height == 110)
    }

    @Test func headersAndFootersTakeNoLineSpacingAndSpanTheWidth() {
        var layout = flow()
        layout.headerReferenceSize = Size(width: 0, height: 30)
        layout.footerReferenceSize = Size(width: 0, height: 20)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 350, height: 500), itemCounts: [4, 0, 1]))
        let header0 = layout.attributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == Rect(x: 0, y: 0, width: 350, height: 30))
        #expect(header0?.kind == .supplementary(ElementKind.sectionHeader))
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 35)
        #expect(layout.attributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 95)
        let footer0 = layout.attributesForSupplementaryView(
            ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == Rect(x: 0, y: 152, width: 350, height: 20))
        // The empty section has its header and footer only, no insets.
        let header1 = layout.attributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame.minY == 172)
        let footer1 = layout.attributesForSupplementaryView(
            ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 1))
        #expect(footer1?.frame.minY == 202)
        #expect(
            layout.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame
                == Rect(x: 125, y: 257, width: 100, height: 50))
        #expect(layout.contentSize.height == 257 + 50 + 7 + 20)
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(layout.attributesForItem(at: IndexPath(item: 0, section: 3)) == nil)
    }

    @Test func regionQueriesReturnHeadersAfterCells() {
        var layout = flow()
        layout.headerReferenceSize = Size(width: 0, height: 30)
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 350, height: 500), itemCounts: [3, 3]))
        let hits = layout.attributes(in: Rect(x: 0, y: 60, width: 350, height: 40))
        #expect(hits.map(\.kind) == [.cell, .cell, .cell, .supplementary(ElementKind.sectionHeader)])
        #expect(
            hits.map(\.indexPath) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
                IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
            ])
    }

    @Test func horizontalScrollingStacksColumnsRightwards() {
        var layout = flow()
        layout.scrollDirection = .horizontal
        let ready = prepared(layout, width: 300, height: 170, count: 7)
        let frames = allFrames(ready, count: 7)
        #expect(frames.map(\.minX) == [0, 0, 0, 110, 110, 110, 220])
        #expect(frames.map(\.minY) == [0, 60, 120, 0, 60, 120, 0])
        #expect(ready.contentSize == Size(width: 320, height: 170))
        #expect(
            ready.attributes(in: Rect(x: 105, y: 0, width: 10, height: 170)).map(\.indexPath.item) == [
                3, 4, 5,
            ])
    }

    @Test func sectionInsetsFromLayoutMarginsAddTheMargins() {
        var layout = flow()
        layout.sectionInsetReference = .fromLayoutMargins
        layout.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let ready = prepared(
            layout, width: 370, height: 500, count: 3,
            margins: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        #expect(allFrames(ready, count: 3).map(\.minX) == [10, 135, 260])
    }

    @Test func perSectionLineSpacingAndInsetsComeFromTheDelegate() {
        let delegate = StubFlowDelegate(
            lineSpacing: { $0 == 1 ? 0 : nil },
            inset: { $0 == 1 ? EdgeInsets(top: 1, left: 0, bottom: 0, right: 0) : nil })
        var layout = flow(delegate: delegate)
        layout.prepare(for: LayoutContext(boundsSize: Size(width: 350, height: 500), itemCounts: [4, 4]))
        let section1 = (0..<4).compactMap {
            layout.attributesForItem(at: IndexPath(item: $0, section: 1))?.frame.minY
        }
        #expect(section1 == [111, 111, 111, 161])
    }

    @Test func zeroAndNegativeWidthsGiveZeroWidthItemsNeverATrap() {
        for width in [0.0, -40, .nan, .infinity] {
            let layout = prepared(flow(), width: width, height: 100, count: 3)
            let frames = allFrames(layout, count: 3)
            #expect(frames.count == 3)
            #expect(frames.allSatisfy { $0.width == 0 })
            #expect(layout.attributes(in: Rect(x: -1000, y: -1000, width: 5000, height: 5000)).isEmpty)
        }
    }

    @Test func negativeSizesAndSpacingsCountAsZero() {
        var layout = flow(itemSize: Size(width: -10, height: -10))
        layout.minimumLineSpacing = -5
        let ready = prepared(layout, width: 100, height: 100, count: 2)
        #expect(allFrames(ready, count: 2).allSatisfy { $0.width == 0 && $0.height == 0 })
        #expect(ready.contentSize.height == 0)
    }

    @Test func changingAPropertyInvalidates() {
        var layout = prepared(flow(), width: 350, height: 500, count: 3)
        #expect(!layout.needsPrepare)
        layout.itemSize = Size(width: 10, height: 10)
        #expect(layout.needsPrepare)
    }
}

@Suite struct FlowLayoutUniformLineTests {
    /// Without a delegate, full lines are copied from the first; the result must be what sizing every item
    /// one by one gives.
    @Test func copiedLinesEqualItemByItemLayout() {
        let itemSize = Size(width: 73.5, height: 41)
        let constant = StubFlowDelegate(size: { _ in itemSize })
        for width in stride(from: 0.0, through: 900, by: 37.25) {
            for count in [0, 1, 2, 5, 11, 12, 13, 100] {
                var fast = FlowLayout()
                fast.itemSize = itemSize
                fast.sectionInset = EdgeInsets(top: 4, left: 3, bottom: 2, right: 9)
                var slow = FlowLayout(delegate: constant)
                slow.sectionInset = fast.sectionInset
                let context = LayoutContext(
                    boundsSize: Size(width: width, height: 500), itemCounts: [count, count / 2])
                fast.prepare(for: context)
                slow.prepare(for: context)
                for section in 0..<2 {
                    #expect(
                        allFrames(fast, count: count, section: section)
                            == allFrames(slow, count: count, section: section),
                        "width \(width) count \(count)")
                }
                #expect(fast.contentSize == slow.contentSize)
            }
        }
    }
}
