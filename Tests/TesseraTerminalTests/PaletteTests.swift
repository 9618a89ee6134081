import CNcurses
import TesseraCanvas
import Testing

@testable import TesseraTerminal

/// Records the pairs a palette defines, refusing them all when told to fail.
final class FakePairs: PairAllocator {
    var requests: [Palette.ColorPair] = []
    /// The numbers defined, in order: a number defined again was recycled.
    var numbers: [Int32] = []
    var defined: [Int32: Palette.ColorPair] = [:]
    var fails = false

    func define(_ number: Int32, _ foreground: Int32, _ background: Int32) -> Bool {
        let colors = Palette.ColorPair(foreground: foreground, background: background)
        requests.append(colors)
        guard !fails else { return false }
        numbers.append(number)
        defined[number] = colors
        return true
    }

    /// The numbers defined more than once, in the order they were redefined.
    var recycled: [Int32] {
        var seen: Set<Int32> = []
        return numbers.filter { !seen.insert($0).inserted }
    }
}

@Suite struct PaletteTests {
    private let red196 = Style(foreground: .indexed(196))

    @Test func attributesMapToTheirNcursesBits() {
        let palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 256)
        #expect(palette.attributes(for: .plain) == TESSERA_A_NORMAL)
        #expect(palette.attributes(for: Style(bold: true)) == TESSERA_A_BOLD)
        #expect(palette.attributes(for: Style(dim: true)) == TESSERA_A_DIM)
        #expect(palette.attributes(for: Style(reverse: true)) == TESSERA_A_REVERSE)
        #expect(palette.attributes(for: Style(underline: true)) == TESSERA_A_UNDERLINE)
        let boldUnderlined = Style(bold: true, underline: true)
        #expect(palette.attributes(for: boldUnderlined) == TESSERA_A_BOLD | TESSERA_A_UNDERLINE)
    }

    @Test func twoHundredFiftySixColourTerminalsUseColoursAsTheyAre() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 65536)
        let pairs = FakePairs()
        let rendition = palette.rendition(
            for: Style(foreground: .indexed(196), background: .indexed(17)), allocator: pairs)
        #expect(pairs.requests == [Palette.ColorPair(foreground: 196, background: 17)])
        #expect(rendition == Palette.Rendition(attributes: TESSERA_A_NORMAL, pair: 1))
    }

    @Test func trueColourIsQuantisedWhereTheTerminalHasAPalette() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 65536)
        let pairs = FakePairs()
        _ = palette.rendition(for: Style(foreground: .rgb(250, 140, 80)), allocator: pairs)
        #expect(pairs.requests == [Palette.ColorPair(foreground: 209, background: -1)])
    }

    @Test func eightColourTerminalsUseTheBasicApproximation() {
        var palette = Palette(mode: .palette(colors: 8), hasDefaultColors: true, pairLimit: 64)
        let pairs = FakePairs()
        _ = palette.rendition(
            for: Style(foreground: .indexed(196), background: .indexed(12)), allocator: pairs)
        _ = palette.rendition(for: Style(foreground: .green), allocator: pairs)
        // The bright red cube entry becomes red, bright blue becomes blue.
        #expect(
            pairs.requests == [
                Palette.ColorPair(foreground: 1, background: 4),
                Palette.ColorPair(foreground: 2, background: -1),
            ])
    }

    @Test func sixteenColourTerminalsKeepTheBrightColours() {
        let palette = Palette(mode: .palette(colors: 16), hasDefaultColors: true, pairLimit: 256)
        #expect(
            palette.colorPair(for: palette.depth.resolve(Style(foreground: .indexed(12))))?.foreground == 12)
        #expect(palette.colorPair(for: palette.depth.resolve(red196))?.foreground == 1)
    }

    @Test func aDepthBelowTheTerminalsDrawsWithFewerColours() {
        var palette = Palette(
            mode: .palette(colors: 256), depth: .colors8, hasDefaultColors: true, pairLimit: 256)
        let pairs = FakePairs()
        _ = palette.rendition(for: red196, allocator: pairs)
        #expect(pairs.requests == [Palette.ColorPair(foreground: 1, background: -1)])
        #expect(
            Palette(mode: .palette(colors: 8), depth: .truecolor, hasDefaultColors: true, pairLimit: 64).depth
                == .colors8)
    }

    @Test func defaultColoursAreMinusOneOrWhiteOnBlackWithoutDefaultColourSupport() {
        let withDefaults = Palette(mode: .palette(colors: 8), hasDefaultColors: true, pairLimit: 64)
        #expect(withDefaults.terminalColor(.default, isForeground: true) == -1)
        #expect(withDefaults.terminalColor(.default, isForeground: false) == -1)
        let withoutDefaults = Palette(mode: .palette(colors: 8), hasDefaultColors: false, pairLimit: 64)
        #expect(withoutDefaults.terminalColor(.default, isForeground: true) == Int32(COLOR_WHITE))
        #expect(withoutDefaults.terminalColor(.default, isForeground: false) == Int32(COLOR_BLACK))
    }

    @Test func theDefaultColoursArePairZeroWithoutAllocating() {
        for hasDefaultColors in [true, false] {
            var palette = Palette(
                mode: .palette(colors: 256), hasDefaultColors: hasDefaultColors, pairLimit: 256)
            let pairs = FakePairs()
            let style = hasDefaultColors ? Style(bold: true) : Style(foreground: .white, background: .black)
            #expect(palette.rendition(for: style, allocator: pairs).pair == 0)
            #expect(pairs.requests.isEmpty)
        }
    }

    @Test func eachColourCombinationIsAllocatedOnce() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 256)
        let pairs = FakePairs()
        let first = palette.rendition(for: red196, allocator: pairs)
        let again = palette.rendition(for: Style(foreground: .indexed(196), bold: true), allocator: pairs)
        let other = palette.rendition(for: Style(foreground: .blue), allocator: pairs)
        #expect(pairs.requests.count == 2)
        #expect(first.pair == 1 && again.pair == 1 && other.pair == 2)
        #expect(again.attributes == TESSERA_A_BOLD)
    }

    @Test func aFailedAllocationFallsBackToPairZero() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 256)
        let pairs = FakePairs()
        pairs.fails = true
        let rendition = palette.rendition(for: Style(foreground: .red, underline: true), allocator: pairs)
        #expect(rendition == Palette.Rendition(attributes: TESSERA_A_UNDERLINE, pair: 0))
    }

    @Test func monochromeKeepsAttributesAndNeverAllocates() {
        var palette = Palette(mode: .monochrome, hasDefaultColors: false, pairLimit: 1)
        let pairs = FakePairs()
        let style = Style(
            foreground: .red, background: .blue, bold: true, dim: true, reverse: true, underline: true)
        let rendition = palette.rendition(for: style, allocator: pairs)
        #expect(rendition.pair == 0)
        #expect(
            rendition.attributes == TESSERA_A_BOLD | TESSERA_A_DIM | TESSERA_A_REVERSE | TESSERA_A_UNDERLINE)
        #expect(pairs.requests.isEmpty)
    }

    @Test func theFocusedLabelKeepsItsContrastInEveryMode() {
        // Bold black on yellow: xterm shows bold basic black as grey.
        let label = Style(foreground: .indexed(16), background: .indexed(220), bold: true)
        for (mode, expected) in [
            (ColorMode.palette(colors: 8), Palette.ColorPair(foreground: 0, background: 3)),
            (.palette(colors: 16), Palette.ColorPair(foreground: 0, background: 3)),
        ] {
            var palette = Palette(mode: mode, hasDefaultColors: true, pairLimit: 64)
            let pairs = FakePairs()
            let rendition = palette.rendition(for: label, allocator: pairs)
            #expect(rendition.attributes == TESSERA_A_NORMAL, "\(mode): no bold on black")
            #expect(pairs.requests == [expected])
        }
        var direct = Palette(mode: .direct, hasDefaultColors: true, pairLimit: 65536)
        let pairs = FakePairs()
        let rendition = direct.rendition(for: label, allocator: pairs)
        #expect(rendition.attributes == TESSERA_A_BOLD, "black is an RGB value, not basic black")
        #expect(pairs.requests == [Palette.ColorPair(foreground: 8, background: 0xffd700)])
    }

    @Test func directColourSendsRGBValuesAndKeepsTheBasicColours() {
        var palette = Palette(mode: .direct, hasDefaultColors: true, pairLimit: 65536)
        #expect(palette.depth == .truecolor)
        let pairs = FakePairs()
        _ = palette.rendition(
            for: Style(foreground: .rgb(250, 140, 80), background: .indexed(24)), allocator: pairs)
        _ = palette.rendition(for: Style(foreground: .red, background: .indexed(244)), allocator: pairs)
        #expect(
            pairs.requests == [
                Palette.ColorPair(foreground: 0xfa8c50, background: 0x005f87),
                Palette.ColorPair(foreground: 1, background: 0x808080),
            ])
    }

    @Test func directColourNudgesTheDarkestBluesOutOfTheBasicColours() {
        #expect(ColorMode.directValue(0, 0, 0) == 8)
        #expect(ColorMode.directValue(0, 0, 7) == 8)
        #expect(ColorMode.directValue(0, 0, 8) == 8)
        #expect(ColorMode.directValue(0, 0, 9) == 9)
        #expect(ColorMode.directValue(0, 1, 0) == 0x100)
        #expect(ColorMode.direct.terminalColor(.rgb(0, 0, 3)) == 8)
        #expect(ColorMode.direct.terminalColor(.indexed(16)) == 8)
        #expect(ColorMode.direct.terminalColor(.indexed(1)) == 1)
        #expect(ColorMode.direct.terminalColor(.indexed(196)) == 0xff0000)
        #expect(ColorMode.direct.terminalColor(.indexed(9)) == 0xff0000)
        #expect(ColorMode.direct.terminalColor(.indexed(244)) == 0x808080)
    }

    @Test func modesAreDetectedFromWhatTheTerminalReports() {
        #expect(ColorMode.detect(hasColors: false, colors: 0, directColor: false) == .monochrome)
        #expect(ColorMode.detect(hasColors: true, colors: 2, directColor: false) == .monochrome)
        #expect(ColorMode.detect(hasColors: true, colors: 8, directColor: false) == .palette(colors: 8))
        #expect(ColorMode.detect(hasColors: true, colors: 0x100_0000, directColor: true) == .direct)
        #expect(ColorMode.palette(colors: 88).depth == .colors16)
        #expect(ColorMode.palette(colors: 256).depth == .colors256)
        #expect(ColorMode.direct.depth == .truecolor)
    }
}
