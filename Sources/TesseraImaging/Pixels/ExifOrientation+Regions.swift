extension ExifOrientation {
    /// The stored pixels that show `upright`, a rectangle of the upright picture, for a picture stored
    /// with `stored` size: turning those stored pixels upright (``RGBImage/uprighted(from:)``) gives
    /// exactly the upright picture's `upright` rectangle.
    func storedRect(of upright: PixelRect, storedSize stored: PixelSize) -> PixelRect {
        let first = storedPixel(x: upright.x, y: upright.y, storedSize: stored)
        let last = storedPixel(
            x: upright.x + upright.width - 1, y: upright.y + upright.height - 1, storedSize: stored)
        return PixelRect(
            x: min(first.x, last.x), y: min(first.y, last.y), width: abs(last.x - first.x) + 1,
            height: abs(last.y - first.y) + 1)
    }

    /// The stored pixel shown at upright (x, y), for a picture stored with `stored` size (W × H).
    private func storedPixel(x: Int, y: Int, storedSize stored: PixelSize) -> (x: Int, y: Int) {
        let (lastX, lastY) = (stored.width - 1, stored.height - 1)
        switch self {
        case .up: return (x, y)
        case .upMirrored: return (lastX - x, y)
        case .down: return (lastX - x, lastY - y)
        case .downMirrored: return (x, lastY - y)
        case .leftMirrored: return (y, x)
        case .right: return (y, lastY - x)
        case .rightMirrored: return (lastX - y, lastY - x)
        case .left: return (lastX - y, x)
        }
    }
}
