import TesseraImaging

/// Builds the payload of a JPEG APP1 Exif marker holding one tag, Orientation.
public enum ExifSegment {
    /// The TIFF byte order of the payload.
    public enum ByteOrder: Sendable, CaseIterable {
        /// "II": Intel, least significant byte first.
        case littleEndian
        /// "MM": Motorola, most significant byte first.
        case bigEndian
    }

    /// `Exif\0\0`, a TIFF header and IFD0 with one entry: Orientation (0x0112, SHORT, count 1) = `value`.
    /// `value` is raw so tests can also write values outside 1...8.
    public static func orientation(_ value: UInt16, byteOrder: ByteOrder = .bigEndian) -> [UInt8] {
        func bytes16(_ value: UInt16) -> [UInt8] {
            let pair = [UInt8(value >> 8), UInt8(value & 0xFF)]
            return byteOrder == .bigEndian ? pair : pair.reversed()
        }
        func bytes32(_ value: UInt32) -> [UInt8] {
            let quad = [
                UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
            ]
            return byteOrder == .bigEndian ? quad : quad.reversed()
        }
        var payload = Array("Exif".utf8) + [0, 0]
        payload += byteOrder == .bigEndian ? Array("MM".utf8) : Array("II".utf8)
        payload += bytes16(42) + bytes32(8)  // IFD0 right after the 8-byte header
        payload += bytes16(1)  // one entry
        payload += bytes16(0x0112) + bytes16(3) + bytes32(1) + bytes16(value) + [0, 0]
        payload += bytes32(0)  // no next IFD
        return payload
    }
}
