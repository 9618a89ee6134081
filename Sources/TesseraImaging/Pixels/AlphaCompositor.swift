/// Composites non-premultiplied RGBA rows over a solid background, giving RGB rows.
struct AlphaCompositor {
    /// The colour under every transparent pixel.
    var background: (red: UInt8, green: UInt8, blue: UInt8)

    /// Writes `rgba.count / 4` pixels of `rgba` over the background into `rgb`, each channel
    /// `(colour × alpha + background × (255 − alpha)) / 255`, rounded.
    func composite(_ rgba: UnsafeBufferPointer<UInt8>, into rgb: UnsafeMutableBufferPointer<UInt8>) {
        let red = UInt32(background.red)
        let green = UInt32(background.green)
        let blue = UInt32(background.blue)
        var target = 0
        for source in stride(from: 0, to: rgba.count - 3, by: 4) {
            let alpha = UInt32(rgba[source + 3])
            let rest = 255 - alpha
            rgb[target] = UInt8((UInt32(rgba[source]) * alpha + red * rest + 127) / 255)
            rgb[target + 1] = UInt8((UInt32(rgba[source + 1]) * alpha + green * rest + 127) / 255)
            rgb[target + 2] = UInt8((UInt32(rgba[source + 2]) * alpha + blue * rest + 127) / 255)
            target += 3
        }
    }

    /// `image` over the background through `opacity`, one alpha byte a pixel of `image`.
    func composite(_ image: RGBImage, opacity: [UInt8]) -> RGBImage {
        var rgba = [UInt8](repeating: 0, count: opacity.count * 4)
        for pixel in opacity.indices {
            rgba[pixel * 4] = image.pixels[pixel * 3]
            rgba[pixel * 4 + 1] = image.pixels[pixel * 3 + 1]
            rgba[pixel * 4 + 2] = image.pixels[pixel * 3 + 2]
            rgba[pixel * 4 + 3] = opacity[pixel]
        }
        var pixels = [UInt8](repeating: 0, count: opacity.count * 3)
        rgba.withUnsafeBufferPointer { rgba in
            pixels.withUnsafeMutableBufferPointer { composite(rgba, into: $0) }
        }
        return RGBImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// A row of `width` background pixels, for rows a damaged file did not deliver.
    func row(width: Int) -> [UInt8] {
        RGBImage(size: PixelSize(width: width, height: 1), filledWith: background).pixels
    }
}
