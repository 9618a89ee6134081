extension BrokenImages {
    /// The little-endian (`II`) TIFF's first IFD: its offset and entry count.
    static func firstIFD(_ tiff: [UInt8]) -> (offset: Int, count: Int) {
        let offset = (0..<4).reduce(0) { $0 | Int(tiff[4 + $1]) << (8 * $1) }
        return (offset, Int(tiff[offset]) | Int(tiff[offset + 1]) << 8)
    }

    /// The little-endian TIFF (or DNG) with the value of `tag` in its first IFD set to `value`, as a
    /// hostile header would claim it (a LONG or SHORT value kept in the entry itself).
    public static func tiff(_ tiff: [UInt8], setting tag: UInt16, to value: UInt32) -> [UInt8] {
        var bytes = tiff
        let ifd = firstIFD(tiff)
        for entry in 0..<ifd.count {
            let at = ifd.offset + 2 + entry * 12
            guard UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 == tag else { continue }
            let type = UInt16(bytes[at + 2]) | UInt16(bytes[at + 3]) << 8
            let value = type == 3 ? [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), 0, 0] : little(value)
            bytes.replaceSubrange((at + 8)..<(at + 12), with: value)
        }
        return bytes
    }

    /// The little-endian TIFF with its first IFD's next-IFD pointer aimed at itself: a directory loop.
    public static func tiffWithDirectoryLoop(_ tiff: [UInt8]) -> [UInt8] {
        var bytes = tiff
        let ifd = firstIFD(tiff)
        let next = ifd.offset + 2 + ifd.count * 12
        bytes.replaceSubrange(next..<(next + 4), with: little(UInt32(ifd.offset)))
        return bytes
    }

    /// The little-endian TIFF followed by a chain of `depth` one-entry directories, the first IFD linking
    /// to the first of them and each to the next: a deep IFD chain.
    public static func tiffWithDirectoryChain(_ tiff: [UInt8], depth: Int) -> [UInt8] {
        var bytes = tiff
        if bytes.count % 2 == 1 { bytes.append(0) }
        let ifd = firstIFD(tiff)
        let next = ifd.offset + 2 + ifd.count * 12
        bytes.replaceSubrange(next..<(next + 4), with: little(UInt32(bytes.count)))
        for index in 0..<depth {
            let following = index == depth - 1 ? 0 : UInt32(bytes.count + 18)
            // One entry: NewSubfileType = 1 (a reduced image), then the link.
            bytes += [1, 0] + [0xFE, 0x00, 4, 0] + little(1) + little(1) + little(following)
        }
        return bytes
    }

    private static func little(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }
}
