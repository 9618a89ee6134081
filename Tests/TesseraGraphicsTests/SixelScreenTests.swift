import TesseraCanvas
import TesseraImaging
import TesseraPictures
import Testing

@testable import TesseraGraphics

/// The sixel side of the drawing seam: what a frame writes given the frame before it.
@Suite struct SixelScreenTests {
    /// Cells of 3 × 4 pixels keep the images small. Dithering is off so pixels decode back exactly (it is
    /// tested in `SixelEncoderTests`).
    static let cell = PixelSize(width: 3, height: 4)

    /// An image for `columns × rows` cells whose pixels are all colours of the sixel cube (which decode
    /// back exactly) and differ from their neighbours, so a wrong crop shows.
    static func image(columns: Int, rows: Int, seed: Int) -> RGBImage {
        let size = PixelSize(width: columns * cell.width, height: rows * cell.height)
        var pixels: [UInt8] = []
        for y in 0..<size.height {
            for x in 0..<size.width {
                pixels += [
                    UInt8(51 * ((x + seed) % 6)), UInt8(51 * ((y + 2 * seed) % 6)), UInt8(51 * ((x + y) % 6)),
                ]
            }
        }
        return RGBImage(width: size.width, height: size.height, pixels: pixels)
    }

    static func placement(
        _ id: Int, frame: CellRect, visible: CellRect? = nil
    ) -> GraphicPlacement {
        GraphicPlacement(
            imageID: id, image: image(columns: frame.width, rows: frame.height, seed: id), frame: frame,
            visible: visible ?? frame)
    }

    @Test func theFirstFrameWritesEveryPictureAtItsCellWithItsPixels() throws {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        let a = Self.placement(1, frame: CellRect(column: 2, row: 1, width: 4, height: 3))
        let b = Self.placement(2, frame: CellRect(column: 10, row: 5, width: 2, height: 2))
        let frame = screen.update(to: [a, b])
        #expect(frame.repaintLines.isEmpty && frame.deferred.isEmpty)
        let writes = try #require(SixelWrites(frame.bytesAfterText)).writes
        #expect(writes.map { [$0.row, $0.column] } == [[1, 2], [5, 10]])
        #expect(writes.map(\.image) == [a.image, b.image])
        #expect(writes.allSatisfy { $0.paintedOnce })
    }

    @Test func anUnchangedFrameWritesNothing() {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        let placements = [
            Self.placement(1, frame: CellRect(column: 0, row: 1, width: 4, height: 3)),
            Self.placement(2, frame: CellRect(column: 5, row: 1, width: 4, height: 3)),
        ]
        _ = screen.update(to: placements)
        let again = screen.update(to: placements)
        #expect(again.bytesAfterText.isEmpty && again.repaintLines.isEmpty)
    }

    @Test func aClippedPictureWritesOnlyItsVisibleCells() throws {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        let frame = CellRect(column: 4, row: -2, width: 5, height: 6)
        let visible = CellRect(column: 4, row: 1, width: 3, height: 3)
        let placement = Self.placement(7, frame: frame, visible: visible)
        let writes = try #require(SixelWrites(screen.update(to: [placement]).bytesAfterText)).writes
        #expect(writes.count == 1)
        #expect(writes.first.map { [$0.row, $0.column] } == [1, 4])
        // Rows 3…5 and columns 0…2 of the picture's cells, pixel for pixel.
        let shown = try #require(writes.first).image
        #expect(shown.width == 9 && shown.height == 12)
        for y in 0..<shown.height {
            for x in 0..<shown.width {
                #expect(shown.pixel(x: x, y: y) == placement.image.pixel(x: x, y: y + 12), "\(x),\(y)")
            }
        }
    }

    @Test func aMovedPictureRepaintsItsOldLinesAndIsWrittenAtItsNewCells() throws {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        let before = Self.placement(1, frame: CellRect(column: 0, row: 4, width: 4, height: 3))
        let stays = Self.placement(2, frame: CellRect(column: 10, row: 20, width: 2, height: 2))
        _ = screen.update(to: [before, stays])
        var after = before
        after.frame = before.frame.offsetBy(columns: 0, rows: -2)
        after.visible = after.frame
        let frame = screen.update(to: [after, stays])
        #expect(frame.repaintLines == [4..<7])
        let writes = try #require(SixelWrites(frame.bytesAfterText)).writes
        // The moved one is written; the one on other lines is left alone.
        #expect(writes.map { [$0.row, $0.column] } == [[2, 0]])
    }

    @Test func aPictureThatLeavesRepaintsItsLinesAndWritesNothing() {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        _ = screen.update(to: [
            Self.placement(1, frame: CellRect(column: 0, row: 2, width: 4, height: 3)),
            Self.placement(2, frame: CellRect(column: 0, row: 4, width: 4, height: 3)),
        ])
        let frame = screen.update(to: [])
        #expect(frame.repaintLines == [2..<7])
        #expect(frame.bytesAfterText.isEmpty)
        #expect(screen.shownLines.isEmpty)
    }

