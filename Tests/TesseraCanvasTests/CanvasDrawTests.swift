import Testing

@testable import TesseraCanvas
@testable import TesseraPictures

@Suite struct CanvasDrawTests {
    /// Rows of wide glyphs and narrow letters at different offsets, so every edge meets halves of glyphs.
    private func mixed(columns: Int, rows: Int, glyph: String, letter: String) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        for row in 0..<rows {
            let pattern = row % 3 == 0 ? glyph + letter : row % 3 == 1 ? letter + glyph : glyph
            canvas.write(
                String(repeating: pattern, count: columns), at: CellPoint(column: row % 2, row: row),
                style: Style(foreground: .indexed(UInt8(row + 1))))
        }
        return canvas
    }

    /// What drawing `source` at `point` must give: each cell written where it lands, a wide glyph's
    /// continuation written with its glyph, or as a blank when the glyph is outside the clip.
    private func drawnCellByCell(_ source: Canvas, at point: CellPoint, into canvas: inout Canvas) {
        for row in 0..<source.rows {
            for column in 0..<source.columns {
                let cell = source[column, row]
                let target = point.offsetBy(columns: column, rows: row)
                if cell.isContinuation {
                    if canvas.bounds.contains(column: target.column - 1, row: target.row) { continue }
                    canvas[target] = .blank(cell.style)
                } else {
                    canvas[target] = cell
                }
            }
        }
    }

    @Test func drawingACanvasEqualsWritingItsCellsOneByOne() {
        let source = mixed(columns: 5, rows: 3, glyph: "語", letter: "a")
        let clips = [
            CellRect(column: 0, row: 0, width: 9, height: 5),
            CellRect(column: 2, row: 1, width: 4, height: 3),
            CellRect(column: 1, row: 0, width: 1, height: 5),
            CellRect(column: 3, row: 2, width: 6, height: 2),
        ]
        for clip in clips {
            for column in -6..<10 {
                for row in -3..<6 {
                    var drawn = mixed(columns: 9, rows: 5, glyph: "日", letter: "x")
                    var expected = drawn
                    let point = CellPoint(column: column, row: row)
                    drawn.withClip(clip) { $0.draw(source, at: point) }
                    expected.withClip(clip) { drawnCellByCell(source, at: point, into: &$0) }
                    #expect(drawn == expected, "at \(point) in \(clip)")
                    #expect(wideGlyphProblems(in: drawn).isEmpty, "at \(point) in \(clip)")
                }
            }
        }
    }

    @Test func drawingCopiesCellsWithTheirStyles() {
        var source = Canvas(columns: 2, rows: 2)
        source.write("ab", at: .zero, style: Style(foreground: .red))
        source.write("日", at: CellPoint(column: 0, row: 1), style: Style(background: .blue))
        var canvas = canvas(columns: 4, rows: 3, filledWith: ".")
        canvas.draw(source, at: CellPoint(column: 1, row: 1))
        #expect(framed(canvas) == "....|\n.ab.|\n.日.|")
        #expect(canvas[2, 1].style == Style(foreground: .red))
        #expect(canvas[2, 2].style == Style(background: .blue))
        #expect(canvas[2, 2].isContinuation)
    }

    @Test func anEmptyCanvasDrawsNothing() {
        var canvas = canvas(columns: 3, rows: 2, filledWith: ".")
        let before = canvas
        canvas.draw(Canvas(columns: 0, rows: 4), at: .zero)
        canvas.draw(Canvas(columns: 4, rows: 0), at: .zero)
        #expect(canvas == before)
    }
}

@Suite struct PaintedPictureTests {
    /// A picture with detail everywhere: every pixel a different colour.
    private func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        (
            UInt8(truncatingIfNeeded: 37 * x + 11 * y), UInt8(truncatingIfNeeded: 19 * y + 5 * x * y),
            UInt8(truncatingIfNeeded: 200 - 23 * x)
        )
    }

    private static let renderings = ColorDepth.allCases.flatMap { colors in
        Dither.allCases.flatMap { dither in
            PictureSymbols.allCases.map { PictureRendering(colors: colors, dither: dither, symbols: $0) }
        }
    }

    /// A picture painted whole into a canvas of its own and drawn shows the cells painting it in place
    /// gives, wherever it is clipped, whenever `paintsLikeWhole` says so; that is always, except for
    /// diffusion clipped at a side.
    @Test(arguments: renderings)
    func aPicturePaintedOnceDrawsLikePaintingItInPlace(rendering: PictureRendering) {
        let size = (columns: 6, rows: 4)
        var whole = Canvas(columns: size.columns, rows: size.rows)
        whole.paintPicture(whole.bounds, rendering: rendering, pixel: pixel)
        for column in -7..<10 {
            for row in -5..<8 {
                let rect = CellRect(column: column, row: row, width: size.columns, height: size.rows)
                var painted = Canvas(columns: 9, rows: 7)
                painted.write("日本語", at: CellPoint(column: 1, row: 3))
                var drawn = painted
                let likeWhole = painted.paintsLikeWhole(rect, rendering: rendering)
                painted.paintPicture(rect, rendering: rendering, pixel: pixel)
                drawn.draw(whole, at: rect.origin)
                let visible = CellRect(column: 0, row: 0, width: 9, height: 7).intersection(rect)
                let clippedSideways = visible.map { $0.width < rect.width } ?? false
                let diffused =
                    rendering.dither == .diffusion && rendering.colors != .truecolor
                    && (rendering.symbols == .half || rendering.colors == .monochrome)
                #expect(likeWhole == !(diffused && clippedSideways), "\(rect)")
                if likeWhole { #expect(drawn == painted, "\(rect)") }
            }
        }
    }

    @Test func diffusionPaintsLikeWholeOnlyWhileItStartsAtThePicturesTop() {
        let canvas = Canvas(columns: 10, rows: 10)
        let rendering = PictureRendering(colors: .colors256, dither: .diffusion)
        let lead = Canvas.diffusionLead / 2  // cell rows
        let above = { (rows: Int) in CellRect(column: 0, row: -rows, width: 10, height: rows + 5) }
        #expect(canvas.paintsLikeWhole(above(lead), rendering: rendering))
        #expect(!canvas.paintsLikeWhole(above(lead + 1), rendering: rendering))
        #expect(
            canvas.paintsLikeWhole(
                above(lead + 1), rendering: PictureRendering(colors: .colors256, dither: .ordered)))
        #expect(
            canvas.paintsLikeWhole(CellRect(column: 20, row: 0, width: 5, height: 5), rendering: rendering))
    }
}
