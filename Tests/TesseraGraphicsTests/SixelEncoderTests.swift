import PropertyBased
import TesseraImaging
import TesseraPictures
import Testing

@testable import TesseraGraphics

@Suite struct SixelEncoderTests {
    /// What the image should look like after the round trip: each pixel's palette colour, through the
    /// percentages of the colour registers.
    private func quantised(_ image: RGBImage) -> [UInt8] {
        stride(from: 0, to: image.pixels.count, by: 3).flatMap { offset -> [UInt8] in
            let entry = SixelPalette.color(
                SixelPalette.nearest(image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2])
            )
            return [entry.red, entry.green, entry.blue].map {
                UInt8((SixelEncoder.percent($0) * 255 + 50) / 100)
            }
        }
    }

    private func random(width: Int, height: Int, seed: Int) -> RGBImage {
        var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1
        let pixels = (0..<width * height * 3).map { _ -> UInt8 in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }

    @Test func decodingTheOutputGivesTheQuantisedImageBack() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000)) { seed in
            let image = random(width: 1 + seed % 23, height: 1 + seed / 23 % 19, seed: seed)
            guard let decoded = SixelDecoder(SixelEncoder.encode(image)) else {
                Issue.record("undecodable, seed \(seed)")
                return
            }
            #expect(decoded.image.width == image.width && decoded.image.height == image.height)
            #expect(decoded.image.pixels == quantised(image), "seed \(seed)")
            #expect(decoded.paints.allSatisfy { $0 == 1 }, "every pixel painted once, seed \(seed)")
        }
    }

    @Test func aFlatRowIsOneRun() {
        let image = RGBImage(size: PixelSize(width: 100, height: 6), filledWith: (255, 0, 0))
        let text = String(decoding: SixelEncoder.encode(image), as: UTF8.self)
        #expect(text == "\u{1B}Pq\"1;1;100;6#180;2;100;0;0#180!100~\u{1B}\\")
    }

    @Test func shortRunsAreWrittenOutAndLongOnesCounted() {
        // One row: 3 red, 4 blue, 1 red. Runs of 3 are written out (a count would not be shorter), runs of 4
        // are counted, and the blue row's trailing empty column is left out.
        let red: [UInt8] = [255, 0, 0]
        let blue: [UInt8] = [0, 0, 255]
        let pixels = red + red + red + blue + blue + blue + blue + red
        let text = String(
            decoding: SixelEncoder.encode(RGBImage(width: 8, height: 1, pixels: pixels)), as: UTF8.self)
        #expect(text == "\u{1B}Pq\"1;1;8;1#5;2;0;0;100#180;2;100;0;0#5???!4@$#180@@@!4?@\u{1B}\\")
    }

    @Test func bandsFollowTheHeight() {
        for height in [1, 5, 6, 7, 12, 13] {
            let image = RGBImage(size: PixelSize(width: 2, height: height), filledWith: (0, 0, 0))
            let text = String(decoding: SixelEncoder.encode(image), as: UTF8.self)
            let bands = (height + 5) / 6
            #expect(text.filter { $0 == "-" }.count == bands - 1, "height \(height)")
            let last = height % 6 == 0 ? 6 : height % 6
            let character = Character(Unicode.Scalar(63 + (1 << last) - 1)!)
            #expect(
                text.hasSuffix("\(character)\(character)\u{1B}\\"),
                "height \(height): last band has \(last) rows")
            #expect(SixelDecoder(Array(text.utf8))?.paints.allSatisfy { $0 == 1 } == true, "height \(height)")
        }
    }

    @Test func registersStayWithinThePalette() {
        let image = random(width: 64, height: 64, seed: 3)
        guard let decoded = SixelDecoder(SixelEncoder.encode(image)) else {
            Issue.record("undecodable")
            return
        }
        #expect(decoded.registers.keys.allSatisfy { (0..<SixelPalette.count).contains($0) })
        #expect(SixelPalette.count <= 256)
        #expect(decoded.registers.count > 100, "a noisy image uses many registers")
    }

    @Test func theNearestEntryIsTheNearestByBruteForce() async {
        await propertyCheck(count: 2000, input: Gen.int(in: 0...0xFF_FFFF)) { value in
            let (red, green, blue) = (UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
            func distance(_ index: Int) -> Int {
                let entry = SixelPalette.color(index)
                let dr = Int(red) - Int(entry.red)
                let dg = Int(green) - Int(entry.green)
                let db = Int(blue) - Int(entry.blue)
                return dr * dr + dg * dg + db * db
            }
            let best = (0..<SixelPalette.count).map(distance).min()!
            #expect(distance(SixelPalette.nearest(red, green, blue)) == best, "colour \(value)")
        }
    }

    @Test func oneByOneAndEmptyImages() {
        let one = SixelEncoder.encode(RGBImage(width: 1, height: 1, pixels: [255, 255, 255]))
        #expect(String(decoding: one, as: UTF8.self) == "\u{1B}Pq\"1;1;1;1#215;2;100;100;100#215@\u{1B}\\")
        let empty = SixelEncoder.encode(RGBImage(width: 0, height: 0, pixels: []))
        #expect(String(decoding: empty, as: UTF8.self) == "\u{1B}Pq\"1;1;0;0\u{1B}\\")
        #expect(SixelDecoder(empty)?.image.pixels.isEmpty == true)
        let flat = SixelEncoder.encode(RGBImage(width: 5, height: 0, pixels: []))
        #expect(SixelDecoder(flat)?.image.width == 5)
    }
}

/// Ordered dithering to the fixed palette.
@Suite struct SixelDitherTests {
    /// The mean red of the decoded image and the number of registers it uses.
    func decodedRed(_ color: (UInt8, UInt8, UInt8), dithered: Bool) throws -> (mean: Double, registers: Int) {
        let image = RGBImage(size: PixelSize(width: 16, height: 16), filledWith: color)
        let decoded = try #require(SixelDecoder(SixelEncoder.encode(image, dithered: dithered)))
        let reds = stride(from: 0, to: decoded.image.pixels.count, by: 3).map {
            Int(decoded.image.pixels[$0])
        }
        return (Double(reds.reduce(0, +)) / Double(reds.count), decoded.registers.count)
    }

    @Test func aColourBetweenTwoLevelsIsAMixOfBothWhoseMeanIsClose() throws {
        let flat = try decodedRed((127, 0, 0), dithered: false)
        let mixed = try decodedRed((127, 0, 0), dithered: true)
        #expect(flat.registers == 1 && abs(flat.mean - 127) > 20)
        #expect(mixed.registers >= 2 && abs(mixed.mean - 127) < 8)
    }

    @Test func theOffsetsStayWithinHalfAStepAndAverageZero() {
        let offsets = (0..<4).flatMap { y in (0..<4).map { x in SixelEncoder.ditherOffset(x: x, y: y) } }
        #expect(offsets.allSatisfy { abs($0) < 26 })
        #expect(Set(offsets).count == 16)
        #expect(abs(offsets.reduce(0, +)) <= 8)
    }
}
