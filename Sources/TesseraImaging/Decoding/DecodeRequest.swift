/// What a caller of ``ImageDecoder`` asked for, handed to the format decoders.
struct DecodeRequest {
    /// How big a result was asked for, in upright pixels.
    enum Size {
        /// The source's own size.
        case full
        /// The smallest size with the source's aspect that covers this one.
        case covering(PixelSize)
        /// The largest size with the source's aspect inside this box.
        case fitting(PixelSize)
    }

    /// How big a result was asked for.
    var size: Size
    /// The colour transparent pixels are composited over.
    var background: (red: UInt8, green: UInt8, blue: UInt8)
    var limits: DecodeLimits
    /// Whether a JPEG's own EXIF orientation is left unapplied (a RAW's preview, turned by the RAW's flip).
    var ignoresExifOrientation = false
    /// How much larger than the result a reduced (DCT-scaled) decode must be.
    var detail: DecodeDetail = .thumbnail
    /// The most pixels an animation's kept frames may take together, when lower than `limits.maxPixels`.
    var maxFramePixels: Int?
    /// Stops the decode part way when raised (checked between batches of rows).
    var cancellation: DecodeCancellation?

    /// The size to produce for a picture of `source` size (upright, or stored when both are stored):
    /// never larger than the source (no upscaling).
    func outputSize(for source: PixelSize) -> PixelSize {
        switch size {
        case .full: source
        case .covering(let target): source.smallestCovering(target)
        case .fitting(let box):
            source.width <= box.width && source.height <= box.height ? source : source.fitting(in: box)
        }
    }

    /// Throws ``ImageError/cancelled`` when the decode was cancelled; call it between batches of rows.
    func checkCancellation() throws(ImageError) {
        try cancellation?.check()
    }

    /// Throws the decode-limit error unless `size` may be decoded.
    func checkLimit(_ size: PixelSize) throws(ImageError) {
        guard limits.allows(size) else { throw .overDecodeLimit(size, limits: limits) }
    }
}
