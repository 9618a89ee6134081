/// What a caller of ``ImageDecoder`` asked for, handed to the format decoders.
struct DecodeRequest {
    /// The size the result must cover, in upright pixels; `nil` for full size.
    var covering: PixelSize?
    /// The colour transparent pixels are composited over.
    var background: (red: UInt8, green: UInt8, blue: UInt8)
    var limits: DecodeLimits

    /// The size to produce for a picture of `size` (upright, or stored when both are stored): the
    /// smallest covering size, or `size` itself without ``covering``.
    func outputSize(for size: PixelSize) -> PixelSize {
        guard let covering else { return size }
        return size.smallestCovering(covering)
    }

    /// Throws the decode-limit error unless `size` may be decoded.
    func checkLimit(_ size: PixelSize) throws(ImageError) {
        guard limits.allows(size) else { throw .overDecodeLimit(size, limits: limits) }
    }
}
