extension BrokenImages {
    /// The HEIF or AVIF file with every `ispe` (image spatial extents) property claiming `width` ×
    /// `height`, as a decompression bomb's header would.
    public static func heif(_ file: [UInt8], claiming width: UInt32, _ height: UInt32) -> [UInt8] {
        var bytes = file
        let marker = Array("ispe".utf8)
        var offset = 0
        while offset + 16 <= bytes.count {
            if Array(bytes[offset..<(offset + 4)]) == marker {
                let sizes = [width, height].flatMap { value in
                    [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) }
                }
                bytes.replaceSubrange((offset + 8)..<(offset + 16), with: sizes)
            }
            offset += 1
        }
        return bytes
    }
}

extension BrokenImages {
    /// A bare JPEG XL codestream whose size header claims `width` × `height` (each at most 2^30), with
    /// all-default image metadata and nothing after: enough for libjxl's basic info, no pixels.
    public static func jxlBomb(width: Int, height: Int) -> [UInt8] {
        var bits = [Bool]()
        func append(_ value: Int, count: Int) {
            for bit in 0..<count { bits.append(value >> bit & 1 == 1) }
        }
        append(0, count: 1)  // not `small`
        append(3, count: 2)  // height - 1 in 30 bits
        append(height - 1, count: 30)
        append(0, count: 3)  // no ratio: an explicit width
        append(3, count: 2)
        append(width - 1, count: 30)
        append(1, count: 1)  // image metadata: all default
        while bits.count % 8 != 0 { bits.append(false) }
        let body = stride(from: 0, to: bits.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { byte, bit in bits[start + bit] ? byte | 1 << bit : byte }
        }
        return [0xFF, 0x0A] + body + [UInt8](repeating: 0, count: 16)
    }
}

extension BrokenImages {
    /// The ISO BMFF file with every top-level box of type `type` renamed `free` (which readers skip), as
    /// a file written without that box would read: `meta` for an AVIF sequence with no still picture.
    public static func isobmff(_ file: [UInt8], dropping type: String) -> [UInt8] {
        var bytes = file
        var offset = 0
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
                bytes.replaceSubrange((offset + 4)..<(offset + 8), with: Array("free".utf8))
            }
            guard size >= 8 else { break }
            offset += size
        }
        return bytes
    }
}
