import SystemPackage
import TesseraImaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file in the shared thumbnail cache, checked before a pixel of it is decoded: any program (or
/// anyone) can write there, so nothing in it is trusted.
///
/// In order, each check cheaper than the next: a regular file (not a symlink, FIFO or device) of at most
/// ``maxBytes``; a PNG whose IHDR claims at most the size's pixels on each side; `Thumb::URI` and
/// `Thumb::MTime` text chunks (tEXt, or uncompressed iTXt) that name the photo as it is now. Only then are
/// the pixels decoded, within limits that fit a thumbnail.
struct CachedThumbnailFile {
    /// The largest cached thumbnail read (512 KiB): a 256 × 256 RGBA PNG stored without compression
    /// takes 257 KiB.
    static let maxBytes = 512 << 10

    /// The file's bytes and text chunks.
    let bytes: [UInt8]
    /// The `tEXt` and uncompressed `iTXt` chunks, by key.
    let text: [String: String]

    /// Reads `file` if it passes the checks for a thumbnail of `size` of the photo at `uri` modified at
    /// `modifiedSeconds`; `nil` when any check fails.
    init?(_ file: FilePath, size: ThumbnailCacheLocation.Size, uri: String, modifiedSeconds: Int64) {
        guard let bytes = Self.readBounded(file), let png = PNGChunks(bytes),
            png.width >= 1, png.height >= 1, png.width <= size.pixels, png.height <= size.pixels,
            png.text["Thumb::URI"] == uri, png.text["Thumb::MTime"] == String(modifiedSeconds)
        else { return nil }
        self.bytes = bytes
        text = png.text
    }

    /// The limits a thumbnail of `size` is decoded within.
    static func decodeLimits(for size: ThumbnailCacheLocation.Size) -> DecodeLimits {
        let pixels = size.pixels * size.pixels
        return DecodeLimits(maxPixels: pixels, maxFileBytes: maxBytes, maxDecoderBytes: pixels * 4)
    }

    /// The whole file when it is a regular file of at most ``maxBytes``, else `nil`; opening never
    /// follows a symlink nor blocks on a FIFO.
    static func readBounded(_ file: FilePath) -> [UInt8]? {
        let descriptor = file.withPlatformString { open($0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { _ = close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_size > 0, status.st_size <= maxBytes
        else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            while filled < buffer.count {
                let result = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return false }
                filled += result
            }
            return true
        }
        return complete ? bytes : nil
    }
}
