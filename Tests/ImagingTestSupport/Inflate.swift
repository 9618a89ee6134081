/// A small, slow inflater of zlib streams (RFC 1950 around RFC 1951: stored, fixed and dynamic Huffman
/// blocks), written after zlib's `puff.c`, for tests that look inside a PNG's image data: which filter
/// each row was written with. `nil` for anything malformed.
public enum Inflate {
    /// The bytes `zlibStream` (a 2-byte header, deflate blocks, an Adler-32) inflates to.
    public static func zlib(_ zlibStream: [UInt8]) -> [UInt8]? {
        guard zlibStream.count >= 6, zlibStream[0] & 0x0F == 8,
            (Int(zlibStream[0]) << 8 | Int(zlibStream[1])) % 31 == 0
        else { return nil }
        var reader = BitReader(bytes: zlibStream, position: 2)
        var output = [UInt8]()
        var last = false
        while !last {
            guard let final = reader.bits(1), let kind = reader.bits(2) else { return nil }
            last = final == 1
            switch kind {
            case 0: guard reader.stored(into: &output) else { return nil }
            case 1:
                guard reader.codes(Huffman.fixedLengths, Huffman.fixedDistances, into: &output) else {
                    return nil
                }
            case 2:
                guard let (lengths, distances) = reader.dynamicTables(),
                    reader.codes(lengths, distances, into: &output)
                else { return nil }
            default: return nil
            }
        }
        return output
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init?(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        static let fixedLengths = Huffman(
            lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))!
        static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))!
    }

    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var buffer = 0
        var count = 0

        mutating func bits(_ needed: Int) -> Int? {
            while count < needed {
                guard position < bytes.count else { return nil }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << needed) - 1)
            buffer >>= needed
            count -= needed
            return value
        }

        mutating func decode(_ huffman: Huffman) -> Int? {
            var code = 0
            var first = 0
            var index = 0
            for length in 1..<16 {
                guard let bit = bits(1) else { return nil }
                code |= bit
                let counted = huffman.counts[length]
                if code - counted < first { return huffman.symbols[index + (code - first)] }
                index += counted
                first = (first + counted) << 1
                code <<= 1
            }
            return nil
        }

        mutating func stored(into output: inout [UInt8]) -> Bool {
            buffer = 0
            count = 0
            guard position + 4 <= bytes.count else { return false }
            let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
            let complement = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
            position += 4
            guard length == ~complement & 0xFFFF, position + length <= bytes.count else { return false }
            output += bytes[position..<position + length]
            position += length
            return true
        }

        private static let lengthBase = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
            163,
            195, 227, 258,
        ]
        private static let lengthExtra = [
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
        ]
        private static let distanceBase = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
            3073, 4097, 6145, 8193, 12289, 16385, 24577,
        ]
        private static let distanceExtra = [
            0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
        ]

        mutating func codes(_ lengths: Huffman, _ distances: Huffman, into output: inout [UInt8]) -> Bool {
            while true {
                guard var symbol = decode(lengths) else { return false }
                if symbol < 256 {
                    output.append(UInt8(symbol))
                    continue
                }
                if symbol == 256 { return true }
                symbol -= 257
                guard symbol < 29, let extra = bits(Self.lengthExtra[symbol]) else { return false }
                let length = Self.lengthBase[symbol] + extra
                guard let distanceSymbol = decode(distances), distanceSymbol < 30,
                    let distanceExtra = bits(Self.distanceExtra[distanceSymbol])
                else { return false }
                let distance = Self.distanceBase[distanceSymbol] + distanceExtra
                guard distance <= output.count else { return false }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }

        mutating func dynamicTables() -> (Huffman, Huffman)? {
            guard let literals = bits(5), let distances = bits(5), let codeLengths = bits(4) else {
                return nil
            }
            let (literalCount, distanceCount) = (literals + 257, distances + 1)
            let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
            var lengthLengths = [Int](repeating: 0, count: 19)
            for index in 0..<(codeLengths + 4) {
                guard let length = bits(3) else { return nil }
                lengthLengths[order[index]] = length
            }
            guard let lengthCode = Huffman(lengths: lengthLengths) else { return nil }
            var lengths = [Int]()
            while lengths.count < literalCount + distanceCount {
                guard let symbol = decode(lengthCode) else { return nil }
                switch symbol {
                case 0..<16: lengths.append(symbol)
                case 16:
                    guard let previous = lengths.last, let repeats = bits(2) else { return nil }
                    lengths += [Int](repeating: previous, count: 3 + repeats)
                case 17:
                    guard let repeats = bits(3) else { return nil }
                    lengths += [Int](repeating: 0, count: 3 + repeats)
                default:
                    guard let repeats = bits(7) else { return nil }
                    lengths += [Int](repeating: 0, count: 11 + repeats)
                }
            }
            guard lengths.count == literalCount + distanceCount,
                let literalCode = Huffman(lengths: Array(lengths[..<literalCount])),
                let distanceCode = Huffman(lengths: Array(lengths[literalCount...]))
            else { return nil }
            return (literalCode, distanceCode)
        }
    }
}
