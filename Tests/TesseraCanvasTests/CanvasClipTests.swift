import Testing

@testable import TesseraCanvas
@testable import TesseraPictures

/// A canvas of dots, so that cells a drawing changes are visible.
private func dots(columns: Int, rows: Int) -> Canvas {
    canvas(columns: columns, rows: rows, filledWith: ".")
}

@Suite struct CanvasClipTests {
    /// The clip every test draws into: 4×2 cells at column 2, row 1 of a 8×4 canvas of dots.
    private let clip = CellRect(column: 2, row: 1, width: 4, height: 2)

    @Test func coordinatesInsideAClipAreRelativeToItsCorner() {
        var canvas = dots(columns: 8, rows: 4)
        canvas.withClip(clip) { view in
            #expect(view.bounds == CellRect(column: 0, row: 0, width: 4, height: 2))
            view[0, 0] = Cell("a")
            view[3, 1] = Cell("b")
            #expect(view[0, 0].grapheme == "a")
        }
        #expect(
            framed(canvas) == """
                ........|
                ..a.....|
                .....b..|
                ........|
                """)
        #expect(canvas.bounds == CellRect(column: 0, row: 0, width: 8, height: 4))
    }

    @Test func drawingOutsideTheClipLeavesCellsUntouched() {
        var canvas = dots(columns: 8, rows: 4)
        let before = canvas
        canvas.withClip(clip) { view in
            view[-1, 0] = Cell("x")
            view[4, 0] = Cell("x")
            view[0, -1] = Cell("x")
            view[0, 2] = Cell("x")
            view.fill(CellRect(column: -3, row: 2, width: 20, height: 5), with: .plain)
            view.write("outside", at: CellPoint(column: 0, row: 5))
            view.drawBox(CellRect(column: 6, row: 0, width: 3, height: 3))
            view.paintPicture(
                CellRect(column: -5, row: 0, width: 5, height: 2), rendering: .standard
            ) { _, _ in (255, 0, 0) }
            #expect(view[-1, 0] == .blank)
        }
        #expect(canvas == before)
    }

    @Test func textFillsAndBoxesAreClipped() {
        var canvas = dots(columns: 8, rows: 4)
        canvas.withClip(clip) { view in
            view.write("abcdefg", at: CellPoint(column: -2, row: 0))
            view.fill(CellRect(column: 2, row: 1, width: 10, height: 10), with: .plain)
        }
        #expect(
            framed(canvas) == """
                ........|
                ..cdef..|
                ....  ..|
                ........|
                """)

        var boxed = dots(columns: 8, rows: 4)
        boxed.withClip(clip) { view in view.drawBox(CellRect(column: -1, row: 0, width: 4, height: 4)) }
        #expect(
            framed(boxed) == """
                ........|
                ..──┐...|
                ....│...|
                ........|
                """)
    }

    @Test func picturesAreClippedWithoutMovingTheirPixels() {
        var canvas = dots(columns: 8, rows: 4)
        var asked: Set<[Int]> = []
        canvas.withClip(clip) { view in
            view.paintPicture(
                CellRect(column: -1, row: 1, width: 3, height: 3),
                rendering: PictureRendering(colors: .truecolor, dither: .none)
            ) { x, y in
                asked.insert([x, y])
                return (UInt8(x), UInt8(y), 0)
            }
        }
        #expect(
            framed(canvas) == """
                ........|
                ........|
                ..▄▄....|
                ........|
                """)
        #expect(canvas[2, 2].style == Style(foreground: .rgb(1, 1, 0), background: .rgb(1, 0, 0)))
        #expect(asked == [[1, 0], [1, 1], [2, 0], [2, 1]])
    }

    @Test func aWideGlyphIsNeverSplitAtAClipEdge() {
        var canvas = dots(columns: 8, rows: 4)
        canvas.withClip(clip) { view in
            view.write("ab日", at: CellPoint(column: 1, row: 0))  // 日 would take clip columns 3 and 4
            view.write("日x", at: CellPoint(column: -1, row: 1))  // 日 would take clip columns -1 and 0
            view[3, 0] = Cell("😀")
        }
        #expect(
            framed(canvas) == """
                ........|
                ...ab ..|
                .. x....|
                ........|
                """)
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func overwritingHalfAWideGlyphAtTheClipEdgeBlanksTheOtherHalf() {
        var canvas = Canvas(columns: 8, rows: 1)
        canvas.write("a日日b", at: CellPoint(column: 1, row: 0))  // 日 at columns 2–3 and 4–5
        canvas.withClip(CellRect(column: 3, row: 0, width: 2, height: 1)) { view in
            view.write("xy", at: .zero)
        }
        #expect(framed(canvas) == " a xy b |")
        #expect(wideGlyphProblems(in: canvas).isEmpty)
    }

    @Test func clipsNestAndAreRestored() {
        var canvas = dots(columns: 8, rows: 4)
        canvas.withClip(clip) { outer in
            outer.withClip(CellRect(column: 1, row: 1, width: 10, height: 10)) { inner in
                #expect(inner.bounds == CellRect(column: 0, row: 0, width: 3, height: 1))
                inner.write("nested", at: .zero)
            }
            #expect(outer.bounds == CellRect(column: 0, row: 0, width: 4, height: 2))
            outer.write("o", at: .zero)
        }
        #expect(
            framed(canvas) == """
                ........|
                ..o.....|
                ...nes..|
                ........|
                """)
    }

    @Test func aClipOffTheCanvasDrawsNothing() {
        var canvas = dots(columns: 4, rows: 2)
        let before = canvas
        canvas.withClip(CellRect(column: 10, row: 0, width: 3, height: 3)) { view in
            #expect(view.bounds.isEmpty)
            view.clear()
            view.write("x", at: .zero)
        }
        canvas.withClip(CellRect(column: .min, row: .min, width: 3, height: 3)) { view in
            view.write("x", at: .zero)
        }
        #expect(canvas == before)
    }

    @Test func clearInsideAClipBlanksOnlyTheClip() {
        var canvas = dots(columns: 4, rows: 3)
        canvas.withClip(CellRect(column: 1, row: 1, width: 2, height: 5)) { view in view.clear() }
        #expect(
            framed(canvas) == """
                ....|
                .  .|
                .  .|
                """)
    }
}

@Suite struct FillEquivalenceTests {
    /// A canvas of wide glyphs at alternating offsets, so every fill edge meets halves of glyphs.
    private func wideGlyphs(columns: Int, rows: Int) -> Canvas {
        var canvas = Canvas(columns: columns, rows: rows)
        for row in 0..<rows {
            canvas.write(String(repeating: "語", count: columns), at: CellPoint(column: row % 2, row: row))
        }
        return canvas
    }

    @Test func fillEqualsWritingEveryCellOneByOne() {
        let gray = Style(background: .indexed(240))
        for column in -2..<9 {
            for width in 0..<8 {
                let rect = CellRect(column: column, row: 1, width: width, height: 2)
                var filled = wideGlyphs(columns: 9, rows: 4)
                var expected = filled
                filled.fill(rect, with: gray)
                for row in rect.rows {
                    for column in rect.columns { expected[column, row] = .blank(gray) }
                }
                #expect(filled == expected, "\(rect)")
                #expect(wideGlyphProblems(in: filled).isEmpty)
            }
        }
    }
}
