import TesseraCanvas

/// Floyd–Steinberg error diffusion over a block of picture pixels, serpentine (rows alternate direction by
/// the parity of their picture row, so a row is always scanned the same way).
///
/// Diffusion starts at the picture's top, or `Canvas.diffusionLead` rows above the wanted rows, so the
/// pattern of a pixel does not depend on how much of the picture above it is scrolled off screen.
struct ErrorDiffusion {
    private let columns: Range<Int>
    private let rows: Range<Int>
    private var colors: [Color]

    /// Diffuses the pixels of `columns` × (the lead rows and `rows`) at `depth` (8, 16 or 256 colours) and
    /// keeps the colours of `columns` × `rows`.
    init(
        depth: ColorDepth, columns: Range<Int>, rows: Range<Int>,
        pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)
    ) {
        self.columns = columns
        self.rows = rows
        colors = Array(repeating: .default, count: columns.count * rows.count)
        let width = columns.count
        // Errors in sixteenths, per component, for this row and the next, with a spare entry at each end.
        var current = [SIMD3<Int32>](repeating: .zero, count: width + 2)
        var next = current
        for y in max(rows.lowerBound - Canvas.diffusionLead, 0)..<rows.upperBound {
            let forward = y % 2 == 0
            for step in 0..<width {
                let offset = forward ? step : width - 1 - step
                let x = columns.lowerBound + offset
                let (red, green, blue) = pixel(x, y)
                var value = SIMD3<Int32>(Int32(red), Int32(green), Int32(blue)) &* 16 &+ current[offset + 1]
                value = (value &+ 8) / 16
                value.clamp(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
                let (color, shown) = Self.quantized(value, depth: depth)
                if rows.contains(y) { colors[(y - rows.lowerBound) * width + offset] = color }
                let error = value &- shown
                let ahead = forward ? offset + 2 : offset
                let behind = forward ? offset : offset + 2
                current[ahead] &+= error &* 7
                next[behind] &+= error &* 3
                next[offset + 1] &+= error &* 5
                next[ahead] &+= error
            }
            swap(&current, &next)
            for index in next.indices { next[index] = .zero }
        }
    }

    /// The diffused colour of pixel `(x, y)`, which must lie in the columns and rows asked for.
    func color(x: Int, y: Int) -> Color {
        colors[(y - rows.lowerBound) * columns.count + (x - columns.lowerBound)]
    }

    /// The nearest palette colour to `value` at `depth` and its RGB.
    private static func quantized(_ value: SIMD3<Int32>, depth: ColorDepth) -> (Color, SIMD3<Int32>) {
        let color = ColorQuantizer.nearest(UInt8(value.x), UInt8(value.y), UInt8(value.z), at: depth)
        guard case .indexed(let index) = color else { return (color, value) }
        let (red, green, blue) = XtermPalette.rgb(index)
        return (color, SIMD3(Int32(red), Int32(green), Int32(blue)))
    }
}
