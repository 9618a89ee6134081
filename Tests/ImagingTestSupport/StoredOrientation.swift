import TesseraImaging

/// Turns an upright picture into the pixels a camera would store with a given EXIF orientation, so that
/// a decoder applying the orientation gets the upright picture back.
///
/// Written from the EXIF definitions (where the stored first row and first column end up on screen),
/// independently of the decoder's own transform.
public enum StoredOrientation {
    /// The stored pixels for `upright` shown with `orientation`.
    public static func pixels(for upright: RGBImage, orientation: ExifOrientation) -> RGBImage {
        let transposed = orientation.rawValue >= 5
        let width = transposed ? upright.height : upright.width
        let height = transposed ? upright.width : upright.height
        return TestPicture.image(width: width, height: height) { x, y in
            let (shownX, shownY) = shownPosition(
                x: x, y: y, width: width, height: height, orientation: orientation)
            return upright.pixel(x: shownX, y: shownY)
        }
    }

    /// Where stored pixel (x, y) of a `width` × `height` image appears on screen. The tag names the
    /// screen side of the stored 0th row and 0th column: 1 top/left, 2 top/right, 3 bottom/right,
    /// 4 bottom/left, 5 left/top, 6 right/top, 7 right/bottom, 8 left/bottom.
    static func shownPosition(x: Int, y: Int, width: Int, height: Int, orientation: ExifOrientation) -> (
        Int, Int
    ) {
        switch orientation {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (height - 1 - y, x)
        case .rightMirrored: (height - 1 - y, width - 1 - x)
        case .left: (y, width - 1 - x)
        }
    }
}
