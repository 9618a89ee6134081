import Testing

@testable import TesseraCanvas

@Suite struct CanvasDumpTests {
    @Test func linesKeepTrailingBlanksSoEveryLineHasTheCanvasWidth() {
        var canvas = Canvas(columns: 6, rows: 3)
        canvas.write("日本", at: CellPoint(column: 1, row: 0))
        canvas.write("😀", at: CellPoint(column: 4, row: 2))
        #expect(canvas.lines() == [" 日本 ", "      ", "    😀"])
        #expect(canvas.lines().allSatisfy { DisplayWidth.of($0) == 6 })
    }

    @Test func plainTextJoinsLinesWithoutATrailingNewline() {
        var canvas = Canvas(columns: 2, rows: 2)
        canvas.write("ab", at: .zero)
        #expect(canvas.plainText == "ab\n  ")
        #expect(canvas.description == canvas.plainText)
    }

    @Test func plainCanvasHasNoEscapeSequences() {
        var canvas = Canvas(columns: 3, rows: 2)
        canvas.write("日x", at: .zero)
        #expect(canvas.ansiText == canvas.plainText)
    }

    @Test func ansiTextSetsColoursAndAttributesAndResetsAtLineEnd() {
        var canvas = Canvas(columns: 4, rows: 2)
        canvas.write(
            "ab", at: .zero, style: Style(foreground: .indexed(196), background: .blue, bold: true))
        canvas.write(
            "c", at: CellPoint(column: 3, row: 0), style: Style(dim: true, reverse: true, underline: true)
        )
        canvas.write("d", at: CellPoint(column: 1, row: 1), style: Style(background: .indexed(240)))
        let esc = "\u{1B}"
        #expect(
            canvas.ansiText.split(separator: "\n", omittingEmptySubsequences: false) == [
                "\(esc)[0;1;38;5;196;48;5;4mab\(esc)[0m \(esc)[0;2;4;7mc\(esc)[0m",
                " \(esc)[0;48;5;240md\(esc)[0m  ",
            ])
    }

    @Test func ansiTextWritesWideGlyphsOnce() {
        var canvas = Canvas(columns: 3, rows: 1)
        canvas.write("日", at: .zero, style: Style(foreground: .green))
        #expect(canvas.ansiText == "\u{1B}[0;38;5;2m日\u{1B}[0m ")
    }

    @Test func canvasesCompareByCellsAndStyles() {
        var a = Canvas(columns: 3, rows: 1)
        var b = Canvas(columns: 3, rows: 1)
        a.write("x", at: .zero)
        b.write("x", at: .zero)
        #expect(a == b)
        b.write("x", at: .zero, style: Style(bold: true))
        #expect(a != b)
        #expect(a.plainText == b.plainText)
        #expect(Canvas(columns: 3, rows: 1) != Canvas(columns: 1, rows: 3))
    }
}

@Suite struct CanvasANSIDepthTests {
    private let esc = "\u{1B}"

    /// One cell in a 24-bit colour on a palette background, bold.
    private var canvas: Canvas {
        var canvas = Canvas(columns: 2, rows: 1)
        canvas.write(
            "x", at: .zero, style: Style(foreground: .rgb(250, 140, 80), background: .indexed(24), bold: true)
        )
        return canvas
    }

    @Test func eachDepthWritesItsOwnColourCodes() {
        #expect(canvas.ansiText(colors: .truecolor) == "\(esc)[0;1;38;2;250;140;80;48;5;24mx\(esc)[0m ")
        #expect(canvas.ansiText(colors: .colors256) == "\(esc)[0;1;38;5;209;48;5;24mx\(esc)[0m ")
        #expect(canvas.ansiText == canvas.ansiText(colors: .colors256))
        #expect(canvas.ansiText(colors: .colors16) == "\(esc)[0;1;33;44mx\(esc)[0m ")
        #expect(canvas.ansiText(colors: .colors8) == "\(esc)[0;1;33;44mx\(esc)[0m ")
        #expect(canvas.ansiText(colors: .monochrome) == "\(esc)[0;1mx\(esc)[0m ")
    }

    @Test func brightColoursUseTheirOwnCodesAtSixteenColours() {
        var canvas = Canvas(columns: 1, rows: 1)
        canvas.write("x", at: .zero, style: Style(foreground: .indexed(9), background: .indexed(12)))
        #expect(canvas.ansiText(colors: .colors16) == "\(esc)[0;91;104mx\(esc)[0m")
        #expect(canvas.ansiText(colors: .colors8) == "\(esc)[0;31;44mx\(esc)[0m")
    }

    @Test func boldBlackLosesItsBoldWhereItWouldTurnGrey() {
        var canvas = Canvas(columns: 1, rows: 1)
        canvas.write(
            "x", at: .zero, style: Style(foreground: .indexed(16), background: .indexed(220), bold: true))
        #expect(canvas.ansiText(colors: .colors256) == "\(esc)[0;1;38;5;16;48;5;220mx\(esc)[0m")
        #expect(canvas.ansiText(colors: .colors8) == "\(esc)[0;30;43mx\(esc)[0m")
    }

    @Test func stylesThatLookTheSameAtADepthShareOneSequence() {
        var canvas = Canvas(columns: 2, rows: 1)
        canvas.write("a", at: .zero, style: Style(foreground: .indexed(196)))
        canvas.write("b", at: CellPoint(column: 1, row: 0), style: Style(foreground: .indexed(160)))
        #expect(canvas.ansiText(colors: .colors8) == "\(esc)[0;31mab\(esc)[0m")
        #expect(canvas.ansiText(colors: .monochrome) == "ab")
    }
}
