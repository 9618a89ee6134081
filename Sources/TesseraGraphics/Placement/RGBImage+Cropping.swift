import TesseraImaging

extension RGBImage {
    /// The `size` pixels from (`x`, `y`) on; pixels outside the image are black.
    func cropped(x: Int, y: Int, size: PixelSize) -> RGBImage {
        let width = max(size.width, 0)
        let height = max(size.height, 0)
        var out = [UInt8](repeating: 0, count: width * height * 3)
        let columns = max(x, 0)..<max(min(x + width, self.width), max(x, 0))
        let rows = max(y, 0)..<max(min(y + height, self.height), max(y, 0))
        let runLength = columns.count * 3
        for row in rows {
            let from = (row * self.width + columns.lowerBound) * 3
            let to = ((row - y) * width + columns.lowerBound - x) * 3
            guard runLength > 0, from + runLength <= pixels.count else { break }
            out.replaceSubrange(to..<(to + runLength), with: pixels[from..<(from + runLength)])
        }
        return RGBImage(width: width, height: height, pixels: out)
    }
}
