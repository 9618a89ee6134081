import Testing

@testable import TesseraCanvas

@Suite struct ColorTests {
    @Test func basicApproximationKeepsBasicColoursAndMapsBrightOnes() {
        #expect(Color.red.basicApproximation == .red)
        #expect(Color.indexed(9).basicApproximation == .red)
        #expect(Color.indexed(196).basicApproximation == .red)
        #expect(Color.indexed(44).basicApproximation == .cyan)
        #expect(Color.indexed(235).basicApproximation == .black)
        #expect(Color.indexed(250).basicApproximation == .white)
        #expect(Color.default.basicApproximation == .default)
    }

    @Test func basicApproximationOfTrueColourIsTheNearestBasicColour() {
        #expect(Color.rgb(250, 10, 10).basicApproximation == .red)
        #expect(Color.rgb(0, 200, 200).basicApproximation == .cyan)
        #expect(Color.rgb(20, 20, 20).basicApproximation == .black)
        #expect(Color.rgb(240, 240, 240).basicApproximation == .white)
    }

    @Test func xtermPaletteHasTheCubeAndTheGreyRamp() {
        #expect(XtermPalette.rgb(16) == (0, 0, 0))
        #expect(XtermPalette.rgb(196) == (255, 0, 0))
        #expect(XtermPalette.rgb(67) == (95, 135, 175))
        #expect(XtermPalette.rgb(231) == (255, 255, 255))
        #expect(XtermPalette.rgb(232) == (8, 8, 8))
        #expect(XtermPalette.rgb(255) == (238, 238, 238))
        #expect(XtermPalette.rgb(1) == (205, 0, 0))
        #expect(XtermPalette.rgb(12) == (92, 92, 255))
    }
}
