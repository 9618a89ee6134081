/// The rule for which file names are photos: the extension, ignoring case.
///
/// `jpg`, `jpeg`, `jpe`, `png`, `webp`, `gif`, `heic`, `heif`, `avif`, `jxl`, `tif` and `tiff` count, and
/// camera RAW files and videos (``cameraRawExtensions``, ``videoExtensions``), so `IMG_2.JPG` is a photo and
/// `notes.txt`,
/// `jpg` (no extension) and `.jpg` (no name before the dot) are not. The rule looks at the name only;
/// ``LibraryScanner`` also asks the file system that the name belongs to a regular file, and passes over
/// hidden names (starting with `.`).
public enum PhotoName {
    /// The photo extensions, lower-case and without the dot.
    public static let extensions: [String] =
        ["jpg", "jpeg", "jpe", "png", "webp", "gif", "heic", "heif", "avif", "jxl", "tif", "tiff"]
        + cameraRawExtensions + videoExtensions
    /// Camera RAW files, shown by their embedded preview.
    public static let cameraRawExtensions = [
        "dng", "cr2", "cr3", "nef", "arw", "raf", "orf", "rw2", "pef", "srw",
    ]
    /// Videos, shown by a poster frame.
    public static let videoExtensions = ["mp4", "mov", "m4v", "mkv", "webm", "avi", "3gp"]

    /// Whether a file called `name` is a photo by its extension.
    public static func isPhoto(_ name: String) -> Bool {
        isPhoto(bytes: name.utf8)
    }

    /// Whether a file whose name has these bytes (as on disk, not necessarily UTF-8) is a photo by its
    /// extension.
    public static func isPhoto(bytes name: some BidirectionalCollection<UInt8>) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return false }
        let suffix = name[name.index(after: dot)...]
        return extensionBytes.contains { candidate in
            candidate.elementsEqual(suffix.lazy.map(asciiLowercased))
        }
    }

    /// The extension of a file called `name` (these bytes, as on disk), lower-case and without the dot;
    /// `nil` when the name has none (`notes`, `.profile`, `name.`).
    public static func fileExtension(bytes name: some BidirectionalCollection<UInt8>) -> String? {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        guard !suffix.isEmpty else { return nil }
        return String(decoding: suffix.map(asciiLowercased), as: UTF8.self)
    }

    /// ``extensions`` as UTF-8.
    private static let extensionBytes: [[UInt8]] = extensions.map { Array($0.utf8) }

    /// The byte with `A`…`Z` made lower-case; every other byte unchanged.
    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
