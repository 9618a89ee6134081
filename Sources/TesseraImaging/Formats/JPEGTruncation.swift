/// Where to stop feeding libjpeg a truncated file.
///
/// libjpeg handles a file that ends inside entropy-coded data well: it warns and fills the rest with
/// grey. A file that ends inside a marker segment is worse: a progressive file has Huffman tables between
/// its scans, and one cut short reads libjpeg's fake end marker as table data and fails outright. Ending
/// the input where that segment starts turns the cut into the harmless kind, keeping the scans before it.
enum JPEGTruncation {
    /// The number of leading bytes to decode: all of them, unless the data ends inside a marker segment,
    /// then the offset where that segment starts.
    ///
    /// With `headerOnly` (for reading the header, which libjpeg stops reading at the first scan's start),
    /// the walk ends after the first start-of-scan segment instead of stepping through the entropy-coded
    /// data byte by byte: a header read of a 64 KiB prefix otherwise spent most of its time here.
    static func usableLength(of bytes: UnsafeBufferPointer<UInt8>, headerOnly: Bool = false) -> Int {
        let count = bytes.count
        if count >= 2 && bytes[count - 2] == 0xFF && bytes[count - 1] == 0xD9 { return count }
        var offset = 2  // after SOI
        while offset + 1 < count {
            guard bytes[offset] == 0xFF else {
                offset += 1  // entropy-coded data
                continue
            }
            switch bytes[offset + 1] {
            case 0xFF: offset += 1  // fill byte
            case 0x00, 0x01, 0xD0...0xD7: offset += 2  // stuffed zero, TEM, restart markers: no length
            case 0xD9: return count  // EOI: the rest is a trailer
            default:
                guard offset + 4 <= count else { return offset }
                let end = offset + 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
                guard end <= count else { return offset }
                if headerOnly && bytes[offset + 1] == 0xDA { return count }  // SOS: the header is whole
                offset = end
            }
        }
        return count
    }

    /// Whether `bytes` (the start of a JPEG) hold its whole header: every marker segment up to and
    /// including the first start-of-scan, which is all that libjpeg reads for the header. A shorter read
    /// of a file then gives the same header as a longer one.
    static func holdsWholeHeader(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return false }
        var offset = 2  // after SOI
        while offset + 1 < count {
            guard bytes[offset] == 0xFF else { return false }  // no data before the first scan
            switch bytes[offset + 1] {
            case 0xFF: offset += 1  // fill byte
            case 0x00, 0x01, 0xD0...0xD9: return false  // no such marker belongs in a header
            default:
                guard offset + 4 <= count else { return false }
                let end = offset + 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
                guard end <= count else { return false }
                if bytes[offset + 1] == 0xDA { return true }
                offset = end
            }
        }
        return false
    }
}
