import Testing

@testable import TesseraCanvas
@testable import TesseraPictures

@Suite struct BlockSymbolTests {
    private static let red = (UInt8(200), UInt8(40), UInt8(30))
    private static let blue = (UInt8(20), UInt8(60), UInt8(220))

    /// The mask a block character stands for, by looking it up among all of them.
    private func mask(of character: String, _ symbols: PictureSymbols) -> Int? {
        let count = symbols.pixelsPerCell.columns * symbols.pixelsPerCell.rows
        return (0..<(1 << count)).first { String(symbols.character(for: $0)) == character }
    }

    /// The pixels a painted cell shows: its shape in its foreground, the rest in its background.
    private func shownPixels(of cell: Cell, _ symbols: PictureSymbols) -> [Color]? {
        let count = symbols.pixelsPerCell.columns * symbols.pixelsPerCell.rows
        guard let mask = mask(of: cell.grapheme, symbols) else { return nil }
        return (0..<count).map { mask & (1 << $0) != 0 ? cell.style.foreground : cell.style.background }
    }

    /// One cell painted from `pixels` (row by row).
    private func paintCell(
        _ pixels: [(UInt8, UInt8, UInt8)], _ symbols: PictureSymbols, colors: ColorDepth = .truecolor
    ) -> Cell {
        var canvas = Canvas(columns: 1, rows: 1)
        let across = symbols.pixelsPerCell.columns
        canvas.paintPicture(
            canvas.bounds, rendering: PictureRendering(colors: colors, dither: .none, symbols: symbols)
        ) { x, y in pixels[y * across + x] }
        return canvas[0, 0]
    }

    @Test(arguments: [PictureSymbols.quadrant, .sextant])
    func everyMaskHasItsOwnOneColumnCharacter(symbols: PictureSymbols) {
        let count = symbols.pixelsPerCell.columns * symbols.pixelsPerCell.rows
        let characters = (0..<(1 << count)).map { symbols.character(for: $0) }
        #expect(Set(characters).count == 1 << count)
        for character in characters {
            #expect(DisplayWidth.of(character) == 1, "\(character)")
            #expect(TextSanitizer.isSafe(character), "\(character)")
        }
        #expect(characters.first == " " && characters.last == "█")
    }

    @Test func quadrantsAndSextantsAreTheUnicodeBlocks() {
        #expect(PictureSymbols.quadrant.character(for: 0b0001) == "▘")
        #expect(PictureSymbols.quadrant.character(for: 0b1001) == "▚")
        #expect(PictureSymbols.quadrant.character(for: 0b0011) == "▀")
        #expect(PictureSymbols.quadrant.character(for: 0b1010) == "▐")
        #expect(PictureSymbols.sextant.character(for: 0b00_0001) == "\u{1FB00}")  // BLOCK SEXTANT-1
        #expect(PictureSymbols.sextant.character(for: 0b01_0100) == "\u{1FB13}")  // BLOCK SEXTANT-35
        #expect(PictureSymbols.sextant.character(for: 0b01_0110) == "\u{1FB14}")  // BLOCK SEXTANT-235
        #expect(PictureSymbols.sextant.character(for: 0b11_1110) == "\u{1FB3B}")  // BLOCK SEXTANT-23456
        #expect(PictureSymbols.sextant.character(for: 0b01_0101) == "▌")
        #expect(PictureSymbols.sextant.character(for: 0b10_1010) == "▐")
    }

    /// Every two-colour pattern comes back exactly: its shape (or the complement, colours swapped) and
    /// both colours.
    @Test(arguments: [PictureSymbols.quadrant, .sextant])
    func everyShapeIsRecoveredFromATwoColourPattern(symbols: PictureSymbols) {
        let count = symbols.pixelsPerCell.columns * symbols.pixelsPerCell.rows
        for pattern in 1..<((1 << count) - 1) {
            let pixels = (0..<count).map { pattern & (1 << $0) != 0 ? Self.red : Self.blue }
            let cell = paintCell(pixels, symbols)
            let expected = pixels.map { Color.rgb($0.0, $0.1, $0.2) }
            #expect(shownPixels(of: cell, symbols) == expected, "pattern \(pattern): \(cell)")
        }
    }

