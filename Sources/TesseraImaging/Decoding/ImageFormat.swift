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

    /// The format whose signature `bytes` start with, or `nil` when none matches.
    public init?(magic bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
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
        } else {
            return nil
        }
    }
}
