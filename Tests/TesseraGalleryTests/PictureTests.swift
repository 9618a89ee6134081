import TesseraCanvas
import TesseraLayout
import TesseraPictures
import TesseraView
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

@Suite struct PictureTests {
    /// Every pixel of a `width × height` sample of a picture, row by row.
    private func pixels(_ picture: Picture, width: Int = 16, height: Int = 16) -> [[UInt8]] {
        (0..<height).flatMap { y in
            (0..<width).map { x in rgb(picture, x: x, y: y, width: width, height: height) }
        }
    }

    /// One pixel as an array, so pixels compare and hash.
    private func rgb(_ picture: Picture, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        let (red, green, blue) = picture.rgb(x: x, y: y, width: width, height: height)
        return [red, green, blue]
    }

    @Test func thereAreSixKindsAndTheFeedCyclesThroughThemInOrder() {
        #expect(PictureGenerator.kindCount == 6)
        #expect(PictureGenerator.kindCount == PictureKind.allCases.count)
        let firstCycle = (0..<PictureGenerator.kindCount).map {
            PictureGenerator.picture(at: $0, seed: 1).kind
        }
        #expect(firstCycle == PictureKind.allCases)
        for index in [0, 1, 7, 123, 49_990, -1, -11] {
            let kind = PictureGenerator.picture(at: index, seed: 1).kind
            #expect(PictureGenerator.picture(at: index + PictureGenerator.kindCount, seed: 1).kind == kind)
            #expect(PictureGenerator.picture(at: index + 1, seed: 1).kind != kind)
        }
        #expect(PictureGenerator.kind(at: -1) == PictureKind.allCases.last)
        #expect(PictureGenerator.feedCount == 50_000)
    }

    @Test func everyKindIsShownAtEveryLightAndNeighboursDifferInLight() {
        let cycle = 3 * PictureGenerator.kindCount
        for start in [0, 7, 49_000, -100] {
            let scenes = (start..<(start + cycle)).map {
                "\(PictureGenerator.kind(at: $0)) \(PictureGenerator.light(at: $0))"
            }
            #expect(Set(scenes).count == cycle, "start \(start)")
        }
        for index in [-13, -1, 0, 5, 6, 11, 17, 18, 49_998, .max - 1, .min] {
            #expect(PictureGenerator.light(at: index) != PictureGenerator.light(at: index + 1), "\(index)")
        }
    }

    @Test func everyKindShowsMoreThanOneColour() {
        for seed: UInt64 in [0, 1, 99] {
            for index in 0..<(PictureGenerator.kindCount * 4) {
                let picture = PictureGenerator.picture(at: index, seed: seed)
                #expect(Set(pixels(picture)).count > 1, "\(picture.kind) #\(index) seed \(seed)")
                let tiny = Set(pixels(picture, width: 4, height: 4))
                #expect(tiny.count > 1, "\(picture.kind) #\(index) seed \(seed) at 4×4")
            }
        }
    }

