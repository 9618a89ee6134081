/// The file formats Tessera decodes, recognised by their first bytes, except camera RAW files and videos,
/// which have no common signature and are recognised by their extension (``init(fileExtensionOf:)``).
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    /// JPEG (JFIF, Exif and Adobe files alike): starts `FF D8 FF`.
    case jpeg
    /// PNG: starts with the 8-byte signature `89 'PNG' 0D 0A 1A 0A`.
    case png
    /// WebP: a RIFF container of form `WEBP`.
    case webp
    /// GIF: starts `GIF87a` or `GIF89a`.
    case gif
    /// A camera's RAW file (`dng cr2 cr3 nef arw raf orf rw2 pef srw`), shown by its embedded preview.
    case cameraRaw
    /// A video (`mp4 mov m4v mkv webm avi 3gp`), shown by its poster frame.
    case video
    /// HEIF (HEIC from phones): an ISO BMFF `ftyp` box whose major brand is an HEVC one (`heic`, `heix`,
    /// `heim`, `heis`, `hevc`, `hevx`), or which names such a brand or `mif1`/`msf1` and no AVIF brand.
    case heif
    /// AVIF: an ISO BMFF `ftyp` box whose major brand is `avif` (a still picture) or `avis` (a sequence),
    /// or which names one of them and has no HEVC major brand.
    case avif
    /// JPEG XL: a bare codestream (`FF 0A`) or the ISO BMFF container (`00 00 00 0C 'JXL ' 0D 0A 87 0A`).
    case jxl
    /// TIFF: `II*\0` or `MM\0*` (BigTIFF's `II+\0` and `MM\0+` too).
    case tiff

    /// The format whose signature `bytes` start with, or `nil` when none matches.
    public init?(magic bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(64))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + signature.count
                && Array(head[offset..<(offset + signature.count)]) == signature
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts([0xFF, 0x0A])
            || starts([0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A])
        {
            self = .jxl
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A])
            || starts([0x49, 0x49, 0x2B, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2B])
        {
            self = .tiff
        } else if let format = Self.isoBaseMediaFormat(head) {
            self = format
        } else {
            return nil
        }
    }

    /// HEIF or AVIF from the `ftyp` box's major and compatible brands (those within the first 64 bytes).
    private static func isoBaseMediaFormat(_ head: [UInt8]) -> ImageFormat? {
        guard head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) else { return nil }
        let boxSize = head.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        let end = min(max(boxSize, 12), head.count)
        var brands = [String(decoding: head[8..<12], as: UTF8.self)]
        for offset in stride(from: 16, to: end - 3, by: 4) {
            brands.append(String(decoding: head[offset..<(offset + 4)], as: UTF8.self))
        }
        let avif: Set<String> = ["avif", "avis"]
        let hevc: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx"]
        let generic: Set<String> = ["mif1", "msf1"]
        if avif.contains(brands[0]) { return .avif }
        if hevc.contains(brands[0]) { return .heif }
        if brands.contains(where: avif.contains) { return .avif }
        if brands.contains(where: { hevc.contains($0) || generic.contains($0) }) { return .heif }
        return nil
    }
}
