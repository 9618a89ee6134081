import TesseraImaging
import ImagingTestSupport
import Testing

@Suite struct ResamplingTests {
    /// A one-row image whose red channel is `values` (green and blue 0).
    private func row(_ values: [UInt8]) -> RGBImage {
        RGBImage(width: values.count, height: 1, pixels: values.flatMap { [$0, 0, 0] })
    }

    private func reds(_ image: RGBImage) -> [UInt8] {
        stride(from: 0, to: image.pixels.count, by: 3).map { image.pixels[$0] }
    }

    @Test func checkerboardAveragesToGrey() {
        let board = TestPicture.checkerboard(width: 16, height: 16)
        for size in [
            PixelSize(width: 1, height: 1), PixelSize(width: 4, height: 4), PixelSize(width: 8, height: 2),
        ] {
            let grey = board.resampled(to: size)
            #expect(grey.size == size)
            #expect(grey.pixels.allSatisfy { $0 == 128 })  // 127.5 rounds up
        }
    }

    @Test func wholeBlocksAverageExactly() {
        let image = RGBImage(width: 2, height: 2, pixels: [10, 20, 30, 20, 40, 60, 30, 60, 90, 40, 80, 120])
        #expect(image.resampled(to: PixelSize(width: 1, height: 1)).pixels == [25, 50, 75])
    }

    @Test func partlyCoveredPixelsWeighByTheCoveredFraction() {
        // Three columns into two: each output column covers 1.5 source columns.
        // (0 × 1 + 90 × 0.5) / 1.5 = 30 and (90 × 0.5 + 180 × 1) / 1.5 = 150.
        #expect(reds(row([0, 90, 180]).resampled(to: PixelSize(width: 2, height: 1))) == [30, 150])
        // The same down a column.
        let column = RGBImage(width: 1, height: 3, pixels: [0, 0, 0, 90, 0, 0, 180, 0, 0])
        #expect(reds(column.resampled(to: PixelSize(width: 1, height: 2))) == [30, 150])
        // Five into two: 2.5 columns each. (10 + 20 + 30 × 0.5) / 2.5 = 18, (30 × 0.5 + 40 + 50) / 2.5 = 42.
        #expect(reds(row([10, 20, 30, 40, 50]).resampled(to: PixelSize(width: 2, height: 1))) == [18, 42])
    }

    @Test func upscalingRepeatsPixelsAndBlendsAtBoundaries() {
        #expect(reds(row([0, 200]).resampled(to: PixelSize(width: 4, height: 1))) == [0, 0, 200, 200])
        // Three outputs over two inputs: the middle one straddles the boundary half and half.
        #expect(reds(row([0, 200]).resampled(to: PixelSize(width: 3, height: 1))) == [0, 100, 200])
    }

    @Test func sameSizeKeepsEveryPixel() {
        let picture = TestPicture.gradient(width: 17, height: 9)
        #expect(picture.resampled(to: picture.size) == picture)
    }

    @Test func cropToFillKeepsTheCentre() {
        // Thirds of red, green and blue side by side: the centred square is the green third.
        let wide = TestPicture.image(width: 300, height: 100) { x, _ in
            x < 100 ? (255, 0, 0) : x < 200 ? (0, 255, 0) : (0, 0, 255)
        }
        let square = wide.croppedToFill(PixelSize(width: 50, height: 50))
        #expect(square.size == PixelSize(width: 50, height: 50))
        #expect(square.pixels == RGBImage(size: square.size, filledWith: (0, 255, 0)).pixels)
        // Stacked thirds: a 40×10 strip from the middle third only.
        let tall = TestPicture.image(width: 120, height: 300) { _, y in
            y < 100 ? (255, 0, 0) : y < 200 ? (0, 255, 0) : (0, 0, 255)
        }
        let strip = tall.croppedToFill(PixelSize(width: 40, height: 10))
        #expect(
            strip.pixels == RGBImage(size: PixelSize(width: 40, height: 10), filledWith: (0, 255, 0)).pixels)
    }

    @Test func cropToFillScalesUpSmallImages() {
        let picture = TestPicture.quadrants(width: 8, height: 4)
        let filled = picture.croppedToFill(PixelSize(width: 40, height: 40))
        #expect(filled.size == PixelSize(width: 40, height: 40))
        #expect(showsQuadrants(filled, tolerance: 0))
    }

    @Test func fittingSizeKeepsTheAspectInsideTheBox() {
        let box = PixelSize(width: 100, height: 100)
        #expect(
            RGBImage(size: PixelSize(width: 400, height: 300), filledWith: (0, 0, 0)).fittingSize(in: box)
                == PixelSize(width: 100, height: 75))
        #expect(
            RGBImage(size: PixelSize(width: 300, height: 400), filledWith: (0, 0, 0)).fittingSize(in: box)
                == PixelSize(width: 75, height: 100))
        // Larger than the image is allowed: it is the largest size that fits.
        #expect(
            RGBImage(size: PixelSize(width: 10, height: 10), filledWith: (0, 0, 0)).fittingSize(
                in: PixelSize(width: 100, height: 50)) == PixelSize(width: 50, height: 50))
        // Never below 1×1.
        #expect(
            RGBImage(size: PixelSize(width: 1000, height: 1), filledWith: (0, 0, 0)).fittingSize(
                in: PixelSize(width: 10, height: 10)) == PixelSize(width: 10, height: 1))
        #expect(
            RGBImage(size: PixelSize(width: 2000, height: 1), filledWith: (0, 0, 0)).fittingSize(
                in: PixelSize(width: 10, height: 10)) == PixelSize(width: 10, height: 1))
        #expect(
            RGBImage(size: PixelSize(width: 0, height: 0), filledWith: (0, 0, 0)).fittingSize(
                in: PixelSize(width: 0, height: 0)) == PixelSize(width: 1, height: 1))
    }

    @Test func initialiserFixesThePixelCount() {
        #expect(RGBImage(width: 2, height: 1, pixels: [1, 2, 3]).pixels == [1, 2, 3, 0, 0, 0])
        #expect(RGBImage(width: 1, height: 1, pixels: [1, 2, 3, 4, 5]).pixels == [1, 2, 3])
        let negative = RGBImage(width: -3, height: 2, pixels: [1])
        #expect(negative.size == PixelSize(width: 0, height: 2))
        #expect(negative.pixels.isEmpty)
    }

    @Test func pixelReadsClampToTheEdges() {
        let image = RGBImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6])
        #expect(isClose(image.pixel(x: 1, y: 0), (4, 5, 6)))
        #expect(isClose(image.pixel(x: -5, y: 9), (1, 2, 3)))
        #expect(isClose(image.pixel(x: 7, y: -1), (4, 5, 6)))
        var shortened = image
        shortened.pixels = [1, 2, 3]
        #expect(isClose(shortened.pixel(x: 1, y: 0), (0, 0, 0)))
        #expect(shortened.resampled(to: PixelSize(width: 2, height: 1)).pixels == [1, 2, 3, 0, 0, 0])
    }

    @Test func byteCountIsThePixelsPlusASmallConstant() {
        let image = RGBImage(size: PixelSize(width: 10, height: 10), filledWith: (1, 2, 3))
        #expect(image.byteCount >= 300)
        #expect(image.byteCount <= 300 + 256)
        #expect(
            RGBImage(size: PixelSize(width: 20, height: 10), filledWith: (1, 2, 3)).byteCount
                - image.byteCount == 300)
    }
}
