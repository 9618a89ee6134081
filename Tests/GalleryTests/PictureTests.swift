import Canvas
import CollectionLayout
import CollectionView
import Testing

@testable import Gallery

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

    @Test func thereAreAtLeastEightKindsAndTheFeedCyclesThroughThemInOrder() {
        #expect(PictureGenerator.kindCount >= 8)
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
            PictureCell(seed: 1, rendering: rendering).drawCell(context, in: &drawn)
            var expected = Canvas(columns: 12, rows: 6)
            expected.paintPicture(frame, rendering: rendering) { x, y in
                picture.rgb(x: x, y: y, width: 12, height: 12)
            }
            #expect(drawn[5, 1] == expected[5, 1], "\(depth)")
            #expect(drawn[0, 0] == expected[0, 0], "\(depth)")
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
        #expect(PictureGenerator.picture(at: 0, seed: 1).caption == "Dusk gradient #1")
        #expect(PictureGenerator.picture(at: 11, seed: 1).caption == "Tide gradient #12")
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
        #expect(PictureGenerator.picture(at: -1, seed: 1).caption == PictureKind.allCases.last!.title)
        #expect(PictureGenerator.picture(at: 999_999_990, seed: 1).caption == "Dusk gradient #999999991")
        #expect(PictureGenerator.picture(at: 9_999_999_990, seed: 1).caption == "Dusk gradient")
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

    @Test func integerSquareRootIsTheFloorOfTheRoot() {
        var wrong: [Int] = []
        for n in 0...20_000 {
            let root = Picture.integerSquareRoot(n)
            if root * root > n || (root + 1) * (root + 1) <= n { wrong.append(n) }
        }
        #expect(wrong.isEmpty)
        #expect(Picture.integerSquareRoot(-4) == 0)
        #expect(Picture.integerSquareRoot(1 << 62) == 1 << 31)
        #expect(Picture.integerSquareRoot((1 << 62) - 1) == (1 << 31) - 1)
        #expect(Picture.integerSquareRoot(.max) == 3_037_000_499)
    }
}
