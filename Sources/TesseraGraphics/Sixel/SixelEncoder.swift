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
    public static func encode(_ image: RGBImage) -> [UInt8] {
        let width = image.width
        let height = image.height
        var registers = [Int](repeating: 0, count: width * height)
        var used = [Bool](repeating: false, count: SixelPalette.count)
        for index in registers.indices {
            let offset = index * 3
            let register = SixelPalette.nearest(
                image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2])
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

    /// A channel value as the percentage sixel colour registers take, rounded.
    static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
}
