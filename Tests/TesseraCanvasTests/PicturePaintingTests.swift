import Testing

@testable import TesseraCanvas
@testable import TesseraPictures

@Suite struct PicturePaintingTests {
    /// A test picture whose pixel (x, y) is the colour (10·x, 10·y, 200).
    private func picture(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) { (UInt8(10 * x), UInt8(10 * y), 200) }

    private let trueColor = PictureRendering(colors: .truecolor, dither: .none)

    @Test func eachCellShowsTwoVerticalPixelsInTrueColour() {
        var canvas = Canvas(columns: 4, rows: 3)
        canvas.paintPicture(
            CellRect(column: 1, row: 1, width: 2, height: 2), rendering: trueColor, pixel: picture)
        #expect(
            framed(canvas) == """
                    |
                 ▄▄ |
                 ▄▄ |
                """)
        #expect(canvas[1, 1].style == Style(foreground: .rgb(0, 10, 200), background: .rgb(0, 0, 200)))
        #expect(canvas[2, 1].style == Style(foreground: .rgb(10, 10, 200), background: .rgb(10, 0, 200)))
        #expect(canvas[1, 2].style == Style(foreground: .rgb(0, 30, 200), background: .rgb(0, 20, 200)))
        #expect(canvas[0, 1].style == .plain)
    }

    @Test func theRectShowsWidthTimesTwiceHeightPixelsAndAsksOnlyForThose() {
        var canvas = Canvas(columns: 3, rows: 2)
        var asked: [[Int]] = []
        canvas.paintPicture(canvas.bounds, rendering: .standard) { x, y in
            asked.append([x, y])
            return (0, 0, 0)
        }
        #expect(Set(asked) == Set((0..<3).flatMap { x in (0..<4).map { [x, $0] } }))
        #expect(asked.count == 12)
    }

    @Test func clippingHidesPixelsWithoutMovingThem() {
        var canvas = Canvas(columns: 2, rows: 1)
        canvas.paintPicture(
            CellRect(column: -1, row: -1, width: 5, height: 5), rendering: trueColor, pixel: picture)
        // Cell (0, 0) is cell (1, 1) of the rect: pixels (1, 2) and (1, 3).
        #expect(canvas[0, 0].style == Style(foreground: .rgb(10, 30, 200), background: .rgb(10, 20, 200)))
        #expect(canvas[1, 0].style == Style(foreground: .rgb(20, 30, 200), background: .rgb(20, 20, 200)))
    }

    @Test func paintingOverAWideGlyphKeepsTheRowWhole() {
        var canvas = Canvas(columns: 3, rows: 1)
        canvas.write("日x", at: .zero)
        canvas.paintPicture(CellRect(column: 1, row: 0, width: 1, height: 1), rendering: .standard) { _, _ in
            (255, 0, 0)
        }
        #expect(framed(canvas) == " ▄x|")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test(arguments: [ColorDepth.colors256, .colors16, .colors8])
    func palettesStoreOnlyTheirOwnEntries(depth: ColorDepth) {
        let limit = depth == .colors256 ? 256 : depth == .colors16 ? 16 : 8
        for dither in Dither.allCases {
            var canvas = Canvas(columns: 16, rows: 8)
            canvas.paintPicture(canvas.bounds, rendering: PictureRendering(colors: depth, dither: dither)) {
                x, y in
                (UInt8(16 * x), UInt8(16 * y), UInt8(255 - 16 * x))
            }
            for row in 0..<8 {
                for column in 0..<16 {
                    for color in [canvas[column, row].style.foreground, canvas[column, row].style.background]
                    {
                        guard case .indexed(let index) = color, Int(index) < limit else {
                            Issue.record("\(color) at \(depth) with \(dither)")
                            return
                        }
                    }
                }
            }
        }
    }

    @Test func twoHundredFiftySixColoursUseTheNearestEntry() {
        var canvas = Canvas(columns: 1, rows: 1)
        canvas.paintPicture(canvas.bounds, rendering: .standard) { _, y in
            y == 0 ? (250, 140, 80) : (100, 100, 100)
        }
        #expect(canvas[0, 0].style == Style(foreground: .indexed(241), background: .indexed(209)))
    }

    @Test func withoutColoursPicturesAreShadedByLuminance() {
        var canvas = Canvas(columns: 5, rows: 2)
        // Black to white from left to right; the lower row has a white spot at the right edge only.
        canvas.paintPicture(canvas.bounds, rendering: PictureRendering(colors: .monochrome, dither: .none)) {
            x, y in
            let value = y < 2 ? UInt8(x * 255 / 4) : (x == 4 ? 255 : 0)
            return (value, value, value)
        }
        #expect(framed(canvas) == " ░▒▓█|\n    █|")
        #expect(canvas[3, 0].style == .plain)
    }

    @Test func shadingWeighsGreenAboveBlue() {
        var canvas = Canvas(columns: 2, rows: 1)
        canvas.paintPicture(canvas.bounds, rendering: PictureRendering(colors: .monochrome, dither: .none)) {
            x, _ in
            x == 0 ? (0, 255, 0) : (0, 0, 255)
        }
        #expect(framed(canvas) == "▓ |")
    }

    @Test(arguments: Dither.allCases)
    func shadingKeepsTheShapeOfAPicture(dither: Dither) {
        // A bright disc on black: the shaded cells are the disc's.
        var canvas = Canvas(columns: 12, rows: 6)
        canvas.paintPicture(canvas.bounds, rendering: PictureRendering(colors: .monochrome, dither: dither)) {
            x, y in
            let (dx, dy) = (x - 6, y - 6)
            return dx * dx + dy * dy <= 16 ? (255, 255, 255) : (0, 0, 0)
        }
        #expect(canvas[6, 3].grapheme == "█")
        #expect(canvas[0, 0].grapheme == " ")
        #expect(canvas[11, 5].grapheme == " ")
    }
}
