import TesseraImaging

/// A small sixel decoder for the tests: reads what `SixelEncoder` writes (and the common subset of the
/// format), painting every pixel it is told to and counting how often each pixel was painted.
struct SixelDecoder {
    /// The decoded pixels; never painted pixels stay black.
    var image: RGBImage
    /// How many times each pixel was painted, row by row.
    var paints: [Int]
    /// The colour registers defined, by number, in 0…255.
    var registers: [Int: (UInt8, UInt8, UInt8)] = [:]

    /// Decodes `bytes`; `nil` when they are not `ESC P … q … ESC \` with raster attributes.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P"),
            bytes[bytes.count - 2] == 0x1B, bytes[bytes.count - 1] == UInt8(ascii: "\\"),
            let q = bytes.firstIndex(of: UInt8(ascii: "q"))
        else { return nil }
        var reader = Reader(bytes: Array(bytes[(q + 1)..<(bytes.count - 2)]))
        guard reader.take(UInt8(ascii: "\"")) else { return nil }
        let raster = reader.numbers()
        guard raster.count == 4 else { return nil }
        let (width, height) = (raster[2], raster[3])
        image = RGBImage(width: width, height: height, pixels: [])
        paints = [Int](repeating: 0, count: width * height)
        var x = 0
        var band = 0
        var colour: (UInt8, UInt8, UInt8) = (0, 0, 0)
        while let byte = reader.next() {
            switch byte {
            case UInt8(ascii: "#"):
                let fields = reader.numbers()
                if fields.count == 5, fields[1] == 2 {
                    registers[fields[0]] = (channel(fields[2]), channel(fields[3]), channel(fields[4]))
                } else if fields.count == 1, let defined = registers[fields[0]] {
                    colour = defined
                } else {
                    return nil
                }
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"): (x, band) = (0, band + 1)
            case UInt8(ascii: "!"):
                guard let count = reader.numbers().first, let character = reader.next() else { return nil }
                for _ in 0..<count { paint(character, x: &x, band: band, colour: colour) }
            case 63...126: paint(byte, x: &x, band: band, colour: colour)
            default: return nil
            }
        }
    }

    private func channel(_ percent: Int) -> UInt8 { UInt8((percent * 255 + 50) / 100) }

    private mutating func paint(_ character: UInt8, x: inout Int, band: Int, colour: (UInt8, UInt8, UInt8)) {
        let bits = character - 63
        for row in 0..<6 where bits & (1 << row) != 0 {
            let y = band * 6 + row
            guard x < image.width, y < image.height else { continue }
            let index = y * image.width + x
            paints[index] += 1
            image.pixels[index * 3] = colour.0
            image.pixels[index * 3 + 1] = colour.1
            image.pixels[index * 3 + 2] = colour.2
        }
        x += 1
    }

    /// A cursor over the bytes after `q`.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func next() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Decimal numbers separated by `;`, as many as follow.
        mutating func numbers() -> [Int] {
            var result: [Int] = []
            repeat {
                var value = 0
                var digits = 0
                while index < bytes.count, (48...57).contains(bytes[index]) {
                    value = value * 10 + Int(bytes[index] - 48)
                    index += 1
                    digits += 1
                }
                if digits == 0 { break }
                result.append(value)
            } while take(UInt8(ascii: ";"))
            return result
        }
    }
}
