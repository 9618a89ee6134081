/// The TIFF structure that an EXIF block is: a byte order, a header and directories of tagged values,
/// read with every offset checked against the block, so no value is ever read from outside it.
///
/// EXIF blocks arrive in three wrappings, all accepted: bare TIFF (`II*\0` or `MM\0*`, as a TIFF file and
/// libavif hand it over), after the `Exif\0\0` signature (a JPEG APP1 payload, WebP's and PNG's chunks
/// sometimes), and after a 4-byte big-endian offset to the TIFF header (the HEIF `Exif` item and JPEG XL's
/// `Exif` box, as libheif and libjxl hand them over).
struct TIFFStructure {
    /// The block from its TIFF header on.
    let bytes: ArraySlice<UInt8>
    /// Whether multi-byte values are most significant byte first ("MM").
    let isBigEndian: Bool

    /// Reads the header of `block`, or nil when no TIFF header is found where one of the wrappings puts it.
    init?(block: [UInt8]) {
        for start in Self.candidateStarts(in: block) {
            let slice = block[start...]
            guard let order = Self.byteOrder(of: slice) else { continue }
            bytes = slice
            isBigEndian = order
            return
        }
        return nil
    }

    /// Where the TIFF header may begin: at 0, after `Exif\0\0`, after a 4-byte offset (followed or not by
    /// `Exif\0\0`).
    private static func candidateStarts(in block: [UInt8]) -> [Int] {
        let signature: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        func hasSignature(at offset: Int) -> Bool {
            offset >= 0 && offset + 6 <= block.count && Array(block[offset..<(offset + 6)]) == signature
        }
        var starts = [0]
        if hasSignature(at: 0) { starts.append(6) }
        if block.count >= 4 {
            let offset = block.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            let start = 4 + offset
            if start < block.count {
                starts.append(start)
                if hasSignature(at: start) { starts.append(start + 6) }
            }
        }
        return starts
    }

    /// True for "MM\0*", false for "II*\0", nil for anything else.
    private static func byteOrder(of slice: ArraySlice<UInt8>) -> Bool? {
        guard slice.count >= 8 else { return nil }
        let head = Array(slice.prefix(4))
        if head == [0x49, 0x49, 0x2A, 0x00] { return false }
        if head == [0x4D, 0x4D, 0x00, 0x2A] { return true }
        return nil
    }

    /// The number of bytes from the TIFF header to the end of the block.
    var count: Int { bytes.count }

    /// The offset of the first directory (IFD0), as the header states it.
    var firstDirectoryOffset: Int? { uint32(at: 4).map(Int.init) }

    /// `length` bytes at `offset` (from the TIFF header), or nil when any of them lies outside the block.
    func bytes(at offset: Int, length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset <= count - length else { return nil }
        let start = bytes.startIndex + offset
        return bytes[start..<(start + length)]
    }

    /// The 16-bit value at `offset`, or nil outside the block.
    func uint16(at offset: Int) -> UInt16? {
        guard let pair = bytes(at: offset, length: 2) else { return nil }
        let (first, second) = (UInt16(pair[pair.startIndex]), UInt16(pair[pair.startIndex + 1]))
        return isBigEndian ? first << 8 | second : second << 8 | first
    }

    /// The 32-bit value at `offset`, or nil outside the block.
    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return isBigEndian ? UInt32(high) << 16 | UInt32(low) : UInt32(low) << 16 | UInt32(high)
    }
}
