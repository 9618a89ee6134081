/// Bounds on what a decode may cost, so a hostile or broken file cannot exhaust memory.
public struct DecodeLimits: Hashable, Sendable {
    /// Largest decode in pixels after DCT scaling (default 100,000,000), checked from the header before
    /// any pixel buffer is allocated.
    public var maxPixels: Int
    /// Largest file read in bytes (default 512 MiB).
    public var maxFileBytes: Int
    /// Most bytes a decoder may hold for a whole-picture working buffer beyond the result (default
    /// 256 MiB), checked from the header before it is allocated: a progressive or multi-scan JPEG's DCT
    /// coefficients (kept at full size whatever the scaling; libjpeg's memory manager is capped at it
    /// too), an interlaced PNG's full-size rows, a GIF's canvas, a lossless WebP's ARGB pixels (a lossy
    /// one's alpha plane).
    public var maxDecoderBytes: Int

    /// Creates limits; the defaults are those of ``standard``.
    public init(maxPixels: Int = 100_000_000, maxFileBytes: Int = 512 << 20, maxDecoderBytes: Int = 256 << 20)
    {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
        self.maxDecoderBytes = maxDecoderBytes
    }

    /// 100 megapixels, 512 MiB of file and 256 MiB of decoder buffers.
    public static let standard = DecodeLimits()

    /// Whether decoding `size` is allowed.
    func allows(_ size: PixelSize) -> Bool {
        size.width <= maxPixels && size.height <= maxPixels && size.width * size.height <= maxPixels
    }

    /// The pixel limit in words: "100 megapixels", "1 megapixel" or "2500 pixels".
    var pixelLimitDescription: String {
        guard maxPixels >= 1_000_000, maxPixels % 1_000_000 == 0 else {
            return maxPixels == 1 ? "1 pixel" : "\(maxPixels) pixels"
        }
        let megapixels = maxPixels / 1_000_000
        return megapixels == 1 ? "1 megapixel" : "\(megapixels) megapixels"
    }

    /// The file limit in words: "512 MiB" or "1000 bytes".
    var fileLimitDescription: String { Self.describe(bytes: maxFileBytes) }

    /// The decoder memory limit in words: "256 MiB" or "1000 bytes".
    var decoderLimitDescription: String { Self.describe(bytes: maxDecoderBytes) }

    /// Whether a working buffer of `bytes` is allowed.
    func allowsDecoderBytes(_ bytes: Int) -> Bool { bytes <= maxDecoderBytes }

    /// `bytes` in words: whole MiB as "512 MiB", anything else as "1000 bytes".
    static func describe(bytes: Int) -> String {
        guard bytes >= 1 << 20, bytes % (1 << 20) == 0 else { return "\(bytes) bytes" }
        return "\(bytes >> 20) MiB"
    }
}
