import Testing

@testable import Canvas

@Suite struct HalfBlockTests {
    /// A test picture: pixel (x, y) has palette colour 10·y + x.
    private func picture(_ x: Int, _ y: Int) -> Color { .indexed(UInt8(10 * y + x)) }

    @Test func eachCellShowsTwoVerticalPixels() {
        var canvas = Canvas(columns: 4, rows: 3)
        canvas.paintHalfBlocks(CellRect(column: 1, row: 1, width: 2, height: 2), pixel: picture)
        #expect(
            framed(canvas) == """
                    |
                 ▀▀ |
                 ▀▀ |
                """)
        #expect(canvas[1, 1].style == Style(foreground: .indexed(0), background: .indexed(10)))
        #expect(canvas[2, 1].style == Style(foreground: .indexed(1), background: .indexed(11)))
        #expect(canvas[1, 2].style == Style(foreground: .indexed(20), background: .indexed(30)))
        #expect(canvas[2, 2].style == Style(foreground: .indexed(21), background: .indexed(31)))
        #expect(canvas[0, 1].style == .plain)
    }

    @Test func rectShowsWidthTimesTwiceHeightPixels() {
        var canvas = Canvas(columns: 3, rows: 2)
        var asked: Set<[Int]> = []
        canvas.paintHalfBlocks(canvas.bounds) { x, y in
            asked.insert([x, y])
            return .black
        }
        #expect(asked == Set((0..<3).flatMap { x in (0..<4).map { [x, $0] } }))
    }

    @Test func clippingHidesPixelsWithoutMovingThem() {
        var canvas = Canvas(columns: 2, rows: 1)
        canvas.paintHalfBlocks(CellRect(column: -1, row: -1, width: 5, height: 5), pixel: picture)
        // Cell (0, 0) is cell (1, 1) of the rect: pixels (1, 2) and (1, 3).
        #expect(canvas[0, 0].style == Style(foreground: .indexed(21), background: .indexed(31)))
        #expect(canvas[1, 0].style == Style(foreground: .indexed(22), background: .indexed(32)))
    }

    @Test func paintingOverAWideGlyphKeepsTheRowWhole() {
        var canvas = Canvas(columns: 3, rows: 1)
        canvas.write("日x", at: .zero)
        canvas.paintHalfBlocks(CellRect(column: 1, row: 0, width: 1, height: 1)) { _, _ in .red }
        #expect(framed(canvas) == " ▀x|")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }
}