    @Test func theFeedPaintsPicturesAtTheRenderingItIsGiven() {
        let frame = CellRect(column: 0, row: 0, width: 12, height: 6)
        let context = CellContext(
            attributes: LayoutAttributes(indexPath: IndexPath(item: 3), frame: .zero), frame: frame,
            isFocused: false)
        let picture = PictureGenerator.picture(at: 3, seed: 1)
        for depth in [ColorDepth.truecolor, .colors256, .colors8] {
            let rendering = PictureRendering(colors: depth, dither: .none)
            var drawn = Canvas(columns: 12, rows: 6)
            PictureCell(seed: 1, rendering: rendering, cache: GeneratedPictureCache()).drawCell(
                context, in: &drawn)
            // The last column and the bottom half of the last row are the gutter: the picture is
            // 11 × 11 pixels.
            var expected = Canvas(columns: 12, rows: 6)
            expected.paintPicture(CellRect(column: 0, row: 0, width: 11, height: 6), rendering: rendering) {
                x, y in picture.rgb(x: x, y: y, width: 11, height: 11)
            }
            #expect(drawn[5, 1] == expected[5, 1], "\(depth)")
            #expect(drawn[0, 0] == expected[0, 0], "\(depth)")
            #expect(drawn[10, 5].style.foreground == expected[10, 5].style.foreground, "\(depth)")
            #expect(drawn[10, 5].style.background == .default, "\(depth)")
            #expect(expected[10, 5].style.background != .default, "\(depth)")
            for row in 0..<6 { #expect(drawn[11, row] == .blank, "\(depth) row \(row)") }
        }
    }

    /// The Feed keeps each picture's pixels: drawing an item again, from what was kept, paints exactly what
    /// the scene gives, cell for cell, and a different size is computed afresh.
    /// The Feed draws each picture painted once and kept; wherever an item is clipped, at every
    /// rendering, the screen is what painting the picture in place gives (diffusion clipped at a side is
    /// painted in place).
    @Test(arguments: ColorDepth.allCases, PictureSymbols.allCases)
    func keptPicturesDrawLikePaintingInPlace(colors: ColorDepth, symbols: PictureSymbols) {
        for dither in Dither.allCases {
            let rendering = PictureRendering(colors: colors, dither: dither, symbols: symbols)
            let cache = GeneratedPictureCache()
            for (column, row) in [(0, 0), (-3, 2), (4, -5), (10, 6), (-20, 0)] {
                let frame = CellRect(column: column, row: row, width: 16, height: 8)
                let context = CellContext(
                    attributes: LayoutAttributes(indexPath: IndexPath(item: 3), frame: .zero), frame: frame,
                    isFocused: false)
                var expected = Canvas(columns: 14, rows: 10)
                PictureCell.paint(
                    PictureGenerator.picture(at: 3, seed: 1),
                    in: PictureCell.pictureArea(of: frame, rendering: rendering), rendering: rendering,
                    into: &expected)
                for _ in 0..<2 {  // made, then kept
                    var drawn = Canvas(columns: 14, rows: 10)
                    PictureCell(seed: 1, rendering: rendering, cache: cache).drawCell(context, in: &drawn)
                    // The caption is written over the picture; compare everything above it.
                    for cellRow in 0..<max(frame.maxRow - 2, 0) {
                        for cellColumn in 0..<14 {
                            #expect(
                                drawn[cellColumn, cellRow] == expected[cellColumn, cellRow],
                                "\(rendering) \(frame) at \(cellColumn),\(cellRow)")
                        }
                    }
                }
            }
        }
    }

