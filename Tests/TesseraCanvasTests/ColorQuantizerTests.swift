import PropertyBased
import Testing

@testable import TesseraCanvas
@testable import TesseraPictures

@Suite struct ColorQuantizerTests {
    /// The nearest entry among `candidates` by brute force (lowest index on ties).
    private func bruteForce(_ rgb: (UInt8, UInt8, UInt8), _ candidates: ClosedRange<Int>) -> Int {
        candidates.min { a, b in
            let da = ColorQuantizer.distance(rgb, XtermPalette.rgb(UInt8(a)))
            let db = ColorQuantizer.distance(rgb, XtermPalette.rgb(UInt8(b)))
            return (da, a) < (db, b)
        }!
    }

    @Test func everyCubeAndRampEntryMapsToItself() {
        for index in 16...255 {
            let (red, green, blue) = XtermPalette.rgb(UInt8(index))
            #expect(ColorQuantizer.nearest256(red, green, blue) == UInt8(index), "entry \(index)")
        }
    }

    @Test func primariesMapToThemselvesAtEveryDepth() {
        #expect(ColorQuantizer.nearest(255, 0, 0, at: .colors256) == .indexed(196))
        #expect(ColorQuantizer.nearest(0, 255, 0, at: .colors256) == .indexed(46))
        #expect(ColorQuantizer.nearest(0, 0, 255, at: .colors256) == .indexed(21))
        #expect(ColorQuantizer.nearest(255, 0, 0, at: .colors16) == .indexed(9))
        #expect(ColorQuantizer.nearest(205, 0, 0, at: .colors16) == .indexed(1))
        #expect(ColorQuantizer.nearest(255, 0, 0, at: .colors8) == .red)
        #expect(ColorQuantizer.nearest(0, 0, 0, at: .colors8) == .black)
        for index in 0..<16 {
            let (red, green, blue) = XtermPalette.rgb(UInt8(index))
            #expect(ColorQuantizer.nearest(red, green, blue, at: .colors16) == .indexed(UInt8(index)))
            if index < 8 {
                #expect(ColorQuantizer.nearest(red, green, blue, at: .colors8) == .indexed(UInt8(index)))
            }
        }
    }

    @Test func trueColourKeepsTheColourAndMonochromeHasNone() {
        #expect(ColorQuantizer.nearest(1, 2, 3, at: .truecolor) == .rgb(1, 2, 3))
        #expect(ColorQuantizer.nearest(1, 2, 3, at: .monochrome) == .default)
    }

    @Test func knownColoursPickTheirNearestEntries() {
        // A near-grey picks the ramp, whose steps are finer than the cube's.
        #expect(ColorQuantizer.nearest256(100, 100, 100) == 241)  // grey 98
        #expect(ColorQuantizer.nearest256(100, 101, 99) == 241)
        // A saturated orange picks the cube.
        #expect(ColorQuantizer.nearest256(250, 140, 80) == 209)  // 255, 135, 95
        // A dark red: nearer the grey 18 than the cube's black or its darkest red, until it is redder.
        #expect(ColorQuantizer.nearest256(40, 0, 0) == 233)
        #expect(ColorQuantizer.nearest256(60, 0, 0) == 52)
        #expect(ColorQuantizer.nearest256(150, 0, 0) == 88)
        // Greys stay grey with the eight basic colours (plain RGB would pick yellow).
        #expect(ColorQuantizer.nearestBasic(128, 128, 128, count: 16) == .indexed(8))
        #expect(ColorQuantizer.nearestBasic(128, 128, 128, count: 8) == .white)
        #expect(ColorQuantizer.nearestBasic(60, 60, 60, count: 8) == .black)
        #expect(ColorQuantizer.nearestBasic(0, 0, 200, count: 8) == .blue)
        #expect(ColorQuantizer.nearestBasic(250, 140, 80, count: 8) == .yellow)
        #expect(ColorQuantizer.nearestBasic(250, 140, 80, count: 16) == .yellow)
        #expect(ColorQuantizer.nearestBasic(240, 10, 20, count: 16) == .indexed(9))
    }

    @Test func theExactSearchAgreesWithBruteForce() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...0xFF_FFFF)) { value in
            let rgb = (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
            let found = Int(ColorQuantizer.nearest256(rgb.0, rgb.1, rgb.2))
            let expected = bruteForce(rgb, 16...255)
            // Ties may pick either; the distance must be the least.
            #expect(
                ColorQuantizer.distance(rgb, XtermPalette.rgb(UInt8(found)))
                    == ColorQuantizer.distance(rgb, XtermPalette.rgb(UInt8(expected))))
        }
    }

    @Test(arguments: [ColorDepth.colors256, .colors16, .colors8])
    func aGreyRampStaysMonotonic(depth: ColorDepth) {
        var previous = -1
        var distinct = Set<Color>()
        for value in 0...255 {
            let grey = UInt8(value)
            let color = ColorQuantizer.nearest(grey, grey, grey, at: depth)
            guard case .indexed(let index) = color else {
                Issue.record("not a palette colour: \(color)")
                return
            }
            let luma = Canvas.luma(XtermPalette.rgb(index))
            #expect(luma >= previous, "grey \(value) at \(depth) went darker")
            previous = luma
            distinct.insert(color)
        }
        #expect(distinct.count >= (depth == .colors256 ? 30 : depth == .colors16 ? 4 : 2))
    }
}
