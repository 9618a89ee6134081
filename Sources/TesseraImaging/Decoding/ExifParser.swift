/// Finds the Orientation tag in an Exif payload: the TIFF structure after the `Exif\0\0` signature of a
/// JPEG APP1 marker, in either byte order.
enum ExifParser {
    private static let orientationTag: UInt16 = 0x0112
    private static let shortType: UInt16 = 3

    /// The orientation IFD0 states, or `.up` when the payload is malformed, the tag is missing or its
    /// value is outside 1...8.
    static func orientation(in tiff: UnsafeBufferPointer<UInt8>) -> ExifOrientation {
        guard tiff.count >= 8 else { return .up }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return .up
        }
        func read16(_ offset: Int) -> UInt16 {
            let (first, second) = (UInt16(tiff[offset]), UInt16(tiff[offset + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        func read32(_ offset: Int) -> Int {
            let high = Int(read16(offset))
            let low = Int(read16(offset + 2))
            return bigEndian ? high << 16 | low : low << 16 | high
        }
        guard read16(2) == 42 else { return .up }
        let directory = read32(4)
        guard directory >= 8, directory + 2 <= tiff.count else { return .up }
        let entries = Int(read16(directory))
        for index in 0..<entries {
            let entry = directory + 2 + index * 12
            guard entry + 12 <= tiff.count else { return .up }
            guard read16(entry) == orientationTag else { continue }
            guard read16(entry + 2) == shortType, read32(entry + 4) >= 1 else { return .up }
            return ExifOrientation(rawValue: Int(read16(entry + 8))) ?? .up
        }
        return .up
    }
}
