import Testing

@testable import TesseraCanvas

@Suite struct ColorDepthTests {
    @Test func depthsAreOrderedByHowManyColoursTheyShow() {
        #expect(ColorDepth.allCases.sorted() == [.monochrome, .colors8, .colors16, .colors256, .truecolor])
        #expect(ColorDepth(rawValue: "256") == .colors256)
        #expect(ColorDepth(rawValue: "none") == .monochrome)
    }

    @Test func eachDepthResolvesColoursToWhatItHas() {
        let orange = Color.rgb(250, 140, 80)
        #expect(ColorDepth.truecolor.resolve(orange) == orange)
        #expect(ColorDepth.truecolor.resolve(.indexed(220)) == .indexed(220))
        #expect(ColorDepth.colors256.resolve(orange) == .indexed(209))
        #expect(ColorDepth.colors256.resolve(.indexed(220)) == .indexed(220))
        #expect(ColorDepth.colors16.resolve(.indexed(12)) == .indexed(12))
        #expect(ColorDepth.colors16.resolve(.indexed(220)) == .yellow)
        #expect(ColorDepth.colors16.resolve(orange) == .yellow)
        #expect(ColorDepth.colors8.resolve(.indexed(12)) == .blue)
        #expect(ColorDepth.colors8.resolve(orange) == .yellow)
        #expect(ColorDepth.monochrome.resolve(orange) == .default)
        for depth in ColorDepth.allCases { #expect(depth.resolve(.default) == .default) }
    }

    @Test func boldIsDroppedOnlyOnABasicBlackForeground() {
        // The focused caption: black (cube entry 16) on yellow, bold.
        let label = Style(foreground: .indexed(16), background: .indexed(220), bold: true)
        #expect(ColorDepth.colors256.resolve(label) == label, "entry 16 is not brightened by bold")
        #expect(ColorDepth.truecolor.resolve(label) == label)
        #expect(ColorDepth.colors16.resolve(label) == Style(foreground: .black, background: .yellow))
        #expect(ColorDepth.colors8.resolve(label) == Style(foreground: .black, background: .yellow))
        #expect(
            ColorDepth.colors256.resolve(Style(foreground: .black, bold: true)) == Style(foreground: .black))
        #expect(ColorDepth.monochrome.resolve(label) == Style(bold: true), "no colour: bold is the mark")
        let white = Style(foreground: .indexed(231), background: .indexed(24), bold: true)
        #expect(ColorDepth.colors8.resolve(white) == Style(foreground: .white, background: .blue, bold: true))
    }
}
