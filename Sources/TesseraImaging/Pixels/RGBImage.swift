/// An 8-bit RGB image: row-major, 3 bytes per pixel (red, green, blue), no padding between rows.
public struct RGBImage: Hashable, Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The samples, `width × height × 3` of them as long as nobody assigns a shorter or longer array;
    /// the methods here read missing bytes as black and ignore extra ones.
    public var pixels: [UInt8]

    /// Creates an image of `width` × `height` pixels.
    ///
    /// Never traps: a negative side becomes 0, and `pixels` is cut or padded with black to exactly
    /// `width × height × 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let count = self.width * self.height * 3
        if pixels.count == count {
            self.pixels = pixels
        } else if pixels.count > count {
            self.pixels = Array(pixels[..<count])
        } else {
            self.pixels = pixels + [UInt8](repeating: 0, count: count - pixels.count)
        }
    }

    /// Creates an image of one colour.
    public init(size: PixelSize, filledWith color: (red: UInt8, green: UInt8, blue: UInt8)) {
        let width = max(size.width, 0)
        let height = max(size.height, 0)
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for index in stride(from: 0, to: pixels.count, by: 3) {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The image's size.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The colour at column `x`, row `y`; coordinates outside the image are clamped to its edge, and an
    /// empty image is black everywhere.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        guard width > 0, height > 0 else { return (0, 0, 0) }
        let index = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 3
        guard index + 2 < pixels.count else { return (0, 0, 0) }
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// Byte cost for memory budgets: the samples plus a small constant for the value itself.
    public var byteCount: Int { pixels.count + 64 }

    /// The samples, exactly `width × height × 3` of them (a padded copy when `pixels` was shortened).
    var completePixels: [UInt8] {
        let count = width * height * 3
        guard pixels.count != count else { return pixels }
        return RGBImage(width: width, height: height, pixels: pixels).pixels
    }
}
