import Canvas
import Testing

@testable import Gallery

@Suite struct PictureTests {
    /// Every pixel of a `width × height` sample of a picture, row by row.
    private func pixels(_ picture: Picture, width: Int = 16, height: Int = 16) -> [Color] {
        (0..<height).flatMap { y in
            (0..<width).map { x in picture.color(x: x, y: y, width: width, height: height) }
        }
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

    @Test func picturesUseOnlyPaletteEntries() {
        for index in 0..<PictureGenerator.kindCount {
            for color in pixels(PictureGenerator.picture(at: index, seed: 3)) {
                #expect(color != .default)
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
            let corner = picture.color(x: 0, y: 0, width: 10, height: 6)
            #expect(picture.color(x: -5, y: -9, width: 10, height: 6) == corner)
            #expect(picture.color(x: .min, y: .min, width: 10, height: 6) == corner)
            let far = picture.color(x: 9, y: 5, width: 10, height: 6)
            #expect(picture.color(x: .max, y: 99, width: 10, height: 6) == far)
            #expect(
                picture.color(x: 0, y: 0, width: 0, height: -4)
                    == picture.color(x: 0, y: 0, width: 1, height: 1))
            _ = picture.color(x: .max, y: .max, width: .max, height: .max)
            _ = picture.color(x: 3, y: 1, width: 1, height: 2)
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
