import Testing

@testable import TesseraGraphics

@Suite struct KittyPlaceholderTests {
    @Test func theSpecsTwoByTwoExampleIsReproduced() throws {
        // graphics-protocol.rst: "\U10EEEE\U0305\U0305\U10EEEE\U0305\U030D" and "…\U030D\U0305…\U030D\U030D".
        let first = try KittyPlaceholder.cell(row: 0, column: 0) + KittyPlaceholder.cell(row: 0, column: 1)
        let second = try KittyPlaceholder.cell(row: 1, column: 0) + KittyPlaceholder.cell(row: 1, column: 1)
        #expect(first == "\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}")
        #expect(second == "\u{10EEEE}\u{030D}\u{0305}\u{10EEEE}\u{030D}\u{030D}")
        #expect(first.count == 2, "each cell is one grapheme")
    }

    @Test func theTableMatchesKnownEntriesOfTheSpec() {
        let table = KittyDiacritics.scalars.map(\.value)
        #expect(table.count == 297)
        #expect(table[0] == 0x0305 && table[1] == 0x030D && table[2] == 0x030E)
        #expect(table[17] == 0x0363 && table[53] == 0x05C4 && table[100] == 0x07EB)
        #expect(table[200] == 0x20D4 && table[296] == 0x1D244)
        #expect(Set(table).count == 297, "no duplicates")
        #expect(table == table.sorted(), "the spec lists them in code point order")
    }

    @Test func everyDiacriticIsACombiningMarkAbove() {
        // The spec's rule: general category Mn, combining class 230, no decomposition.
        for scalar in KittyDiacritics.scalars {
            #expect(scalar.properties.generalCategory == .nonspacingMark, "\(scalar.value)")
            #expect(scalar.properties.canonicalCombiningClass == .above, "\(scalar.value)")
        }
    }

    @Test func cellsBeyondTheTableAreErrors() {
        #expect(throws: GraphicsError.placeholderCellOutOfRange(row: 297, column: 0)) {
            try KittyPlaceholder.cell(row: 297, column: 0)
        }
        #expect(throws: GraphicsError.placeholderCellOutOfRange(row: 0, column: -1)) {
            try KittyPlaceholder.cell(row: 0, column: -1)
        }
        #expect((try? KittyPlaceholder.cell(row: 296, column: 296)) != nil)
    }

    @Test func theIDTravelsInTheForegroundColour() throws {
        let colour = try KittyImageID(0x12_3456).foreground
        #expect(colour.red == 0x12 && colour.green == 0x34 && colour.blue == 0x56)
        let small = try KittyImageID(42).foreground
        #expect(small.red == 0 && small.green == 0 && small.blue == 42)
    }
}
