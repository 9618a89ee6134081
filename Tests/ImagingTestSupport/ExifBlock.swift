/// Builds complete EXIF blocks (bare TIFF structure) for parser tests: IFD0 with camera, orientation and
/// date, an Exif IFD with exposure, lens and dates, a GPS IFD — every field ``PhotoMetadata`` reads.
public struct ExifBlock: Sendable {
    /// One tag to write: number, TIFF type and the value bytes in big-endian order (swapped for "II").
    public struct Field: Sendable {
        /// The tag number.
        public var tag: UInt16
        /// The TIFF type: 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL.
        public var type: UInt16
        /// The number of values (text bytes with the NUL for ASCII).
        public var count: UInt32
        /// Values as unsigned integers of the type's size (2 per rational), or text bytes for ASCII.
        public var values: [UInt64]

        /// Text, NUL-terminated.
        public static func ascii(_ tag: UInt16, _ text: String) -> Field {
            let bytes = Array(text.utf8) + [0]
            return Field(tag: tag, type: 2, count: UInt32(bytes.count), values: bytes.map(UInt64.init))
        }
        /// 16-bit values.
        public static func short(_ tag: UInt16, _ values: UInt16...) -> Field {
            Field(tag: tag, type: 3, count: UInt32(values.count), values: values.map(UInt64.init))
        }
        /// One 32-bit value.
        public static func long(_ tag: UInt16, _ value: UInt32) -> Field {
            Field(tag: tag, type: 4, count: 1, values: [UInt64(value)])
        }
        /// Fractions, numerator and denominator.
        public static func rational(_ tag: UInt16, _ pairs: (UInt32, UInt32)...) -> Field {
            Field(
                tag: tag, type: 5, count: UInt32(pairs.count),
                values: pairs.flatMap { [UInt64($0.0), UInt64($0.1)] })
        }
    }

    /// "MM" when true, "II" otherwise.
    public var isBigEndian: Bool
    /// IFD0's fields (the Exif and GPS pointers are added by ``bytes()``).
    public var ifd0: [Field]
    /// The Exif IFD's fields.
    public var exif: [Field]
    /// The GPS IFD's fields.
    public var gps: [Field]

    /// A block with these directories.
    public init(isBigEndian: Bool = true, ifd0: [Field] = [], exif: [Field] = [], gps: [Field] = []) {
        self.isBigEndian = isBigEndian
        self.ifd0 = ifd0
        self.exif = exif
        self.gps = gps
    }

    /// A phone photo's EXIF: Apple iPhone 15 Pro, orientation 6, taken 2026-11-08 12:11:05 +01:00,
    /// 1/250 s at f/1.8, ISO 125, 6.9 mm, at 48.8583 N 2.2945 W (minutes and seconds as cameras write them).
    public static func phone(isBigEndian: Bool = true) -> ExifBlock {
        ExifBlock(
            isBigEndian: isBigEndian,
            ifd0: [
                .ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone 15 Pro"), .short(0x0112, 6),
                .ascii(0x0132, "2026:11:09 08:00:00"),
            ],
            exif: [
                .rational(0x829A, (1, 250)), .rational(0x829D, (18, 10)), .short(0x8827, 125, 250),
                .ascii(0x9003, "2026:11:08 12:11:05"), .ascii(0x9004, "2026:11:08 12:11:06"),
                .ascii(0x9011, "+01:00"), .rational(0x920A, (69, 10)),
                .ascii(0xA434, "iPhone 15 Pro back camera 6.86mm f/1.78"),
            ],
            gps: [
                .ascii(1, "N"), .rational(2, (48, 1), (51, 1), (2988, 100)), .ascii(3, "W"),
                .rational(4, (2, 1), (17, 1), (4020, 100)),
            ])
    }

    /// The block: TIFF header, IFD0, then the Exif and GPS IFDs (pointers added when they are not empty),
    /// values longer than 4 bytes after each directory.
    public func bytes() -> [UInt8] {
        var output = (isBigEndian ? Array("MM".utf8) : Array("II".utf8)) + bytes16(42) + bytes32(8)
        var directories = [ifd0]
        var pointerTags = [UInt16]()
        if !exif.isEmpty {
            pointerTags.append(0x8769)
            directories.append(exif)
        }
        if !gps.isEmpty {
            pointerTags.append(0x8825)
            directories.append(gps)
        }
        // IFD0 gets placeholder pointers, patched once the other directories' offsets are known.
        directories[0] += pointerTags.map { .long($0, 0) }
        var offsets = [Int]()
        var pointerSlots = [UInt16: Int]()
        for (index, fields) in directories.enumerated() {
            offsets.append(output.count)
            let sorted = fields.sorted { $0.tag < $1.tag }
            let dataStart = output.count + 2 + sorted.count * 12 + 4
            var data = [UInt8]()
            output += bytes16(UInt16(sorted.count))
            for field in sorted {
                let value = encode(field)
                output += bytes16(field.tag) + bytes16(field.type) + bytes32(field.count)
                if index == 0, pointerTags.contains(field.tag) { pointerSlots[field.tag] = output.count }
                if value.count <= 4 {
                    output += value + [UInt8](repeating: 0, count: 4 - value.count)
                } else {
                    output += bytes32(UInt32(dataStart + data.count))
                    data += value + (value.count % 2 == 1 ? [0] : [])
                }
            }
            output += bytes32(0) + data
        }
        for (index, tag) in pointerTags.enumerated() {
            let patched = bytes32(UInt32(offsets[index + 1]))
            output.replaceSubrange(pointerSlots[tag]!..<(pointerSlots[tag]! + 4), with: patched)
        }
        return output
    }

    private func encode(_ field: Field) -> [UInt8] {
        switch field.type {
        case 2: field.values.map { UInt8($0) }
        case 3: field.values.flatMap { bytes16(UInt16($0)) }
        default: field.values.flatMap { bytes32(UInt32($0)) }
        }
    }

    private func bytes16(_ value: UInt16) -> [UInt8] {
        let pair = [UInt8(value >> 8), UInt8(value & 0xFF)]
        return isBigEndian ? pair : pair.reversed()
    }

    private func bytes32(_ value: UInt32) -> [UInt8] {
        let quad = [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ]
        return isBigEndian ? quad : quad.reversed()
    }
}
