/// One directory (IFD) of a ``TIFFStructure``: its entries by tag, each value read only after its type,
/// count and offset are checked against the block.
struct ExifDirectory {
    /// An entry's type, as the TIFF 6.0 and EXIF 2.32 specifications number them.
    enum ValueType: UInt16 {
        case byte = 1
        case ascii, short, long, rational, signedByte, undefined, signedShort, signedLong
        case signedRational, float, double
        case ifd = 13

        /// Bytes per value.
        var size: Int {
            switch self {
            case .byte, .ascii, .signedByte, .undefined: 1
            case .short, .signedShort: 2
            case .long, .signedLong, .float, .ifd: 4
            case .rational, .signedRational, .double: 8
            }
        }
    }

    /// Where one tag's values are: type, count and the offset of the first value from the TIFF header.
    struct Entry {
        var tag: UInt16
        var type: ValueType
        var count: Int
        var valueOffset: Int
    }

    /// More entries than any real camera writes in one directory; a larger count is read up to here.
    static let maxEntries = 512
    /// The longest text value read; longer ones are cut here.
    static let maxTextBytes = 256

    let structure: TIFFStructure
    /// The entries whose values lie wholly inside the block, in the directory's order. A directory holds
    /// a few dozen entries, so a search through this list is cheaper than building a dictionary of them.
    private let entries: [Entry]

    /// Reads the directory at `offset`, or nil when its entry count lies outside the block. Entries of
    /// unknown types or with values outside the block are left out.
    init?(structure: TIFFStructure, offset: Int) {
        guard offset >= 8, let declared = structure.uint16(at: offset) else { return nil }
        self.structure = structure
        var entries: [Entry] = []
        entries.reserveCapacity(min(Int(declared), Self.maxEntries))
        for index in 0..<min(Int(declared), Self.maxEntries) {
            let position = offset + 2 + index * 12
            guard let tag = structure.uint16(at: position), let rawType = structure.uint16(at: position + 2),
                let count = structure.uint32(at: position + 4)
            else { break }
            guard let type = ValueType(rawValue: rawType) else { continue }
            let length = type.size * Int(count)
            let valueOffset = length <= 4 ? position + 8 : structure.uint32(at: position + 8).map(Int.init)
            guard let valueOffset, structure.bytes(at: valueOffset, length: length) != nil else { continue }
            entries.append(Entry(tag: tag, type: type, count: Int(count), valueOffset: valueOffset))
        }
        self.entries = entries
    }

    /// The entry of `tag` (the first, when a directory repeats a tag), if its values lie in the block.
    func entry(_ tag: UInt16) -> Entry? {
        entries.first { $0.tag == tag }
    }

    /// The first value of `tag` as an unsigned integer (BYTE, SHORT, LONG or IFD).
    func unsigned(_ tag: UInt16) -> UInt32? {
        guard let entry = entry(tag), entry.count >= 1 else { return nil }
        switch entry.type {
        case .byte: return structure.bytes(at: entry.valueOffset, length: 1).map { UInt32($0.first!) }
        case .short: return structure.uint16(at: entry.valueOffset).map(UInt32.init)
        case .long, .ifd: return structure.uint32(at: entry.valueOffset)
        default: return nil
        }
    }

    /// The values of a RATIONAL or SRATIONAL `tag` (at most `limit` of them); a zero denominator gives nil
    /// for that value.
    func rationals(_ tag: UInt16, limit: Int = 4) -> [ExifRational?] {
        guard let entry = entry(tag), entry.type == .rational || entry.type == .signedRational else {
            return []
        }
        return (0..<min(entry.count, limit)).map { index in
            let offset = entry.valueOffset + index * 8
            guard let numerator = structure.uint32(at: offset),
                let denominator = structure.uint32(at: offset + 4)
            else { return nil }
            if entry.type == .signedRational {
                return ExifRational(
                    numerator: Int(Int32(bitPattern: numerator)),
                    denominator: Int(Int32(bitPattern: denominator)))
            }
            return ExifRational(numerator: Int(numerator), denominator: Int(denominator))
        }
    }

    /// The first rational value of `tag`.
    func rational(_ tag: UInt16) -> ExifRational? {
        rationals(tag, limit: 1).first ?? nil
    }

    /// The text of an ASCII (or UNDEFINED) `tag`: up to the first NUL and at most ``maxTextBytes``, decoded
    /// as UTF-8 (invalid bytes replaced), control characters dropped, surrounding spaces trimmed; nil
    /// when nothing is left.
    func text(_ tag: UInt16) -> String? {
        guard let entry = entry(tag), entry.type == .ascii || entry.type == .undefined,
            let raw = structure.bytes(at: entry.valueOffset, length: min(entry.count, Self.maxTextBytes))
        else { return nil }
        return Self.cleanText(raw.prefix { $0 != 0 })
    }

    /// `raw` as ``text(_:)`` gives it: decoded as UTF-8, control characters dropped, surrounding spaces
    /// trimmed; nil when nothing is left. Plain ASCII, what cameras write, takes a path without Unicode
    /// tables.
    static func cleanText(_ raw: ArraySlice<UInt8>) -> String? {
        guard raw.allSatisfy({ $0 < 0x80 }) else { return cleanUnicodeText(raw) }
        // In ASCII the control characters are 0x00–0x1F and 0x7F, and there are no format characters.
        // Text without them (what cameras write) is taken as it is, not copied.
        let isKept = { (byte: UInt8) in byte >= 0x20 && byte != 0x7F }
        let kept = raw.allSatisfy(isKept) ? raw : ArraySlice(raw.filter(isKept))
        guard let first = kept.firstIndex(where: { $0 != 0x20 }),
            let last = kept.lastIndex(where: { $0 != 0x20 })
        else { return nil }
        return String(decoding: kept[first...last], as: UTF8.self)
    }

    /// ``cleanText(_:)`` for text that is not plain ASCII.
    private static func cleanUnicodeText(_ raw: ArraySlice<UInt8>) -> String? {
        let scalars = String(decoding: raw, as: UTF8.self).unicodeScalars
            .filter { !$0.properties.generalCategory.isControl }
        let text = String(String.UnicodeScalarView(scalars))
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is a control or format character (never shown as text).
    fileprivate var isControl: Bool { self == .control || self == .format }
}
