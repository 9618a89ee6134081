import TesseraCanvas

/// The block shape and the two colours that best show one cell's pixels (2 × 2 for quadrants, 2 × 3 for
/// sextants), chosen as chafa chooses its symbols.
///
/// Every way of splitting the pixels in two is tried: each side's colour is the mean of its pixels as the
/// terminal will show it (the nearest palette entry below 24-bit colour), and the split's error is the sum
/// of the squared RGB distances from every pixel to its side's colour. The split with the least error wins;
/// on a tie the earlier one, and one colour (no split) comes first, so a flat cell stays a single colour. A
/// split and its complement are the same two areas with the colours swapped, so only the splits that leave
/// the last pixel in the background are tried: 8 for quadrants, 32 for sextants.
///
/// The error of a side with colour `c` is computed from the sums of its pixels and of their squares, which
/// are worked out once for every subset: Σ‖p − c‖² = Σ‖p‖² − 2 c·Σp + n‖c‖², exact in integers. A split
/// whose foreground side alone already costs as much as the best so far is not looked at further.
struct BlockFit: Equatable {
    /// The pixels shown in the foreground colour, bit `i` for pixel `i` row by row; 0 for one colour.
    var mask: Int
    /// The colour of the pixels in ``mask``.
    var foreground: Color
    /// The colour of the other pixels (all of them when ``mask`` is 0).
    var background: Color

    /// The best fit for `pixels` (red, green, blue, each 0–255; 1 to 6 of them), shown through `palette`.
    /// A split whose two sides come out as the same colour counts as one colour.
    init(_ pixels: UnsafeBufferPointer<SIMD3<Int32>>, palette: inout ShownColors) {
        let count = min(max(pixels.count, 1), 6)
        let all = (1 << count) - 1
        var best = (error: 0, mask: 0, foreground: Color.default, background: Color.default)
        // The sum (red, green, blue), the sum of squares and the size of every subset, by mask.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 5 << count) { table in
            table.initialize(repeating: 0)
            for mask in 1...all {
                let pixel = pixels.isEmpty ? .zero : pixels[mask.trailingZeroBitCount]
                let (row, rest) = (5 * mask, 5 * (mask & (mask - 1)))
                table[row] = table[rest] &+ pixel.x
                table[row + 1] = table[rest + 1] &+ pixel.y
                table[row + 2] = table[rest + 2] &+ pixel.z
                table[row + 3] = table[rest + 3] &+ (pixel &* pixel).wrappedSum()
                table[row + 4] = table[rest + 4] &+ 1
            }
            func side(_ mask: Int) -> (color: Color, error: Int) {
                let row = 5 * mask
                let sum = SIMD3(table[row], table[row + 1], table[row + 2])
                let (color, shown) = palette.shown(sum: sum, of: table[row + 4])
                let error =
                    Int(table[row + 3]) - 2 * Int((shown &* sum).wrappedSum())
                    + Int(table[row + 4]) * Int((shown &* shown).wrappedSum())
                return (color, error)
            }
            let flat = side(all)
            best = (flat.error, 0, .default, flat.color)
            for mask in 1..<(1 << (count - 1)) {
                let foreground = side(mask)
                guard foreground.error < best.error else { continue }
                let background = side(all ^ mask)
                let error = foreground.error + background.error
                guard error < best.error else { continue }
                best =
                    foreground.color == background.color
                    ? (error, 0, .default, background.color)
                    : (error, mask, foreground.color, background.color)
            }
        }
        self.mask = best.mask
        self.foreground = best.foreground
        self.background = best.background
    }
}

/// The colour a mean of pixels is shown in at one colour depth, and its RGB, remembered for the means met
/// so far (a picture's cells share many): the nearest palette entry below 24-bit colour, the mean itself
/// at 24 bits.
struct ShownColors {
    let depth: ColorDepth
    /// Direct-mapped by the mean's 24 bits: the mean plus one (0: empty), then what it is shown as.
    private var keys = [Int32](repeating: 0, count: 4096)
    private var values = [(color: Color, rgb: SIMD3<Int32>)](repeating: (.default, .zero), count: 4096)

    /// The memory for `depth` (anything but monochrome).
    init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The colour the mean (rounded) of `size` pixels (1–6) summing to `sum` is shown in, and its RGB.
    mutating func shown(sum: SIMD3<Int32>, of size: Int32) -> (color: Color, rgb: SIMD3<Int32>) {
        // ⌊(2·sum + size) / (2·size)⌋ by a multiplication: exact for sums up to 6 × 255 and sizes 1–6.
        let reciprocal = Self.reciprocals[Int(min(max(size, 1), 6))]
        let mean = ((sum &* 2 &+ SIMD3(repeating: size)) &* SIMD3(repeating: reciprocal)) &>> 17
        let key = mean.x << 16 | mean.y << 8 | mean.z
        let slot = Int((key ^ key >> 12) & 4095)
        if keys[slot] == key + 1 { return values[slot] }
        let color = ColorQuantizer.nearest(UInt8(mean.x), UInt8(mean.y), UInt8(mean.z), at: depth)
        var rgb = mean
        if case .indexed(let index) = color {
            let entry = XtermPalette.rgb(index)
            rgb = SIMD3(Int32(entry.red), Int32(entry.green), Int32(entry.blue))
        }
        keys[slot] = key + 1
        values[slot] = (color, rgb)
        return (color, rgb)
    }

    /// ⌈2¹⁷ / (2·size)⌉ for sizes 0–6 (0 unused).
    private static let reciprocals: [Int32] = [0, 65536, 32768, 21846, 16384, 13108, 10923]
}
