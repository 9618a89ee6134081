import CNcurses
import Canvas
import Testing

@testable import Terminal

/// Records the pairs a palette asks for and hands out numbers from 1, or -1 when told to fail.
private final class PairAllocator {
    var requests: [Palette.ColorPair] = []
    var fails = false

    func allocate(_ foreground: Int32, _ background: Int32) -> Int32 {
        requests.append(Palette.ColorPair(foreground: foreground, background: background))
        return fails ? -1 : Int32(requests.count)
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
        let allocator = PairAllocator()
        let rendition = palette.rendition(
            for: Style(foreground: .indexed(196), background: .indexed(17)),
            allocatePair: allocator.allocate)
        #expect(allocator.requests == [Palette.ColorPair(foreground: 196, background: 17)])
        #expect(rendition == Palette.Rendition(attributes: TESSERA_A_NORMAL, pair: 1))
    }

    @Test func eightColourTerminalsUseTheBasicApproximation() {
        var palette = Palette(mode: .palette(colors: 8), hasDefaultColors: true, pairLimit: 64)
        let allocator = PairAllocator()
        _ = palette.rendition(
            for: Style(foreground: .indexed(196), background: .indexed(12)),
            allocatePair: allocator.allocate)
        _ = palette.rendition(for: Style(foreground: .green), allocatePair: allocator.allocate)
        // The bright red cube entry becomes red, bright blue becomes blue.
        #expect(
            allocator.requests == [
                Palette.ColorPair(foreground: 1, background: 4),
                Palette.ColorPair(foreground: 2, background: -1),
            ])
    }

    @Test func sixteenColourTerminalsKeepTheBrightColours() {
        let palette = Palette(mode: .palette(colors: 16), hasDefaultColors: true, pairLimit: 256)
        #expect(palette.terminalColor(.indexed(12), isForeground: true) == 12)
        #expect(palette.terminalColor(.indexed(196), isForeground: true) == 1)
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
            let allocator = PairAllocator()
            let style =
                hasDefaultColors ? Style(bold: true) : Style(foreground: .white, background: .black)
            #expect(palette.rendition(for: style, allocatePair: allocator.allocate).pair == 0)
            #expect(allocator.requests.isEmpty)
        }
    }

    @Test func eachColourCombinationIsAllocatedOnce() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 256)
        let allocator = PairAllocator()
        let first = palette.rendition(for: red196, allocatePair: allocator.allocate)
        let again = palette.rendition(
            for: Style(foreground: .indexed(196), bold: true), allocatePair: allocator.allocate)
        let other = palette.rendition(for: Style(foreground: .blue), allocatePair: allocator.allocate)
        #expect(allocator.requests.count == 2)
        #expect(first.pair == 1 && again.pair == 1 && other.pair == 2)
        #expect(again.attributes == TESSERA_A_BOLD)
    }

    @Test func aFailedAllocationFallsBackToPairZero() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 256)
        let allocator = PairAllocator()
        allocator.fails = true
        let rendition = palette.rendition(
            for: Style(foreground: .red, underline: true), allocatePair: allocator.allocate)
        #expect(rendition == Palette.Rendition(attributes: TESSERA_A_UNDERLINE, pair: 0))
    }

    @Test func allocationStopsBeforeTheTableIsFullSoNoPairIsRecycled() {
        var palette = Palette(mode: .palette(colors: 256), hasDefaultColors: true, pairLimit: 3)
        let allocator = PairAllocator()
        let pairs = (1...4).map {
            palette.rendition(
                for: Style(foreground: .indexed(UInt8($0))), allocatePair: allocator.allocate
            ).pair
        }
        #expect(pairs == [1, 2, 0, 0])
        #expect(allocator.requests.count == 2)
    }

    @Test func monochromeKeepsAttributesAndNeverAllocates() {
        var palette = Palette(mode: .monochrome, hasDefaultColors: false, pairLimit: 1)
        let allocator = PairAllocator()
        let style = Style(
            foreground: .red, background: .blue, bold: true, dim: true, reverse: true, underline: true)
        let rendition = palette.rendition(for: style, allocatePair: allocator.allocate)
        #expect(rendition.pair == 0)
        #expect(
            rendition.attributes == TESSERA_A_BOLD | TESSERA_A_DIM | TESSERA_A_REVERSE
                | TESSERA_A_UNDERLINE)
        #expect(allocator.requests.isEmpty)
    }

    @Test func noColorSetAndNonEmptyMeansMonochrome() {
        #expect(
            ColorMode.detect(hasColors: true, colors: 256, directColor: false, noColor: "1")
                == .monochrome)
        #expect(
            ColorMode.detect(hasColors: true, colors: 256, directColor: false, noColor: "")
                == .palette(colors: 256))
        #expect(
            ColorMode.detect(hasColors: true, colors: 256, directColor: false, noColor: nil)
                == .palette(colors: 256))
    }

    @Test func terminalsWithoutColoursAreMonochrome() {
        #expect(
            ColorMode.detect(hasColors: false, colors: 0, directColor: false, noColor: nil) == .monochrome
        )
        #expect(
            ColorMode.detect(hasColors: true, colors: 2, directColor: false, noColor: nil) == .monochrome)
        #expect(
            ColorMode.detect(hasColors: true, colors: 8, directColor: false, noColor: nil)
                == .palette(colors: 8))
    }

    @Test func directColourTerminalsGetXtermRGBValues() {
        #expect(
            ColorMode.detect(hasColors: true, colors: 0x100_0000, directColor: true, noColor: nil)
                == .direct)
        let mode = ColorMode.direct
        #expect(mode.terminalColor(index: 1) == 1)
        #expect(mode.terminalColor(index: 196) == 0xff0000)
        #expect(mode.terminalColor(index: 21) == 0x0000ff)
        #expect(mode.terminalColor(index: 16) == 0x000000)
        #expect(mode.terminalColor(index: 244) == 0x808080)
        #expect(mode.terminalColor(index: 9) == 0xff0000)
    }
}
