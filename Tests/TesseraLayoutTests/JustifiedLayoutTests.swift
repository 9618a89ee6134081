import Testing

@testable import TesseraLayout

/// Five layouts computed by hand from the rule (W the width, T = 100, t = 0.25, so with no spacing a row
/// fills the width when its aspect sum A is 4, and joins items while A < 3, overshooting 5 only to get
/// closer to 4).
@Suite struct JustifiedLayoutTests {
    @Test func rowsCloseOnceTheyReachTheBandAndTheLastRowKeepsTheTargetHeight() {
        // [1.5, 1.7]: A = 3.2 ≥ 3 → h = 400 / 3.2 = 125. [2, 2]: A = 4 → h = 100. [0.75, 1]: the last row,
        // 175 pt wide at T, so T tall and left-aligned.
        let layout = justified([[1.5, 1.7, 2, 2, 0.75, 1]], width: 400)
        #expect(
            nearlyEqual(
                allFrames(layout, count: 6),
                [
                    Rect(x: 0, y: 0, width: 187.5, height: 125),
                    Rect(x: 187.5, y: 0, width: 212.5, height: 125),
                    Rect(x: 0, y: 125, width: 200, height: 100),
                    Rect(x: 200, y: 125, width: 200, height: 100),
                    Rect(x: 0, y: 225, width: 75, height: 100), Rect(x: 75, y: 225, width: 100, height: 100),
                ]))
        #expect(layout.contentSize == Size(width: 400, height: 325))
    }

    @Test func spacingComesOutOfTheWidthTheItemsShare() {
        // W = 401, g = 1: with n items the band is around Rₙ = (401 − (n − 1)) / 100. [1, 1, 2]: A = 4 ≥
        // 0.75 × 3.99 → h = (401 − 2) / 4 = 99.75; x = 0, 99.75 + 1, 2 × 99.75 + 2. [1]: the last row.
        let layout = justified([[1, 1, 2, 1]], width: 401, spacing: 1)
        #expect(
            nearlyEqual(
                allFrames(layout, count: 4),
                [
                    Rect(x: 0, y: 0, width: 99.75, height: 99.75),
                    Rect(x: 100.75, y: 0, width: 99.75, height: 99.75),
                    Rect(x: 201.5, y: 0, width: 199.5, height: 99.75),
                    Rect(x: 0, y: 100.75, width: 100, height: 100),
                ]))
        #expect(layout.gutter == 1)
    }

    @Test func overshootingIsKeptOnlyWhenCloserAndTallRowsStopAtTwiceTheTarget() {
        // [1, 1] + 3.12: A = 5.12 passes 5, but |5.12 − 4| < |2 − 4| → kept; h = 400 / 5.12 = 78.125.
        // [0.5] + 8: |8.5 − 4| > |0.5 − 4| → closed without it; h = 800 > 2T → 200, left-aligned.
        // [8]: the last row, 800 pt wide at T, so justified: h = 50 = T / 2, not an edge row.
        let layout = justified([[1, 1, 3.12, 0.5, 8]], width: 400)
        #expect(
            nearlyEqual(
                allFrames(layout, count: 5),
                [
                    Rect(x: 0, y: 0, width: 78.125, height: 78.125),
                    Rect(x: 78.125, y: 0, width: 78.125, height: 78.125),
                    Rect(x: 156.25, y: 0, width: 243.75, height: 78.125),
                    Rect(x: 0, y: 78.125, width: 100, height: 200),
                    Rect(x: 0, y: 278.125, width: 400, height: 50),
                ]))
    }

    @Test func aPanoramaTakesItsOwnHeightAcrossTheWholeWidthAndAtLeastOneRow() {
        // [10]: A = 10 → h = 40 < T / 2: an edge row, 40 tall over the full width. [1, 1]: the last row.
        let wide = justified([[10, 1, 1]], width: 400)
        #expect(
            nearlyEqual(
                allFrames(wide, count: 3),
                [
                    Rect(x: 0, y: 0, width: 400, height: 40),
                    Rect(x: 0, y: 40, width: 100, height: 100), Rect(x: 100, y: 40, width: 100, height: 100),
                ]))
        // 30:1 clamps to 16:1; at W = 200, h = 12.5 would be under a terminal row: 16 tall, full width.
        let narrow = justified([[30, 1]], width: 200)
        #expect(
            nearlyEqual(
                allFrames(narrow, count: 2),
                [Rect(x: 0, y: 0, width: 200, height: 16), Rect(x: 0, y: 16, width: 100, height: 100)]))
    }

    @Test func sectionsStartWithHeadersAndRowsNeverSpanThem() {
        // Margins of 8 leave W = 40, so at most ⌊40 / 8⌋ = 5 items a row; T = 16, g = 1, headers 16 tall.
        // Section 0: seven 1:100 strips clamp to 1:16. Five fill a row (A = 0.3125 short of the band), whose
        // h = (40 − 4) / 0.3125 = 115.2 > 2T → 32, left-aligned, 2 wide; the last two: T tall, 1 wide.
        // Section 1: two unknown items, 4:3 each: A = 8/3 > R₂ = 39/16 × 0.75, and the last row is wider
        // than W at T, so justified: h = 39 / (8/3) = 14.625, 19.5 wide.
        let layout = justified(
            [Array(repeating: 0.01, count: 7), [nil, nil]], width: 56, target: 16, spacing: 1,
            headerHeight: 16, margins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        let strips = (0..<5).map { Rect(x: 8 + 3 * Double($0), y: 17, width: 2, height: 32) }
        let lastStrips = [Rect(x: 8, y: 50, width: 1, height: 16), Rect(x: 10, y: 50, width: 1, height: 16)]
        #expect(nearlyEqual(allFrames(layout, count: 7), strips + lastStrips))
        #expect(
            nearlyEqual(
                allFrames(layout, count: 2, section: 1),
                [
                    Rect(x: 8, y: 84, width: 19.5, height: 14.625),
                    Rect(x: 28.5, y: 84, width: 19.5, height: 14.625),
                ]))
        let headers = (0..<2).compactMap {
            layout.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: $0))
        }
        #expect(
            headers.map(\.frame) == [
                Rect(x: 8, y: 0, width: 40, height: 16), Rect(x: 8, y: 67, width: 40, height: 16),
            ])
        #expect(
            headers.map(\.kind) == [
                .supplementary(ElementKind.sectionHeader), .supplementary(ElementKind.sectionHeader),
            ])
        #expect(layout.frame(ofSection: 0) == Rect(x: 8, y: 0, width: 40, height: 66))
        #expect(
            nearlyEqual(
                layout.frame(ofSection: 1)!, Rect(x: 8, y: 67, width: 40, height: 31.625)))
        #expect(nearlyEqual(layout.contentSize.height, 98.625))
    }

    @Test func degenerateInputsHaveDefinedResults() {
        let zero = justified([[1.5, 2, 0.5]], width: 0)
        #expect(zero.attributes(in: Rect(x: -10, y: -10, width: 1000, height: 1000)).isEmpty)
        #expect(allFrames(zero, count: 3).count == 3)
        var odd = JustifiedLayout(targetRowHeight: .nan, tolerance: -3, spacing: -1, headerHeight: .infinity)
        odd.prepare(for: LayoutContext(boundsSize: Size(width: 320, height: 200), itemCounts: [3, -2, 0]))
        #expect(odd.gutter == JustifiedLayout.defaultSpacing)
        #expect(allFrames(odd, count: 3).count == 3)
        #expect(odd.attributesForItem(at: IndexPath(item: 3)) == nil)
        #expect(odd.attributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(odd.attributesForItem(at: IndexPath(item: 0, section: 5)) == nil)
        #expect(JustifiedLayout.aspectRatio(nil) == 4.0 / 3.0)
        #expect(JustifiedLayout.aspectRatio(-1) == 4.0 / 3.0)
        #expect(JustifiedLayout.aspectRatio(.nan) == 4.0 / 3.0)
        #expect(JustifiedLayout.aspectRatio(.infinity) == 16)
        #expect(JustifiedLayout.aspectRatio(0.001) == 1.0 / 16.0)
    }
}

private func nearlyEqual(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
