/// Why an image could not be read: one line, lower-case first letter, no trailing period, fit to show
/// after "cannot read NAME: ".
public struct ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, e.g. "not an image" or "premature end of JPEG file".
    public var reason: String

    /// Creates an error with `reason` as given.
    public init(reason: String) {
        self.reason = reason
    }

    /// Creates an error from a library's or the system's message: surrounding spaces and a trailing
    /// period removed, first letter lower-cased ("Not a JPEG file: starts with 0x89 0x50." becomes
    /// "not a JPEG file: starts with 0x89 0x50").
    public init(message: String) {
        reason = Self.sentenceFragment(message)
    }

    /// The reason.
    public var description: String { reason }

    /// The file's first bytes match no supported format.
    public static let notAnImage = ImageError(reason: "not an image")
    /// The file has no bytes.
    public static let emptyFile = ImageError(reason: "empty file")
    /// The path names a directory, a FIFO, a device or a socket.
    public static let notARegularFile = ImageError(reason: "not a regular file")

    /// A picture of `size` pixels would be decoded, more than `limits` allow.
    public static func overDecodeLimit(_ size: PixelSize, limits: DecodeLimits) -> ImageError {
        ImageError(reason: "\(size) is over the decode limit of \(limits.pixelLimitDescription)")
    }

    /// A decode that would hold a working buffer of `byteCount` bytes (or, when `nil`, more than the
    /// limit: libjpeg's capped memory manager refused), more than `limits` allow.
    public static func overMemoryLimit(_ byteCount: Int?, limits: DecodeLimits) -> ImageError {
        let needed =
            byteCount.map { "\(($0 + (1 << 20) - 1) >> 20) MiB of decoder memory" } ?? "more decoder memory"
        return ImageError(reason: "needs \(needed), over the limit of \(limits.decoderLimitDescription)")
    }

    /// A region to decode that lies wholly outside the picture of `size` it was asked of.
    public static func regionOutsidePicture(_ region: PixelRect, size: PixelSize) -> ImageError {
        ImageError(reason: "region \(region) is outside the \(size) picture")
    }

    /// A file of `byteCount` bytes, more than `limits` allow reading.
    public static func overFileLimit(_ byteCount: Int, limits: DecodeLimits) -> ImageError {
        ImageError(
            reason: "file of \(byteCount) bytes is over the read limit of \(limits.fileLimitDescription)")
    }

    /// `message` as a reason: trimmed, no trailing period, first letter lower-cased unless the first
    /// word is an acronym ("JPEG datastream…" stays).
    static func sentenceFragment(_ message: String) -> String {
        var text = Substring(message)
        while let last = text.last, last == "." || last == " " || last == "\n" { text = text.dropLast() }
        while let first = text.first, first == " " { text = text.dropFirst() }
        guard let first = text.first else { return "unknown error" }
        let firstWord = text.prefix { $0 != " " && $0 != ":" }
        if firstWord.count > 1 && firstWord.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            return String(text)
        }
        return first.lowercased() + text.dropFirst()
    }
}
