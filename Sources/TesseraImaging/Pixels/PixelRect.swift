/// A rectangle of whole pixels: `width` × `height` pixels from column `x`, row `y`.
public struct PixelRect: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle's size.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The part of the rectangle inside a picture of `size` (whose pixels start at 0, 0), or nil when
    /// none of it is.
    public func clipped(to size: PixelSize) -> PixelRect? {
        let left = max(x, 0)
        let top = max(y, 0)
        let right = min(x + max(width, 0), size.width)
        let bottom = min(y + max(height, 0), size.height)
        guard right > left, bottom > top else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension PixelRect: CustomStringConvertible {
    /// The rectangle as `WIDTH×HEIGHT+X+Y` (X11's geometry notation).
    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}

extension RGBImage {
    /// The pixels of `rect`, which must lie inside the image.
    func cropped(to rect: PixelRect) -> RGBImage {
        var result = [UInt8]()
        result.reserveCapacity(rect.size.area * 3)
        let pixels = completePixels
        for row in rect.y..<(rect.y + rect.height) {
            let start = (row * width + rect.x) * 3
            result.append(contentsOf: pixels[start..<(start + rect.width * 3)])
        }
        return RGBImage(width: rect.width, height: rect.height, pixels: result)
    }
}