    /// In quadrants and sextants the picture is generated at two pixels across and two or three down a
    /// cell, and the gutter is the whole last row (a block shape has no bottom half to clear).
    @Test(arguments: [PictureSymbols.quadrant, .sextant])
    func finerSymbolsPaintMorePixelsAndLeaveTheLastRowBlank(symbols: PictureSymbols) {
        let frame = CellRect(column: 0, row: 0, width: 12, height: 6)
        let context = CellContext(
            attributes: LayoutAttributes(indexPath: IndexPath(item: 3), frame: .zero), frame: frame,
            isFocused: false)
        let picture = PictureGenerator.picture(at: 3, seed: 1)
        let rendering = PictureRendering(colors: .truecolor, dither: .none, symbols: symbols)
        var drawn = Canvas(columns: 12, rows: 6)
        PictureCell(seed: 1, rendering: rendering, cache: GeneratedPictureCache()).drawCell(
            context, in: &drawn)
        let (across, down) = symbols.pixelsPerCell
        var expected = Canvas(columns: 12, rows: 6)
        // Pixels shown taller than wide: the scene is drawn for that, so its sun stays round.
        let sampler = picture.sampler(width: 11 * across, height: 5 * down, pixelAspect: symbols.pixelAspect)
        expected.paintPicture(CellRect(column: 0, row: 0, width: 11, height: 5), rendering: rendering) {
            x, y in sampler.rgb(x: x, y: y)
        }
        for row in 0..<3 {
            for column in 0..<11 { #expect(drawn[column, row] == expected[column, row], "\(column),\(row)") }
        }
        for column in 0..<12 { #expect(drawn[column, 5] == .blank, "the gutter row, column \(column)") }
        for row in 0..<6 { #expect(drawn[11, row] == .blank, "the gutter column, row \(row)") }
    }

    @Test func keptPicturesPaintExactlyWhatTheSceneGives() {
        let cache = GeneratedPictureCache()
        let rendering = PictureRendering(colors: .truecolor, dither: .none)
        for (width, height) in [(12, 6), (12, 6), (30, 9), (12, 6)] {
            let frame = CellRect(column: 0, row: 0, width: width, height: height)
            let context = CellContext(
                attributes: LayoutAttributes(indexPath: IndexPath(item: 7), frame: .zero), frame: frame,
                isFocused: false)
            var drawn = Canvas(columns: width, rows: height)
            PictureCell(seed: 1, rendering: rendering, cache: cache).drawCell(context, in: &drawn)
            let picture = PictureGenerator.picture(at: 7, seed: 1)
            var expected = Canvas(columns: width, rows: height)
            let area = CellRect(column: 0, row: 0, width: width - 1, height: height)
            expected.paintPicture(area, rendering: rendering) { x, y in
                picture.rgb(x: x, y: y, width: width - 1, height: 2 * height - 1)
            }
            // Every cell but the gutter, the caption row and the half-cleared last row.
            for row in 0..<(height - 2) {
                for column in 0..<(width - 1) {
                    #expect(
                        drawn[column, row] == expected[column, row], "\(width)×\(height) at \(column),\(row)")
                }
            }
        }
    }

    @Test func sameIndexAndSeedGiveTheSamePicture() {
        for index in [0, 5, 9, 31_337] {
            let picture = PictureGenerator.picture(at: index, seed: 42)
            let again = PictureGenerator.picture(at: index, seed: 42)
            #expect(picture == again)
            #expect(pixels(picture, width: 20, height: 12) == pixels(again, width: 20, height: 12))
        }
    }

    @Test func differentSeedsOrIndicesGiveDifferentPictures() {
        let kinds = 0..<PictureGenerator.kindCount
        let first = kinds.map { pixels(PictureGenerator.picture(at: $0, seed: 1)) }
        let second = kinds.map { pixels(PictureGenerator.picture(at: $0, seed: 2)) }
        #expect(zip(first, second).filter { $0 != $1 }.count >= PictureGenerator.kindCount / 2)
        let nextCycle = kinds.map {
            pixels(PictureGenerator.picture(at: $0 + PictureGenerator.kindCount, seed: 1))
        }
        #expect(zip(first, nextCycle).filter { $0 != $1 }.count >= PictureGenerator.kindCount / 2)
    }

    @Test func captionsNameTheKindAndNumberAndFitTwentyFourColumns() {
        #expect(PictureGenerator.picture(at: 0, seed: 1).caption == "Hills by day #1")
        #expect(PictureGenerator.picture(at: 1, seed: 1).caption == "Peaks at dusk #2")
        #expect(PictureGenerator.picture(at: 11, seed: 1).caption == "Dunes by day #12")
        #expect(PictureGenerator.picture(at: 17, seed: 1).caption == "Dunes at dusk #18")
        for index in Array(0..<PictureGenerator.kindCount) + [
            49_999, 99_999_998, 99_999_999, 999_999_990, 9_999_999_990, 1_000_000_000_002, .max - 1, .max, -1,
            .min,
        ] {
            let caption = PictureGenerator.picture(at: index, seed: 1).caption
            #expect(DisplayWidth.of(caption) <= Picture.maximumCaptionWidth, "\(caption)")
            #expect(caption.hasPrefix(PictureGenerator.kind(at: index).title), "\(caption)")
        }
        for kind in PictureKind.allCases {
            #expect(DisplayWidth.of(kind.title) <= 14, "\(kind.title)")
        }
        #expect(PictureGenerator.picture(at: -1, seed: 1).caption == "Dunes at dusk")
        #expect(PictureGenerator.picture(at: 999_999_990, seed: 1).caption == "Hills by day #999999991")
        #expect(PictureGenerator.picture(at: 99_999_999_990, seed: 1).caption == "Hills by day")
        for light in PictureLight.allCases {
            #expect(DisplayWidth.of(Picture.title(kind: .mountains, light: light)) <= 14)
            #expect(DisplayWidth.of(Picture.title(kind: .dunes, light: light)) <= 14)
        }
    }

    @Test func everyFeedCaptionFits() {
        let tooWide = (0..<PictureGenerator.feedCount).filter {
            DisplayWidth.of(PictureGenerator.picture(at: $0, seed: 0).caption) > Picture.maximumCaptionWidth
        }
        #expect(tooWide.isEmpty)
    }

    @Test func anySizeAndCoordinateIsAcceptedAndOutsidePixelsRepeatTheEdge() {
        for index in 0..<PictureGenerator.kindCount {
            let picture = PictureGenerator.picture(at: index, seed: 8)
            let corner = rgb(picture, x: 0, y: 0, width: 10, height: 6)
            #expect(rgb(picture, x: -5, y: -9, width: 10, height: 6) == corner)
            #expect(rgb(picture, x: .min, y: .min, width: 10, height: 6) == corner)
            let far = rgb(picture, x: 9, y: 5, width: 10, height: 6)
            #expect(rgb(picture, x: .max, y: 99, width: 10, height: 6) == far)
            #expect(
                rgb(picture, x: 0, y: 0, width: 0, height: -4)
                    == rgb(picture, x: 0, y: 0, width: 1, height: 1))
            _ = picture.rgb(x: .max, y: .max, width: .max, height: .max)
            _ = picture.rgb(x: 3, y: 1, width: 1, height: 2)
        }
    }
}
