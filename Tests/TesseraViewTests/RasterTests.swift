import TesseraCanvas
import TesseraLayout
import Testing
import UpdateTestSupport

@testable import TesseraView

@Suite struct RasterTests {
    private let screen = Raster(viewport: CellRect(column: 0, row: 0, width: 10, height: 10))

    @Test func cellsAreEightBySixteenPoints() {
        #expect(Raster.pointsPerColumn == 8)
        #expect(Raster.pointsPerRow == 16)
        #expect(
            screen.cellRect(for: Rect(x: 8, y: 16, width: 8, height: 16))
                == CellRect(column: 1, row: 1, width: 1, height: 1))
        #expect(
            screen.cellRect(for: Rect(x: 0, y: 0, width: 24, height: 48))
                == CellRect(column: 0, row: 0, width: 3, height: 3))
    }

    @Test func edgesSnapToTheNearestCellBoundaryHalfwayDown() {
        // x 4 ..< 20 is columns 0.5 ..< 2.5, halfway both: 0 ..< 2.
        #expect(
            screen.cellRect(for: Rect(x: 4, y: 0, width: 16, height: 16))
                == CellRect(column: 0, row: 0, width: 2, height: 1))
        // y 15.5 ..< 32 is rows 0.97 ..< 2: 1 ..< 2 (flooring gave 0 ..< 2, a row only 1/32 covered).
        #expect(
            screen.cellRect(for: Rect(x: 0, y: 15.5, width: 8, height: 16.5))
                == CellRect(column: 0, row: 1, width: 1, height: 1))
        // y 0 ..< 31 is rows 0 ..< 1.94: 0 ..< 2 (flooring dropped the row 15/16 covered).
        #expect(
            screen.cellRect(for: Rect(x: 0, y: 0, width: 8, height: 31))
                == CellRect(column: 0, row: 0, width: 1, height: 2))
        // A sliver within half a cell of a boundary vanishes; a frame most of a cell wide keeps it.
        #expect(screen.cellRect(for: Rect(x: 7.5, y: 0, width: 0.5, height: 16)) == nil)
        #expect(
            screen.cellRect(for: Rect(x: 8.5, y: 0, width: 7, height: 16))
                == CellRect(column: 1, row: 0, width: 1, height: 1))
        #expect(screen.cellRect(for: Rect(x: 0, y: 16, width: 8, height: 7.9)) == nil)
    }

    @Test func theGutterClosesBetweenNeighbours() {
        // The mosaic's case: an item ends at y = 1407, the next starts at 1408 (a 1 pt gutter).
        let raster = Raster(
            contentOffset: Point(x: 0, y: 1264), viewport: CellRect(column: 0, row: 0, width: 10, height: 20),
            gutter: 1)
        let above = raster.cellRect(for: Rect(x: 0, y: 1208, width: 80, height: 199))
        let below = raster.cellRect(for: Rect(x: 0, y: 1408, width: 80, height: 200))
        #expect(above?.maxRow == below?.row)
        #expect(above?.maxRow == 9)
        // A split 1 pt apart around a half column: without the gutter, x ..< 43.5 and 44.5 ..< snap to
        // columns ..< 5 and 6 ..<, leaving column 5 blank; with it, both edges move to 44 and meet.
        let plain = Raster(viewport: CellRect(column: 0, row: 0, width: 20, height: 2))
        let withGutter = Raster(viewport: plain.viewport, gutter: 1)
        let left = Rect(x: 0, y: 0, width: 43.5, height: 16)
        let right = Rect(x: 44.5, y: 0, width: 40, height: 16)
        #expect(plain.cellRect(for: left)?.maxColumn == 5)
        #expect(plain.cellRect(for: right)?.column == 6)
        #expect(withGutter.cellRect(for: left)?.maxColumn == withGutter.cellRect(for: right)?.column)
    }

    @Test func contentOffsetIsSubtractedAndViewportOriginAdded() {
        let raster = Raster(
            contentOffset: Point(x: 80, y: 160),
            viewport: CellRect(column: 2, row: 1, width: 10, height: 5))
        #expect(
            raster.cellRect(for: Rect(x: 80, y: 160, width: 16, height: 32))
                == CellRect(column: 2, row: 1, width: 2, height: 2))
        #expect(
            raster.cellRect(for: Rect(x: 100, y: 200, width: 12, height: 16))
                == CellRect(column: 4, row: 3, width: 2, height: 1))
    }

    @Test func fractionalOffsetsFloorAfterSubtracting() {
        let raster = Raster(
            contentOffset: Point(x: 4, y: 8), viewport: CellRect(column: 2, row: 1, width: 10, height: 5))
        // x 0 ..< 16 becomes -4 ..< 12: columns -1 ..< 1, of which only the viewport's first is shown.
        #expect(
            raster.cellRect(for: Rect(x: 0, y: 8, width: 16, height: 16))
                == CellRect(column: 2, row: 1, width: 1, height: 1))
        // y 0 ..< 16 becomes -8 ..< 8: rows -1 ..< 0, all above the viewport.
        #expect(raster.cellRect(for: Rect(x: 0, y: 0, width: 16, height: 16)) == nil)
    }

    @Test func negativeOffsetsMoveContentDownAndRight() {
        let raster = Raster(
            contentOffset: Point(x: -16, y: -32),
            viewport: CellRect(column: 0, row: 0, width: 10, height: 10))
        #expect(
            raster.cellRect(for: Rect(x: 0, y: 0, width: 8, height: 16))
                == CellRect(column: 2, row: 2, width: 1, height: 1))
        #expect(raster.cellRect(for: Rect(x: -20, y: -40, width: 8, height: 16)) == nil)
        #expect(
            raster.cellRect(for: Rect(x: -12, y: -24, width: 12, height: 24))
                == CellRect(column: 0, row: 0, width: 2, height: 2))
    }

    @Test func framesAreClippedToTheViewport() {
        let raster = Raster(viewport: CellRect(column: 2, row: 1, width: 4, height: 3))
        #expect(
            raster.cellRect(for: Rect(x: -1000, y: -1000, width: 5000, height: 5000)) == raster.viewport)
        #expect(
            raster.cellRect(for: Rect(x: 24, y: 0, width: 100, height: 100))
                == CellRect(column: 5, row: 1, width: 1, height: 3))
        #expect(raster.cellRect(for: Rect(x: 32, y: 0, width: 8, height: 16)) == nil)
        #expect(raster.cellRect(for: Rect(x: 0, y: 48, width: 8, height: 16)) == nil)
        #expect(Raster(viewport: .zero).cellRect(for: Rect(x: 0, y: 0, width: 100, height: 100)) == nil)
    }

    @Test func emptyFramesCoverNoCells() {
        #expect(screen.cellRect(for: Rect(x: 0, y: 0, width: 0, height: 100)) == nil)
        #expect(screen.cellRect(for: Rect(x: 0, y: 0, width: 100, height: -5)) == nil)
    }

    @Test func nanAndHugeValuesNeverTrap() {
        let nan = Double.nan
        let huge = Double.greatestFiniteMagnitude
        #expect(screen.cellRect(for: Rect(x: nan, y: 0, width: 8, height: 16)) == nil)
        #expect(screen.cellRect(for: Rect(x: 0, y: 0, width: nan, height: 16)) == nil)
        #expect(
            Raster(contentOffset: Point(x: nan, y: 0), viewport: screen.viewport).cellRect(
                for: Rect(x: 0, y: 0, width: 8, height: 16)) == nil)
        #expect(
            screen.cellRect(for: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
                == screen.viewport)
        #expect(
            screen.cellRect(for: Rect(x: 0, y: 0, width: .infinity, height: .infinity)) == screen.viewport
        )
        #expect(screen.cellRect(for: Rect(x: -.infinity, y: 0, width: .infinity, height: 16)) == nil)
        #expect(screen.cellRect(for: Rect(x: huge, y: huge, width: huge, height: huge)) == nil)
        #expect(
            Raster(contentOffset: Point(x: -huge, y: huge), viewport: screen.viewport).cellRect(
                for: Rect(x: 0, y: 0, width: 8, height: 16)) == nil)
        let farAway = Raster(viewport: CellRect(column: .max - 2, row: .min, width: 10, height: 10))
        #expect(farAway.cellRect(for: Rect(x: 0, y: 0, width: 1e300, height: 1e300)) != nil)
        #expect(farAway.cellRect(for: Rect(x: -1e300, y: -1e300, width: 8, height: 16)) == nil)
        _ = farAway.point(for: CellPoint(column: .min, row: .max))
        _ = farAway.hitTestRect(for: CellPoint(column: .min, row: .max))
    }

    @Test func pointForCellIsItsTopLeftInContent() {
        for offset in [Point.zero, Point(x: 13, y: -7.5), Point(x: -100.25, y: 3.75)] {
            let raster = Raster(
                contentOffset: offset, viewport: CellRect(column: 3, row: 2, width: 6, height: 4))
            #expect(raster.point(for: CellPoint(column: 3, row: 2)) == offset)
            #expect(
                raster.point(for: CellPoint(column: 5, row: 3)) == Point(x: offset.x + 16, y: offset.y + 16)
            )
            for row in raster.viewport.rows {
                for column in raster.viewport.columns {
                    let cell = CellPoint(column: column, row: row)
                    let frame = Rect(origin: raster.point(for: cell), size: Size(width: 8, height: 16))
                    #expect(raster.cellRect(for: frame) == CellRect(origin: cell, width: 1, height: 1))
                }
            }
        }
    }

    @Test func theHitTestRectMeetsEveryFrameThatCoversTheCell() {
        var generator = seededGenerator(1)
        func quarter(_ range: ClosedRange<Int>) -> Double {
            Double(Int.random(in: range, using: &generator)) / 4
        }
        for _ in 0..<300 {
            let raster = Raster(
                contentOffset: Point(x: quarter(-400...400), y: quarter(-400...400)),
                viewport: CellRect(column: 1, row: 2, width: 8, height: 5), gutter: quarter(0...8))
            let frame = Rect(
                x: raster.contentOffset.x + quarter(-100...300),
                y: raster.contentOffset.y + quarter(-100...400),
                width: quarter(0...160), height: quarter(0...200))
            let cells = raster.cellRect(for: frame)
            for row in raster.viewport.rows {
                for column in raster.viewport.columns {
                    let cell = CellPoint(column: column, row: row)
                    if cells?.contains(cell) == true {
                        #expect(frame.intersects(raster.hitTestRect(for: cell)), "\(frame) \(cell)")
                    }
                }
            }
        }
    }

    @Test func framesThatDoNotOverlapInPointsNeverOverlapInCells() {
        var generator = seededGenerator(99)
        func value(_ range: ClosedRange<Double>) -> Double {
            Double.random(in: range, using: &generator)
        }
        for _ in 0..<5_000 {
            let gutter = Bool.random(using: &generator) ? 0 : value(0...6)
            let raster = Raster(
                contentOffset: Point(x: value(-50...50), y: value(-50...50)),
                viewport: CellRect(column: 0, row: 0, width: 12, height: 8), gutter: gutter)
            let a = Rect(
                x: value(-20...100), y: value(-20...130), width: value(0...40), height: value(0...40))
            // b starts a gutter after a ends (or later) on one axis; elsewhere it is anywhere.
            let b: Rect
            if Bool.random(using: &generator) {
                b = Rect(
                    x: a.maxX + gutter + value(0...10), y: value(-20...130), width: value(0...40),
                    height: value(0...40))
            } else {
                b = Rect(
                    x: value(-20...100), y: a.maxY + gutter + value(0...10), width: value(0...40),
                    height: value(0...40))
            }
            #expect(!a.intersects(b))
            if let cellsA = raster.cellRect(for: a), let cellsB = raster.cellRect(for: b) {
                #expect(cellsA.intersection(cellsB) == nil, "\(a) \(b)")
            }
        }
    }

    @Test func visibleRectIsTheViewportInContentPoints() {
        let raster = Raster(
            contentOffset: Point(x: 10, y: -4), viewport: CellRect(column: 3, row: 1, width: 5, height: 2)
        )
        #expect(raster.visibleRect == Rect(x: 10, y: -4, width: 40, height: 32))
    }
}
