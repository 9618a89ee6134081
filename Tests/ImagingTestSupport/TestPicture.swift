import TesseraImaging

/// Pictures with recognisable content, so tests can check orientation, cropping and colours by sampling.
public enum TestPicture {
    /// The colour of the top-left quadrant: red.
    public static let topLeft: (red: UInt8, green: UInt8, blue: UInt8) = (255, 0, 0)
    /// The colour of the top-right quadrant: green.
    public static let topRight: (red: UInt8, green: UInt8, blue: UInt8) = (0, 255, 0)
    /// The colour of the bottom-left quadrant: blue.
    public static let bottomLeft: (red: UInt8, green: UInt8, blue: UInt8) = (0, 0, 255)
    /// The colour of the bottom-right quadrant: white.
    public static let bottomRight: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)

    /// Four quadrants of distinct colours (``topLeft`` red, ``topRight`` green, ``bottomLeft`` blue,
    /// ``bottomRight`` white): every one of the eight orientations gives a different arrangement.
    public static func quadrants(width: Int, height: Int) -> RGBImage {
        image(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): topLeft
            case (false, true): topRight
            case (true, false): bottomLeft
            case (false, false): bottomRight
            }
        }
    }

    /// Red rising from 0 at the left to 255 at the right, green likewise from top to bottom, blue 128.
    public static func gradient(width: Int, height: Int) -> RGBImage {
        image(width: width, height: height) { x, y in
            (UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 128)
        }
    }

    /// Black and white squares of `cell` × `cell` pixels, black at the top-left.
    public static func checkerboard(width: Int, height: Int, cell: Int = 1) -> RGBImage {
        image(width: width, height: height) { x, y in
            (x / cell + y / cell) % 2 == 0 ? (0, 0, 0) : (255, 255, 255)
        }
    }

    /// An image whose pixel (x, y) is `color(x, y)`.
    public static func image(
        width: Int, height: Int, color: (Int, Int) -> (red: UInt8, green: UInt8, blue: UInt8)
    ) -> RGBImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = color(x, y)
                pixels.append(red)
                pixels.append(green)
                pixels.append(blue)
            }
        }
        return RGBImage(width: width, height: height, pixels: pixels)
    }
}
