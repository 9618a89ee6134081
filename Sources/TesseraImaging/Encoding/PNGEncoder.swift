import CImagingShims

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes 8-bit RGB PNGs with text chunks, as the freedesktop thumbnail cache stores thumbnails.
public enum PNGEncoder {
    /// An 8-bit RGB PNG of `image` with the given text chunks, in order (the thumbnail cache writes
    /// `Thumb::URI`, `Thumb::MTime` and `Software`).
    ///
    /// A value that is Latin-1 goes in a tEXt chunk, any other in an iTXt chunk (UTF-8). Keys must be
    /// 1–79 Latin-1 characters without NUL, and values must not contain NUL, as PNG requires; otherwise
    /// this throws.
    public static func encode(_ image: RGBImage, text: [(key: String, value: String)]) throws(ImageError)
        -> [UInt8]
    {
        guard image.width > 0, image.height > 0 else {
            throw ImageError(reason: "cannot write an empty image")
        }
        var strings = [UnsafeMutablePointer<CChar>]()
        defer {
            for string in strings { string.deallocate() }
        }
        var chunks = [tessera_png_text_chunk]()
        for (key, value) in text {
            guard let keyBytes = latin1(key), (1...79).contains(keyBytes.count), !keyBytes.contains(0) else {
                throw ImageError(reason: "invalid PNG text key \"\(key)\"")
            }
            guard !value.utf8.contains(0) else {
                throw ImageError(reason: "PNG text \"\(key)\" contains NUL")
            }
            let valueBytes = latin1(value)
            strings.append(cString(keyBytes))
            strings.append(cString(valueBytes ?? Array(value.utf8)))
            chunks.append(
                tessera_png_text_chunk(
                    key: strings[strings.count - 2], text: strings[strings.count - 1],
                    utf8: valueBytes == nil ? 1 : 0))
        }
        let pixels = image.completePixels
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let written = chunks.withUnsafeBufferPointer { chunks in
            var encoding = tessera_png_encoding()
            encoding.width = UInt32(image.width)
            encoding.height = UInt32(image.height)
            encoding.bit_depth = 8
            encoding.color_type = 2  // PNG_COLOR_TYPE_RGB
            encoding.text = chunks.baseAddress
            encoding.text_count = Int32(chunks.count)
            return tessera_png_encode(
                pixels, image.width * 3, &encoding, &output, &outputSize, &message, message.count)
        }
        guard written != 0, let output else {
            throw ImageError(
                message: String(
                    decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(output) }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }

    /// The string's Latin-1 bytes, or nil when a character is outside Latin-1.
    private static func latin1(_ string: String) -> [UInt8]? {
        var bytes = [UInt8]()
        for scalar in string.unicodeScalars {
            guard scalar.value < 256 else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    /// A NUL-terminated copy of `bytes`, for the caller to deallocate.
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
        let string = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { string[index] = CChar(bitPattern: byte) }
        string[bytes.count] = 0
        return string
    }
}
