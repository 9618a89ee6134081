/// The header and text chunks of a PNG held in memory, walked chunk by chunk without inflating anything.
struct PNGChunks {
    /// The width in IHDR.
    let width: Int
    /// The height in IHDR.
    let height: Int
    /// The `tEXt` chunks and the uncompressed `iTXt` ones, by key (the first of a key wins).
    let text: [String: String]

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of `bytes`, or `nil` when it is no PNG, IHDR is not first, or a chunk runs past the end.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 33, bytes.starts(with: Self.signature) else { return nil }
        func number(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(at: 8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        width = number(at: 16)
        height = number(at: 20)
        var text = [String: String]()
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = number(at: offset)
            let type = bytes[offset + 4..<offset + 8]
            let dataStart = offset + 8
            guard length <= bytes.count - dataStart - 4 else { return nil }
            let data = bytes[dataStart..<dataStart + length]
            if type.elementsEqual("tEXt".utf8) || type.elementsEqual("iTXt".utf8),
                let (key, value) = Self.textEntry(data, international: type.elementsEqual("iTXt".utf8)),
                text[key] == nil
            {
                text[key] = value
            }
            if type.elementsEqual("IEND".utf8) { break }
            offset = dataStart + length + 4
        }
        self.text = text
    }

    /// A `tEXt` chunk's key and Latin-1 value, or an uncompressed `iTXt` chunk's key and UTF-8 value.
    private static func textEntry(_ data: ArraySlice<UInt8>, international: Bool) -> (String, String)? {
        guard let keyEnd = data.firstIndex(of: 0) else { return nil }
        let key = latin1(data[data.startIndex..<keyEnd])
        var rest = data[(keyEnd + 1)...]
        guard international else { return (key, latin1(rest)) }
        // iTXt: compression flag, method, language tag NUL, translated keyword NUL, text.
        guard rest.count >= 2, rest.first == 0 else { return nil }
        rest = rest.dropFirst(2)
        for _ in 0..<2 {
            guard let end = rest.firstIndex(of: 0) else { return nil }
            rest = rest[(end + 1)...]
        }
        return (key, String(decoding: rest, as: UTF8.self))
    }

    private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
