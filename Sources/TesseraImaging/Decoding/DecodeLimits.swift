/// Bounds on what a decode may cost, so a hostile or broken file cannot exhaust memory.
public struct DecodeLimits: Hashable, Sendable {
    /// Largest decode in pixels after DCT scaling (default 100,000,000), checked from the header before
    /// any pixel buffer is allocated.
    public var maxPixels: Int
    /// Largest file read in bytes (default 512 MiB).
    public var maxFileBytes: Int

    /// Creates limits; the defaults are those of ``standard``.
    public init(maxPixels: Int = 100_000_000, maxFileBytes: Int = 512 << 20) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }

    /// 100 megapixels and 512 MiB.
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
    var fileLimitDescription: String {
        guard maxFileBytes >= 1 << 20, maxFileBytes % (1 << 20) == 0 else { return "\(maxFileBytes) bytes" }
        return "\(maxFileBytes >> 20) MiB"
    }
}
