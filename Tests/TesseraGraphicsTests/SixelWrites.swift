import TesseraImaging

/// The pictures a ``SixelScreen`` frame writes, read back from its bytes: each must be `ESC 7`, a cursor
/// move `ESC [ row ; column H`, one sixel image and `ESC 8`, with nothing between them.
struct SixelWrites {
    /// One picture: where the cursor was moved (0-based) and the decoded image.
    struct Write {
        var row: Int
        var column: Int
        var image: RGBImage
        /// Whether every pixel was painted exactly once.
        var paintedOnce: Bool
    }

    var writes: [Write] = []

    /// Reads `bytes`; `nil` when they are anything but such writes.
    init?(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            guard rest.starts(with: [0x1B, UInt8(ascii: "7"), 0x1B, UInt8(ascii: "[")]) else { return nil }
            rest = rest.dropFirst(4)
            guard let h = rest.firstIndex(of: UInt8(ascii: "H")) else { return nil }
            let numbers = String(decoding: rest[..<h], as: UTF8.self).split(separator: ";").compactMap {
                Int($0)
            }
            guard numbers.count == 2 else { return nil }
            rest = rest[(h + 1)...]
            guard rest.starts(with: [0x1B, UInt8(ascii: "P")]) else { return nil }
            var end = rest.startIndex
            while end + 1 < rest.endIndex, !(rest[end] == 0x1B && rest[end + 1] == UInt8(ascii: "\\")) {
                end += 1
            }
            guard end + 1 < rest.endIndex, let decoded = SixelDecoder(Array(rest[...(end + 1)])) else {
                return nil
            }
            rest = rest[(end + 2)...]
            guard rest.starts(with: [0x1B, UInt8(ascii: "8")]) else { return nil }
            rest = rest.dropFirst(2)
            writes.append(
                Write(
                    row: numbers[0] - 1, column: numbers[1] - 1, image: decoded.image,
                    paintedOnce: decoded.paints.allSatisfy { $0 == 1 }))
        }
    }
}
