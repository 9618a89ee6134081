/// Decodes AVIF: still pictures through libheif (which applies clap, irot and imir in MIAF order).
enum AVIFDecoder {
    /// The upright size.
    static func info(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> ImageInfo {
        try HEIFDecoder.info(bytes, format: .avif, limits: limits)
    }

    /// Decodes the picture as `request` asks.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try HEIFDecoder.decode(bytes, format: .avif, request: request)
    }

    /// The EXIF block.
    static func exif(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> [UInt8]? {
        try HEIFDecoder.exif(bytes, limits: limits)
    }
}
