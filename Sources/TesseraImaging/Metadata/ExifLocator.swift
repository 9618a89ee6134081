/// Finds the EXIF block in the containers that Swift walks itself: JPEG's APP1 segments, PNG's chunks,
/// WebP's RIFF chunks. Each walk checks every length against the bytes and stops at the container's end
/// marker, so a broken file gives nil, never a read outside `bytes`.
///
/// HEIF, AVIF and JPEG XL blocks come from their libraries (``HEIFDecoder``, ``AVIFDecoder``,
/// ``JXLDecoder``); a TIFF file is itself the block.
enum ExifLocator {
    /// The payload of the first APP1 segment that starts `Exif\0\0` (the signature included), walking
    /// the marker segments from SOI up to the first scan.
    static func jpeg(_ bytes: [UInt8]) -> [UInt8]? {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte
                offset += 1
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return nil }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                offset += 2
                continue
            }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let payload = Array(bytes[(offset + 4)..<(offset + 2 + length)])
            if marker == 0xE1, payload.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]) { return payload }
            offset += 2 + length
        }
        return nil
    }

    /// The data of the `eXIf` chunk, walking the chunks after the signature up to `IEND`.
    static func png(_ bytes: [UInt8]) -> [UInt8]? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            guard length <= bytes.count - offset - 12 else { return nil }
            if type == Array("eXIf".utf8) { return Array(bytes[(offset + 8)..<(offset + 8 + length)]) }
            if type == Array("IEND".utf8) { return nil }
            offset += 12 + length
        }
        return nil
    }

    /// The data of the `EXIF` chunk of a RIFF `WEBP` file (chunks are padded to even lengths).
    static func webp(_ bytes: [UInt8]) -> [UInt8]? {
        var offset = 12
        while offset + 8 <= bytes.count {
            let type = Array(bytes[offset..<(offset + 4)])
            let length = bytes[(offset + 4)..<(offset + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 8 else { return nil }
            if type == Array("EXIF".utf8) { return Array(bytes[(offset + 8)..<(offset + 8 + length)]) }
            offset += 8 + length + (length & 1)
        }
        return nil
    }
}
