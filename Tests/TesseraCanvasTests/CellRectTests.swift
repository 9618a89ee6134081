import Testing

@testable import TesseraCanvas

@Suite struct CellRectTests {
    @Test func maxColumnAndMaxRowAreExclusive() {
        let rect = CellRect(column: 2, row: 3, width: 4, height: 5)
        #expect(rect.maxColumn == 6)
        #expect(rect.maxRow == 8)
        #expect(rect.columns == 2..<6)
        #expect(rect.rows == 3..<8)
        #expect(rect.contains(CellPoint(column: 5, row: 7)))
        #expect(!rect.contains(CellPoint(column: 6, row: 7)))
        #expect(!rect.contains(CellPoint(column: 5, row: 8)))
        #expect(!rect.contains(CellPoint(column: 1, row: 3)))
    }

    @Test func zeroOrNegativeSizesAreEmptyAndContainNothing() {
        for (width, height) in [(0, 3), (3, 0), (-2, 3), (3, -1)] {
            let rect = CellRect(column: 0, row: 0, width: width, height: height)
            #expect(rect.isEmpty)
            #expect(!rect.contains(CellPoint.zero))
            #expect(rect.intersection(CellRect(column: -5, row: -5, width: 20, height: 20)) == nil)
        }
        #expect(!CellRect(column: 0, row: 0, width: 1, height: 1).isEmpty)
        #expect(CellRect(column: 4, row: 4, width: -3, height: 2).maxColumn == 4)
    }

    @Test func intersectionKeepsSharedCellsOnly() {
        let a = CellRect(column: 0, row: 0, width: 5, height: 4)
        let b = CellRect(column: 3, row: 2, width: 10, height: 10)
        #expect(a.intersection(b) == CellRect(column: 3, row: 2, width: 2, height: 2))
        #expect(b.intersection(a) == a.intersection(b))
        // Touching rectangles share no cell.
        #expect(a.intersection(CellRect(column: 5, row: 0, width: 3, height: 4)) == nil)
        #expect(!a.intersects(CellRect(column: 0, row: 4, width: 5, height: 1)))
    }

    @Test func containsRectRequiresEveryCell() {
        let outer = CellRect(column: 0, row: 0, width: 4, height: 4)
        #expect(outer.contains(CellRect(column: 1, row: 1, width: 3, height: 3)))
        #expect(!outer.contains(CellRect(column: 1, row: 1, width: 4, height: 3)))
        #expect(!outer.contains(CellRect(column: 1, row: 1, width: 0, height: 3)))
    }

    @Test func extremeValuesSaturateInsteadOfTrapping() {
        let huge = CellRect(column: .max - 1, row: .max - 1, width: .max, height: .max)
        #expect(huge.maxColumn == .max)
        #expect(huge.maxRow == .max)
        let everything = CellRect(column: .min, row: .min, width: .max, height: .max)
        #expect(everything.maxColumn == -1)
        let screen = CellRect(column: 0, row: 0, width: 80, height: 24)
        #expect(huge.intersection(screen) == nil)
        #expect(
            CellRect(column: .min, row: .min, width: .max, height: .max).insetBy(dx: .min, dy: .max)
                .isEmpty)
        #expect(screen.offsetBy(columns: .max, rows: .min).column == .max)
    }

    @Test func insetShrinksBothSides() {
        let rect = CellRect(column: 1, row: 1, width: 6, height: 4).insetBy(dx: 1, dy: 1)
        #expect(rect == CellRect(column: 2, row: 2, width: 4, height: 2))
    }
}
