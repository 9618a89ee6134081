/// A size in pixels.
public struct PixelSize: Hashable, Sendable {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of pixels, or 0 when either side is not positive.
    public var area: Int { width > 0 && height > 0 ? width * height : 0 }

    /// The size with width and height exchanged.
    public var transposed: PixelSize { PixelSize(width: height, height: width) }
}

extension PixelSize: CustomStringConvertible {
    /// The size as people write it: `4000×3000`.
    public var description: String { "\(width)×\(height)" }
}

extension PixelSize {
    /// The smallest size with this size's aspect that covers `target` in both dimensions, never larger
    /// than this size (no upscaling) and at least 1×1.
    ///
    /// The side whose ratio decides is exactly the target's; the other is rounded up so it still covers.
    func smallestCovering(_ target: PixelSize) -> PixelSize {
        let source = PixelSize(width: max(width, 1), height: max(height, 1))
        let wanted = PixelSize(width: max(target.width, 1), height: max(target.height, 1))
        guard wanted.width < source.width && wanted.height < source.height else { return source }
        if wanted.width * source.height >= wanted.height * source.width {
            let height = (source.height * wanted.width + source.width - 1) / source.width
            return PixelSize(width: wanted.width, height: min(height, source.height))
        }
        let width = (source.width * wanted.height + source.height - 1) / source.height
        return PixelSize(width: min(width, source.width), height: wanted.height)
    }
}

extension PixelSize {
    /// The largest size with this size's aspect inside `box`, each side rounded to the nearest pixel and
    /// at least 1.
    public func fitting(in box: PixelSize) -> PixelSize {
        let source = PixelSize(width: max(width, 1), height: max(height, 1))
        let box = PixelSize(width: max(box.width, 1), height: max(box.height, 1))
        if source.width * box.height > source.height * box.width {
            let height = (source.height * box.width + source.width / 2) / source.width
            return PixelSize(width: box.width, height: max(height, 1))
        }
        let width = (source.width * box.height + source.height / 2) / source.height
        return PixelSize(width: max(width, 1), height: box.height)
    }
}
