import CHeif

/// Decodes AVIF through libheif, whose Debian build carries an AV1 decoder (dav1d) and applies `clap`,
/// `irot` and `imir` in MIAF order (libavif 0.11 applies none of them). A still picture is the primary item;
/// an animated AVIF (`avis`) as avifenc writes it also has a primary item, its first frame, which is what
/// the Feed shows; a sequence without one is ``AVIFSequence``'s. The frames themselves come through FFmpeg
/// (``AVIFAnimationDecoder``, see docs/photos.md).
enum AVIFDecoder {
    /// The upright size of the primary item.
    static func info(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> ImageInfo {
        if AVIFSequence.lacksStillPicture(bytes) { throw AVIFSequence.needsFile }
        return try HEIFDecoder.info(bytes, format: .avif, limits: limits)
    }

    /// Decodes the primary item as `request` asks.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        guard libheifDecodesAV1 else { throw ImageError(reason: "this libheif has no AV1 decoder") }
        if AVIFSequence.lacksStillPicture(bytes) { throw AVIFSequence.needsFile }
        return try HEIFDecoder.decode(bytes, format: .avif, request: request)
    }

    /// Whether the libheif linked was built with an AV1 decoder plugin (Debian 12's has dav1d and libaom).
    static var libheifDecodesAV1: Bool { heif_have_decoder_for_format(heif_compression_AV1) != 0 }

    /// The primary item's EXIF block (with libheif's 4-byte offset first).
    static func exif(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> [UInt8]? {
        try HEIFDecoder.exif(bytes, limits: limits)
    }
}
