import TesseraImaging

/// The damaged and hostile files a photo browser meets: truncated, empty, mislabelled, unsupported, and
/// headers that claim enormous pictures.
public enum BrokenImages {
    /// The file's first `length` bytes, as a download cut short leaves it.
    public static func truncated(_ bytes: [UInt8], at length: Int) -> [UInt8] {
        Array(bytes.prefix(length))
    }

    /// A file with no bytes.
    public static let empty: [UInt8] = []

    /// Plain text, as a note saved under a picture's name (`notes.jpg`).
    public static let text: [UInt8] = Array("This is a shopping list, not a photo.\n".utf8)

    /// The JPEG with its SOF0 (baseline) marker changed to SOF3 (lossless), a process libjpeg-turbo 2.1
    /// does not decode.
    public static func losslessJPEG(from jpeg: [UInt8]) -> [UInt8] {
        var bytes = jpeg
        if let sof = startOfFrame(in: bytes) { bytes[sof + 1] = 0xC3 }
        return bytes
    }

    /// The JPEG with its frame header claiming `width` × `height` (at most 65535 each); the scan data
    /// stays that of the real, small picture.
    public static func jpeg(_ jpeg: [UInt8], claiming width: Int, _ height: Int) -> [UInt8] {
        var bytes = jpeg
        guard let sof = startOfFrame(in: bytes) else { return bytes }
        bytes[sof + 5] = UInt8(height >> 8 & 0xFF)
        bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8 & 0xFF)
        bytes[sof + 8] = UInt8(width & 0xFF)
        return bytes
    }

    /// A valid PNG (signature, IHDR of `width` × `height` 8-bit RGB with a correct CRC, `text` as tEXt
    /// chunks, a tiny IDAT, IEND) whose pixels would need `width × height × 3` bytes; Adam7-interlaced on
    /// request, which makes libpng's reader hold the whole picture.
    public static func pngBomb(
        width: Int, height: Int, interlaced: Bool = false, text: [(key: String, value: String)] = []
    ) -> [UInt8] {
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be32(data.count) + body + be32(Int(CRC32.checksum(body)))
        }
        let header = be32(width) + be32(height) + [8, 2, 0, 0, interlaced ? 1 : 0]
        let emptyDeflate: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        let textChunks = text.flatMap { chunk("tEXt", Array($0.key.utf8) + [0] + Array($0.value.utf8)) }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + textChunks
            + chunk("IDAT", emptyDeflate)
            + chunk("IEND", [])
    }

    /// The GIF with its logical screen claiming `width` × `height` (at most 65535 each).
    public static func gif(_ gif: [UInt8], claiming width: Int, _ height: Int) -> [UInt8] {
        var bytes = gif
        bytes[6] = UInt8(width & 0xFF)
        bytes[7] = UInt8(width >> 8 & 0xFF)
        bytes[8] = UInt8(height & 0xFF)
        bytes[9] = UInt8(height >> 8 & 0xFF)
        return bytes
    }

    /// The simple lossless WebP (a `VP8L` chunk right after the RIFF header, as `WebPEncodeLosslessRGB`
    /// writes it) with its header claiming `width` × `height` (at most 16384 each).
    public static func losslessWebP(_ webp: [UInt8], claiming width: Int, _ height: Int) -> [UInt8] {
        var bytes = webp
        guard bytes.count > 25, bytes[12..<16].elementsEqual("VP8L".utf8) else { return bytes }
        let packed = (21..<25).reduce(0) { $0 | Int(bytes[$1]) << (8 * ($1 - 21)) }
        let claimed = (width - 1) | (height - 1) << 14 | packed & ~0x0FFF_FFFF
        for index in 0..<4 { bytes[21 + index] = UInt8(claimed >> (8 * index) & 0xFF) }
        return bytes
    }

    /// The offset of the SOF0 (baseline) or SOF2 (progressive) marker's `FF`, found by walking the marker
    /// segments from SOI.
    private static func startOfFrame(in jpeg: [UInt8]) -> Int? {
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            if marker == 0xC0 || marker == 0xC2 { return offset }
            if marker == 0xDA { return nil }
            offset += 2 + (Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3]))
        }
        return nil
    }
}
