/// How a photo's stored pixels must be turned to show it upright: the EXIF Orientation tag (0x0112),
/// values 1...8, named after the side of the picture that the stored first row shows.
public enum ExifOrientation: Int, Hashable, Sendable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirrored left to right.
    case upMirrored = 2
    /// 3: turned 180°.
    case down = 3
    /// 4: mirrored top to bottom.
    case downMirrored = 4
    /// 5: transposed (mirrored along the top-left to bottom-right diagonal).
    case leftMirrored = 5
    /// 6: stored turned 90° counter-clockwise; shown after turning 90° clockwise (a phone held upright).
    case right = 6
    /// 7: transversed (mirrored along the top-right to bottom-left diagonal).
    case rightMirrored = 7
    /// 8: stored turned 90° clockwise; shown after turning 90° counter-clockwise.
    case left = 8

    /// Whether the upright picture's width is the stored height (orientations 5–8).
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// The upright size of a picture stored with `size`.
    public func upright(_ size: PixelSize) -> PixelSize {
        swapsDimensions ? size.transposed : size
    }
}

extension RGBImage {
    /// The picture turned upright, for pixels stored with `orientation`.
    ///
    /// Upright pixel (x, y) is stored pixel `origin + x × xStep + y × yStep` (in pixels, stored row-major):
    /// for `.right` (6) it is stored (y, H − 1 − x), for `.left` (8) stored (W − 1 − y, x), and so on.
    func uprighted(from orientation: ExifOrientation) -> RGBImage {
        guard orientation != .up, width > 0, height > 0 else { return self }
        let (origin, xStep, yStep) = steps(for: orientation)
        let upright = orientation.upright(size)
        var result = [UInt8](repeating: 0, count: upright.area * 3)
        completePixels.withUnsafeBufferPointer { stored in
            result.withUnsafeMutableBufferPointer { result in
                var target = 0
                for y in 0..<upright.height {
                    var source = (origin + y * yStep) * 3
                    for _ in 0..<upright.width {
                        result[target] = stored[source]
                        result[target + 1] = stored[source + 1]
                        result[target + 2] = stored[source + 2]
                        target += 3
                        source += xStep * 3
                    }
                }
            }
        }
        return RGBImage(width: upright.width, height: upright.height, pixels: result)
    }

    private func steps(for orientation: ExifOrientation) -> (origin: Int, xStep: Int, yStep: Int) {
        let lastRow = (height - 1) * width
        switch orientation {
        case .up: return (0, 1, width)
        case .upMirrored: return (width - 1, -1, width)
        case .down: return (lastRow + width - 1, -1, -width)
        case .downMirrored: return (lastRow, 1, -width)
        case .leftMirrored: return (0, width, 1)
        case .right: return (lastRow, -width, 1)
        case .rightMirrored: return (lastRow + width - 1, -width, -1)
        case .left: return (width - 1, width, -1)
        }
    }
}
