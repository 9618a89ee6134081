/// Rows of 8-bit interleaved pixels a C library decoded (RGB, RGBA, grey or grey with alpha), with their
/// stride: resampled to the size asked for through the ``AreaAverager``, alpha composited over a background.
struct InterleavedPixels {
    /// The first byte of the first row.
    var base: UnsafePointer<UInt8>
    /// The pixels' size.
    var size: PixelSize
    /// Bytes from one row's start to the next.
    var stride: Int
    /// Samples per pixel: 1 (grey), 2 (grey, alpha), 3 (RGB) or 4 (RGBA).
    var channels: Int

    /// The picture resampled to `target`, transparent pixels over `background`.
    func image(resampledTo target: PixelSize, background: (red: UInt8, green: UInt8, blue: UInt8)) -> RGBImage
    {
        var averager = AreaAverager(from: size, to: target)
        let compositor = AlphaCompositor(background: background)
        var rgba = [UInt8](repeating: 255, count: size.width * 4)
        var rgb = [UInt8](repeating: 0, count: size.width * 3)
        for y in 0..<size.height {
            let row = UnsafeBufferPointer(start: base + y * stride, count: size.width * channels)
            if channels == 3 {
                averager.add(row: row)
                continue
            }
            for x in 0..<size.width {
                let source = x * channels
                let grey = channels <= 2
                rgba[4 * x] = row[source]
                rgba[4 * x + 1] = grey ? row[source] : row[source + 1]
                rgba[4 * x + 2] = grey ? row[source] : row[source + 2]
                rgba[4 * x + 3] = channels == 2 ? row[source + 1] : channels == 4 ? row[source + 3] : 255
            }
            rgba.withUnsafeBufferPointer { rgba in
                rgb.withUnsafeMutableBufferPointer { compositor.composite(rgba, into: $0) }
            }
            averager.add(row: rgb)
        }
        return averager.image
    }
}
