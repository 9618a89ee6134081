import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

/// The generated pictures as pictures: upright, coloured as their captions say, safe at any size.
@Suite struct PictureSceneTests {
    /// Many pictures: three cycles of every kind at every light, for two seeds.
    private static let pictures = [UInt64(1), 77].flatMap { seed in
        (0..<(6 * PictureGenerator.kindCount)).map { PictureGenerator.picture(at: $0, seed: seed) }
    }

    /// The mean colour of row `y` of `picture` drawn `width × height` pixels large.
    private func meanOfRow(_ picture: Picture, y: Int, width: Int = 40, height: Int = 24) -> SIMD3<Float> {
        var sum = SIMD3<Float>.zero
        for x in 0..<width {
            let (red, green, blue) = picture.rgb(x: x, y: y, width: width, height: height)
            sum += SIMD3(Float(red), Float(green), Float(blue))
        }
        return sum / Float(width)
    }

    /// Whether pixel `(x, y)` shows the scene's sky (rather than land, a city or water).
    private func isSky(_ picture: Picture, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let sampler = picture.sampler(width: width, height: height)
        let (u, v) = ((Float(x) + 0.5) * sampler.inverseWidth, (Float(y) + 0.5) * sampler.inverseHeight)
        let sky = picture.scene.sky(u, v, aspect: sampler.aspect, star: -1).bytes
        let drawn = picture.rgb(x: x, y: y, width: width, height: height)
        return drawn == sky
    }

    @Test func everySceneIsUprightSkyAtTheTopLandOrWaterAtTheBottom() {
        for picture in Self.pictures {
            for (width, height) in [(40, 24), (12, 30), (90, 10)] {
                // Stars are only in the sky, so they are left out by asking about pixels without them.
                let topSky = (0..<width).filter { isSky(picture, x: $0, y: 0, width: width, height: height) }
                let starless = picture.scene.stars ? width * 9 / 10 : width
                #expect(topSky.count >= starless, "\(picture.caption) at \(width)×\(height): top row is sky")
                let bottomSky = (0..<width).filter {
                    isSky(picture, x: $0, y: height - 1, width: width, height: height)
                }
                #expect(
                    bottomSky.isEmpty, "\(picture.caption) at \(width)×\(height): bottom row is land or water"
                )
            }
        }
    }

    @Test func theLandStandsOutFromTheSkyAboveIt() {
        // Mountains #18 was upside down to the eye: its sky began in the land's own colour, so the
        // sky's bright horizon band read as the ground. By day and at dusk the top of the sky is never
        // the colour of the land or water at the bottom (at night both are nearly black, as they should).
        for picture in Self.pictures where picture.light != .night {
            let top = meanOfRow(picture, y: 0)
            let bottom = meanOfRow(picture, y: 23)
            let change = top - bottom
            let difference = abs(change.x) + abs(change.y) + abs(change.z)
            #expect(difference > 12, "\(picture.caption): top \(top) bottom \(bottom)")
        }
    }

    @Test func captionsMatchTheColoursOfTheSky() {
        for picture in Self.pictures {
            let top = meanOfRow(picture, y: 0)
            let (red, green, blue) = (top.x, top.y, top.z)
            switch picture.light {
            case .day:
                #expect(picture.caption.contains("by day"))
                #expect(blue > red + 40 && blue > 150, "\(picture.caption): a blue sky, not \(top)")
            case .dusk:
                #expect(picture.caption.contains("at dusk"))
                #expect(red > green + 15 && blue > green, "\(picture.caption): a purple sky, not \(top)")
                let lowSky = picture.scene.skyHorizon
                #expect(lowSky.x > lowSky.z + 80, "\(picture.caption): warm towards the horizon")
            case .night:
                #expect(picture.caption.contains("at night"))
                #expect(red + green + blue < 120, "\(picture.caption): a dark sky, not \(top)")
                #expect(meanOfRow(picture, y: 23).sum() < 150, "\(picture.caption): dark below")
            }
        }
    }

    @Test func aCityAtNightHasLitWindowsAndBrightSunsGlow() {
        let city = Self.pictures.first { $0.kind == .city && $0.light == .night }!
        let pixels = (0..<60).flatMap { y in (0..<80).map { x in city.rgb(x: x, y: y, width: 80, height: 60) }
        }
        #expect(pixels.contains { $0.0 > 200 && $0.1 > 150 && $0.2 < 160 }, "warm window light")
        let sunny = Self.pictures.first { $0.light == .day }!
        let sun = sunny.scene.sun
        let centre = sunny.rgb(x: Int(sun.u * 80), y: Int(sun.v * 60), width: 80, height: 60)
        #expect(centre.0 > 240 && centre.1 > 240, "the sun's disc is bright: \(centre)")
    }

    @Test func theSceneIsComputedAtTheRealSizeNotStretchedFromASmallOne() {
        // Pixel (x, y) of a 20 × 8 picture and pixel (3x + 1, 3y + 1) of the same picture at 60 × 24 have
        // the same centre in the scene's coordinates, so they agree (but for the odd star); the large
        // picture has the finer detail a stretched small one would lack.
        for picture in Self.pictures.prefix(18) {
            var same = 0
            var small = Set<[UInt8]>()
            for y in 0..<8 {
                for x in 0..<20 {
                    let pixel = picture.rgb(x: x, y: y, width: 20, height: 8)
                    small.insert([pixel.0, pixel.1, pixel.2])
                    if pixel == picture.rgb(x: 3 * x + 1, y: 3 * y + 1, width: 60, height: 24) { same += 1 }
                }
            }
            #expect(same >= 150, "\(picture.caption): \(same) of 160")
            let large = Set(
                (0..<24).flatMap { y in
                    (0..<60).map { x in
                        let pixel = picture.rgb(x: x, y: y, width: 60, height: 24)
                        return [pixel.0, pixel.1, pixel.2]
                    }
                })
            #expect(large.count > small.count * 2, "\(picture.caption)")
        }
    }

    @Test func drawingAtAnySizeNeverTraps() {
        for picture in Self.pictures.prefix(18) {
            for (width, height) in [
                (1, 1), (1, 2), (2, 1), (3, 500), (5000, 2), (65_536, 65_536), (.max, .max),
            ] {
                for (x, y) in [(0, 0), (width / 2, height / 2), (width - 1, height - 1), (.min, .max)] {
                    _ = picture.rgb(x: x, y: y, width: width, height: height)
                }
            }
        }
    }
}
