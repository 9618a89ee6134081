import PropertyBased
import TesseraCanvas
import TesseraLayout
import Testing

@testable import TesseraView

/// `Raster.height(coveringRows:gutter:)`: a frame that tall covers exactly that many rows wherever its top
/// lands, while a frame a whole number of rows tall covers one row more where its top is near a half.
@Suite struct RowHeightPropertyTests {
    @Test func aFrameOfTheHeightCoversExactlyItsRowsAtEveryPosition() async {
        await propertyCheck(
            input: Gen.int(in: 1...6), Gen.int(in: 0...4), Gen.int(in: 0...4_000), Gen.int(in: 0...63)
        ) { rows, gutter, cell, sixtyFourths in
            let raster = Raster(
                viewport: CellRect(column: 0, row: 0, width: 10, height: 5_000),
                gutter: Double(gutter))
            let top = (Double(cell) + Double(sixtyFourths) / 64) * Raster.pointsPerRow
            let frame = Rect(
                x: 0, y: top, width: 8,
                height: Raster.height(coveringRows: rows, gutter: Double(gutter)))
            #expect(raster.cellRect(for: frame)?.height == rows, "top \(top)")
        }
    }

    @Test func aSixteenPointHeaderUnderAOnePointGutterCoversTwoRowsHalfWayThroughACell() {
        let raster = Raster(viewport: CellRect(column: 0, row: 0, width: 10, height: 30), gutter: 1)
        // The fifth header of one-row sections, each a 16 pt header and a 48 pt row a gutter apart.
        let top = 4 * (16 + 1 + 48 + 1.0)
        #expect(raster.cellRect(for: Rect(x: 0, y: top, width: 8, height: 16))?.height == 2)
        #expect(
            raster.cellRect(
                for: Rect(x: 0, y: top, width: 8, height: Raster.height(coveringRows: 1, gutter: 1)))?
                .height == 1)
    }
}
