import TesseraImaging

/// Turns an RGB image into a sixel image: `ESC P q`, raster attributes, colour registers, the pixels in bands
/// of six rows, `ESC \`.
///
/// Each pixel takes the nearest `SixelPalette` colour; only the registers the image uses are defined
/// (`#n;2;r;g;b`, in percent). A band is written colour by colour: `#n`, one sixel character per column (63 +
/// the six rows' bits, top row lowest), runs of four or more as `!count char`, trailing empty columns left
/// out, `$` back to the band's start; `-` moves to the next band. The raster attributes (`"1;1;w;h`) give the
/// exact size, so a last band of fewer than six rows paints no rows below the image. Work and output are
/// proportional to the pixels times the colours each band uses.
public enum SixelEncoder {
    /// The sixel bytes of `image`; an empty image gives a sequence with raster attributes and no pixels.
    ///
    /// `dithered` adds a 4 × 4 ordered (Bayer) pattern of up to ±24 to every channel before each pixel takes
    /// its register, so a colour between two of the cube's levels comes out as a mix of both instead of a
    /// flat band (at the cost of shorter runs, so more bytes).
    public static func encode(_ image: RGBImage, dithered: Bool = false) -> [UInt8] {
        let width = image.width
        let height = image.height
        var registers = [Int](repeating: 0, count: width * height)
        var used = [Bool](repeating: false, count: SixelPalette.count)
        for index in registers.indices {
            let offset = index * 3
            let shift = dithered ? ditherOffset(x: index % max(width, 1), y: index / max(width, 1)) : 0
            let register = SixelPalette.nearest(
                shifted(image.pixels[offset], by: shift), shifted(image.pixels[offset + 1], by: shift),
                shifted(image.pixels[offset + 2], by: shift))
            registers[index] = register
            used[register] = true
        }
        var out: [UInt8] = [0x1B, UInt8(ascii: "P"), UInt8(ascii: "q")]
        out += Array("\"1;1;\(width);\(height)".utf8)
        for register in used.indices where used[register] {
            let (red, green, blue) = SixelPalette.color(register)
            out += Array("#\(register);2;\(percent(red));\(percent(green));\(percent(blue))".utf8)
        }
        var top = 0
        while top < height {
            if top > 0 { out.append(UInt8(ascii: "-")) }
            appendBand(top: top, rows: min(6, height - top), width: width, registers: registers, to: &out)
            top += 6
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// One band: for every register used in it, the register's sixel row, the rows separated by `$`.
    private static func appendBand(top: Int, rows: Int, width: Int, registers: [Int], to out: inout [UInt8]) {
        var bits: [Int: [UInt8]] = [:]
        for row in 0..<rows {
            let base = (top + row) * width
            for column in 0..<width {
                bits[registers[base + column], default: [UInt8](repeating: 0, count: width)][column] |=
                    1 << row
            }
        }
        for (position, register) in bits.keys.sorted().enumerated() {
            if position > 0 { out.append(UInt8(ascii: "$")) }
            out += Array("#\(register)".utf8)
            appendRuns(bits[register]!, to: &out)
        }
    }

    /// The sixel characters of one row, run-length encoded, without the trailing empty columns.
    private static func appendRuns(_ row: [UInt8], to out: inout [UInt8]) {
        let end = (row.lastIndex { $0 != 0 } ?? -1) + 1
        var start = 0
        while start < end {
            var stop = start + 1
            while stop < end && row[stop] == row[start] { stop += 1 }
            let character = 63 + row[start]
            let count = stop - start
            if count >= 4 {
                out += Array("!\(count)".utf8)
                out.append(character)
            } else {
                out += [UInt8](repeating: character, count: count)
            }
            start = stop
        }
    }

    /// The 4 × 4 Bayer matrix, 0…15.
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The dither offset at a pixel: −23…23, about half the cube's step of 51 either way.
    static func ditherOffset(x: Int, y: Int) -> Int {
        (2 * bayer[(y & 3) * 4 + (x & 3)] - 15) * 51 / 32
    }

    /// `value + shift`, kept within 0…255.
    private static func shifted(_ value: UInt8, by shift: Int) -> UInt8 {
        UInt8(min(max(Int(value) + shift, 0), 255))
    }

    /// A channel value as the percentage sixel colour registers take, rounded.
    static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
