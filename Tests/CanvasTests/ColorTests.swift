import Testing

@testable import Canvas

@Suite struct ColorTests {
    @Test func rgbPicksTheNearestCubeEntry() {
        #expect(Color.rgb(0, 0, 0) == .indexed(16))
        #expect(Color.rgb(255, 255, 255) == .indexed(231))
        #expect(Color.rgb(255, 0, 0) == .indexed(196))
    }

    @Test func basicApproximationKeepsBasicColoursAndMapsBrightOnes() {
        #expect(Color.red.basicApproximation == .red)
        #expect(Color.indexed(9).basicApproximation == .red)
        #expect(Color.rgb(255, 0, 0).basicApproximation == .red)
        #expect(Color.rgb(0, 200, 200).basicApproximation == .cyan)
        #expect(Color.indexed(235).basicApproximation == .black)
        #expect(Color.indexed(250).basicApproximation == .white)
        #expect(Color.default.basicApproximation == .default)
    }
}