    @Test func aKeptPictureOnRepaintedOrRewrittenLinesIsWrittenAgain() throws {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        let leaves = Self.placement(1, frame: CellRect(column: 0, row: 2, width: 4, height: 3))
        let sameLines = Self.placement(2, frame: CellRect(column: 20, row: 3, width: 4, height: 3))
        let otherLines = Self.placement(3, frame: CellRect(column: 20, row: 10, width: 4, height: 3))
        let textBelow = Self.placement(4, frame: CellRect(column: 0, row: 15, width: 4, height: 2))
        _ = screen.update(to: [leaves, sameLines, otherLines, textBelow])
        let frame = screen.update(to: [sameLines, otherLines, textBelow], rewrittenLines: [16..<17])
        let writes = try #require(SixelWrites(frame.bytesAfterText)).writes
        #expect(writes.map { [$0.row, $0.column] } == [[3, 20], [15, 0]])
    }

    @Test func aPictureLargerThanTheLargestImageIsWrittenInTilesOfWholeCells() throws {
        // Tiles of at most 4 × 2 cells (12 × 8 pixels, 13 × 9 allowed); the picture is 10 × 5 cells.
        var screen = SixelScreen(
            cellSize: Self.cell, dithers: false, largestImage: PixelSize(width: 13, height: 9))
        let wide = Self.placement(1, frame: CellRect(column: 3, row: 2, width: 10, height: 5))
        let writes = try #require(SixelWrites(screen.update(to: [wide]).bytesAfterText)).writes
        let corners = [2, 4, 6].flatMap { row in [3, 7, 11].map { [row, $0] } }
        #expect(writes.map { [$0.row, $0.column] } == corners)
        #expect(writes.allSatisfy { $0.image.width <= 13 && $0.image.height <= 9 && $0.paintedOnce })
        for write in writes {
            var tile = wide
            tile.visible = CellRect(
                column: write.column, row: write.row, width: write.image.width / Self.cell.width,
                height: write.image.height / Self.cell.height)
            #expect(write.image == tile.visiblePixels(cellSize: Self.cell))
        }
        let cellsWritten = writes.map { $0.image.width * $0.image.height }.reduce(0, +)
        #expect(cellsWritten == 10 * 5 * Self.cell.width * Self.cell.height)
    }

    @Test func theByteBudgetDefersTheRestToTheNextFrame() throws {
        let placements = (0..<4).map {
            Self.placement($0 + 1, frame: CellRect(column: 5 * $0, row: 1, width: 4, height: 4))
        }
        let one = SixelScreen(cellSize: Self.cell, dithers: false).bytes(for: placements[0]).count
        var screen = SixelScreen(cellSize: Self.cell, byteBudget: 2 * one + one / 2, dithers: false)
        let first = screen.update(to: placements)
        #expect(first.bytesAfterText.count <= 2 * one + one / 2)
        let firstWrites = try #require(SixelWrites(first.bytesAfterText)).writes
        #expect(firstWrites.count == 2)
        #expect(first.deferred.map(\.imageID) == [3, 4])
        let second = screen.update(to: placements)
        let secondWrites = try #require(SixelWrites(second.bytesAfterText)).writes
        #expect(secondWrites.map(\.column) == [10, 15])
        #expect(second.deferred.isEmpty)
        #expect(screen.update(to: placements).bytesAfterText.isEmpty)
    }

    @Test func aPictureLargerThanTheBudgetIsStillWrittenAlone() throws {
        var screen = SixelScreen(cellSize: Self.cell, byteBudget: 10, dithers: false)
        let big = Self.placement(1, frame: CellRect(column: 0, row: 0, width: 8, height: 8))
        let frame = screen.update(to: [
            big, Self.placement(2, frame: CellRect(column: 9, row: 0, width: 2, height: 2)),
        ])
        let writes = try #require(SixelWrites(frame.bytesAfterText)).writes
        #expect(writes.count == 1)
        #expect(frame.deferred.map(\.imageID) == [2])
    }

    @Test func forgettingTheScreenWritesEveryPictureAgain() throws {
        var screen = SixelScreen(cellSize: Self.cell, dithers: false)
        let placements = [Self.placement(1, frame: CellRect(column: 0, row: 1, width: 4, height: 3))]
        _ = screen.update(to: placements)
        screen.forgetScreen()
        let frame = screen.update(to: placements)
        #expect(frame.repaintLines.isEmpty)
        let writes = try #require(SixelWrites(frame.bytesAfterText)).writes
        #expect(writes.count == 1)
    }

    @Test func linesOfRectsAreMergedInOrder() {
        let rects = [
            CellRect(column: 0, row: 8, width: 2, height: 2),
            CellRect(column: 5, row: 1, width: 2, height: 3),
            CellRect(column: 9, row: 3, width: 1, height: 2),
            CellRect(column: 0, row: 10, width: 1, height: 1),
            CellRect(column: 0, row: 20, width: 1, height: 0),
        ]
        #expect(SixelScreen.lines(of: rects) == [1..<5, 8..<11])
    }
}