    @Test(arguments: [PictureSymbols.quadrant, .sextant])
    func paletteColoursAreRecoveredExactlyAt256Colours(symbols: PictureSymbols) {
        let count = symbols.pixelsPerCell.columns * symbols.pixelsPerCell.rows
        let (entryA, entryB) = (UInt8(208), UInt8(25))  // (255, 135, 0) and (0, 95, 175)
        for pattern in 1..<((1 << count) - 1) {
            let pixels = (0..<count).map { XtermPalette.rgb(pattern & (1 << $0) != 0 ? entryA : entryB) }
            let cell = paintCell(pixels.map { ($0.red, $0.green, $0.blue) }, symbols, colors: .colors256)
            let expected = (0..<count).map { Color.indexed(pattern & (1 << $0) != 0 ? entryA : entryB) }
            #expect(shownPixels(of: cell, symbols) == expected, "pattern \(pattern)")
        }
    }

    @Test(arguments: [PictureSymbols.quadrant, .sextant])
    func aFlatCellIsOneColour(symbols: PictureSymbols) {
        let count = symbols.pixelsPerCell.columns * symbols.pixelsPerCell.rows
        let cell = paintCell(Array(repeating: (90, 140, 60), count: count), symbols)
        #expect(cell.grapheme == " ")
        #expect(cell.style == Style(background: .rgb(90, 140, 60)))
        // Two colours the palette shows alike are one colour too.
        let close = (0..<count).map { $0 % 2 == 0 ? (UInt8(100), UInt8(100), UInt8(100)) : (101, 99, 100) }
        let quantised = paintCell(close, symbols, colors: .colors256)
        #expect(quantised.grapheme == " ")
        #expect(quantised.style == Style(background: .indexed(241)))
    }

    /// A cell whose pixels are not two colours gets the split that costs least: here the odd pixel out.
    @Test func theClosestSplitWinsWhenPixelsAreNotTwoColours() {
        let pixels: [(UInt8, UInt8, UInt8)] = [(250, 250, 250), (10, 10, 10), (14, 12, 10), (8, 10, 12)]
        let cell = paintCell(pixels, .quadrant)
        #expect(cell.grapheme == "▘")
        #expect(cell.style == Style(foreground: .rgb(250, 250, 250), background: .rgb(11, 11, 11)))
    }

    @Test(arguments: [PictureSymbols.quadrant, .sextant])
    func eachCellShowsItsOwnPixelsAndOnlyThose(symbols: PictureSymbols) {
        let (across, down) = symbols.pixelsPerCell
        var canvas = Canvas(columns: 4, rows: 3)
        var asked = Set<[Int]>()
        canvas.paintPicture(
            CellRect(column: 1, row: 1, width: 5, height: 4),
            rendering: PictureRendering(colors: .truecolor, dither: .none, symbols: symbols)
        ) { x, y in
            asked.insert([x, y])
            return (UInt8(x * 20), UInt8(y * 20), 0)
        }
        // The visible cells are 3 × 2 of the rect's 5 × 4: the pixels of those only.
        #expect(asked == Set((0..<(3 * across)).flatMap { x in (0..<(2 * down)).map { [x, $0] } }))
        #expect(canvas[0, 0] == .blank)
    }

    @Test func monochromeShadesWhateverTheSymbolsAndDitheringIsForHalfBlocks() {
        func painted(_ rendering: PictureRendering) -> Canvas {
            var canvas = Canvas(columns: 6, rows: 3)
            canvas.paintPicture(canvas.bounds, rendering: rendering) { x, y in
                (UInt8(x * 21), UInt8(y * 27), UInt8(255 - x * 20))
            }
            return canvas
        }
        for symbols in [PictureSymbols.quadrant, .sextant] {
            #expect(
                painted(PictureRendering(colors: .monochrome, dither: .none, symbols: symbols))
                    == painted(PictureRendering(colors: .monochrome, dither: .none)))
            for dither in [Dither.ordered, .diffusion] {
                #expect(
                    painted(PictureRendering(colors: .colors256, dither: dither, symbols: symbols))
                        == painted(PictureRendering(colors: .colors256, dither: .none, symbols: symbols)))
            }
        }
    }
}
