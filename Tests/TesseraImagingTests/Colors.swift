import TesseraImaging
import ImagingTestSupport

/// An RGB triple as the decoder's `pixel(x:y:)` returns it.
typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

/// Whether every channel of `actual` is within `tolerance` of `expected`.
func isClose(_ actual: RGB, _ expected: RGB, tolerance: Int = 0) -> Bool {
    let red = Int(actual.red) - Int(expected.red)
    let green = Int(actual.green) - Int(expected.green)
    let blue = Int(actual.blue) - Int(expected.blue)
    let differences = [red, green, blue]
    return differences.allSatisfy { abs($0) <= tolerance }
}

/// `color` over `background` with `alpha`, rounded as 8-bit compositing should.
func composite(_ color: RGB, alpha: UInt8, over background: RGB) -> RGB {
    func channel(_ value: UInt8, _ under: UInt8) -> UInt8 {
        let opacity = Int(alpha)
        let sum: Int = Int(value) * opacity + Int(under) * (255 - opacity)
        return UInt8((sum + 127) / 255)
    }
    return (
        channel(color.red, background.red), channel(color.green, background.green),
        channel(color.blue, background.blue)
    )
}

/// The centres of the four quadrants of `size`, with the colour ``TestPicture`` puts there.
func quadrantSamples(_ size: PixelSize) -> [(x: Int, y: Int, color: RGB)] {
    [
        (size.width / 4, size.height / 4, TestPicture.topLeft),
        (size.width * 3 / 4, size.height / 4, TestPicture.topRight),
        (size.width / 4, size.height * 3 / 4, TestPicture.bottomLeft),
        (size.width * 3 / 4, size.height * 3 / 4, TestPicture.bottomRight),
    ]
}

/// Whether `image` shows the ``TestPicture/quadrants(width:height:)`` picture upright.
func showsQuadrants(_ image: RGBImage, tolerance: Int = 24) -> Bool {
    quadrantSamples(image.size).allSatisfy { sample in
        isClose(image.pixel(x: sample.x, y: sample.y), sample.color, tolerance: tolerance)
    }
}
