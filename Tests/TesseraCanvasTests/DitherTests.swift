import Testing

@testable import TesseraCanvas
@testable import TesseraPictures

@Suite struct DitherTests {
    /// The colours of every pixel of a `columns × rows` canvas painted with one flat colour.
    private func flat(
        _ rgb: (UInt8, UInt8, UInt8), _ rendering: PictureRendering, columns: Int = 32, rows: Int = 16
    ) -> [Color] {
        var canvas = Canvas(columns: columns, rows: rows)
        canvas.paintPicture(canvas.bounds, rendering: rendering) { _, _ in rgb }
        return (0..<rows).flatMap { row in
            (0..<columns).flatMap { [canvas[$0, row].style.foreground, canvas[$0, row].style.background] }
        }
    }

    /// The mean RGB of palette colours.
    private func mean(_ colors: [Color]) -> (Double, Double, Double) {
        var sum = (0.0, 0.0, 0.0)
        for color in colors {
            guard case .indexed(let index) = color else { continue }
            let (red, green, blue) = XtermPalette.rgb(index)
            sum = (sum.0 + Double(red), sum.1 + Double(green), sum.2 + Double(blue))
        }
        let count = Double(colors.count)
        return (sum.0 / count, sum.1 / count, sum.2 / count)
    }

    @Test func theBayerThresholdsAreEachValueOncePerBlock() {
        for (left, top) in [(0, 0), (8, 16), (-8, 3)] {
            let values = (0..<8).flatMap { y in (0..<8).map { Dither.threshold(x: left + $0, y: top + y) } }
            #expect(Set(values) == Set(0..<64))
        }
    }

    @Test(arguments: [ColorDepth.colors256, .colors16, .colors8])
    func orderedDitheringShowsNoPatternOnPaletteColours(depth: ColorDepth) {
        let entries: [UInt8] =
            depth == .colors256
            ? [16, 67, 110, 196, 231, 232, 244, 255] : depth == .colors16 ? [0, 3, 8, 12, 15] : [0, 1, 4, 7]
        for entry in entries {
            let colors = flat(XtermPalette.rgb(entry), PictureRendering(colors: depth, dither: .ordered))
            #expect(Set(colors) == [.indexed(entry)], "entry \(entry) at \(depth)")
        }
    }

    @Test func orderedDitheringMixesTheTwoNeighboursInProportion() {
        // A quarter of the way from cube level 95 to 135 in red.
        let colors = flat((105, 0, 0), PictureRendering(colors: .colors256, dither: .ordered))
        let counts = Dictionary(grouping: colors, by: { $0 }).mapValues(\.count)
        #expect(Set(counts.keys) == [.indexed(52), .indexed(88)])
        #expect(counts[.indexed(88)]! * 4 == colors.count)
        // A grey between two ramp greys.
        let greys = Set(flat((103, 103, 103), PictureRendering(colors: .colors256, dither: .ordered)))
        #expect(greys == [.indexed(241), .indexed(242)])
    }

    @Test(arguments: [ColorDepth.colors256, .colors16, .colors8])
    func diffusionPreservesTheMeanOfAFlatColour(depth: ColorDepth) {
        for rgb: (UInt8, UInt8, UInt8) in [(100, 100, 100), (200, 120, 40), (30, 60, 150)] {
            let colors = flat(rgb, PictureRendering(colors: depth, dither: .diffusion), columns: 48, rows: 24)
            let average = mean(colors)
            // The basic colours lie far apart, and error pushed past 0 or 255 is lost: a looser bound.
            let tolerance = depth == .colors256 ? 2.0 : 12.0
            #expect(abs(average.0 - Double(rgb.0)) <= tolerance, "\(rgb) at \(depth): \(average)")
            #expect(abs(average.1 - Double(rgb.1)) <= tolerance, "\(rgb) at \(depth): \(average)")
            #expect(abs(average.2 - Double(rgb.2)) <= tolerance, "\(rgb) at \(depth): \(average)")
            #expect(Set(colors).count > 1, "the flat colour is not a palette entry, so it is mixed")
        }
    }

    @Test func withoutDitheringAFlatColourStaysFlat() {
        #expect(Set(flat((103, 103, 103), .standard)) == [.indexed(242)])
    }

    @Test func diffusedPicturesDoNotChangeAsTheyScroll() {
        let rendering = PictureRendering(colors: .colors256, dither: .diffusion)
        func gradient(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) { (UInt8(3 * x), UInt8(5 * y), 90) }
        var whole = Canvas(columns: 20, rows: 20)
        whole.paintPicture(
            CellRect(column: 0, row: 0, width: 20, height: 20), rendering: rendering, pixel: gradient)
        var scrolled = Canvas(columns: 20, rows: 12)
        scrolled.paintPicture(
            CellRect(column: 0, row: -8, width: 20, height: 20), rendering: rendering, pixel: gradient)
        for row in 0..<12 {
            for column in 0..<20 {
                #expect(scrolled[column, row] == whole[column, row + 8], "cell \(column), \(row)")
            }
        }
    }

    @Test func trueColourIgnoresDithering() {
        for dither in Dither.allCases {
            #expect(
                Set(flat((103, 57, 11), PictureRendering(colors: .truecolor, dither: dither))) == [
                    .rgb(103, 57, 11)
                ])
        }
    }
}
