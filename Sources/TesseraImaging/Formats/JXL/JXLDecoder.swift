import CJXL

/// Decodes JPEG XL through libjxl: the first frame, turned upright by libjxl from the codestream's own
/// orientation (the EXIF Orientation tag is ignored, as libjxl's header says it must be), 8-bit RGB(A),
/// then the area averager. Decoded whole: libjxl 0.7 has no scaled decode.
enum JXLDecoder {
    /// The upright size from the basic info.
    static func info(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> ImageInfo {
        let info = try JXLSession(bytes, events: [JXL_DEC_BASIC_INFO]).basicInfo()
        return ImageInfo(format: .jxl, size: uprightSize(info))
    }

    /// Decodes the picture as `request` asks; the limit counts the full-size pixels, checked from the basic
    /// info before libjxl is given an output buffer.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        let session = try JXLSession(bytes, events: [JXL_DEC_BASIC_INFO, JXL_DEC_FULL_IMAGE])
        let info = try session.basicInfo()
        let size = uprightSize(info)
        try request.checkLimit(size)
        let channels = info.alpha_bits > 0 ? 4 : 3
        let image = try session.firstFrame(size: size, channels: channels) { pixels in
            pixels.image(resampledTo: request.outputSize(for: size), background: request.background)
        }
        return DecodedImage(image: image, info: ImageInfo(format: .jxl, size: size))
    }

    /// The `Exif` box's contents (decompressed when stored as a Brotli `brob` box), with its 4-byte offset
    /// before the TIFF header; nil for a bare codestream or a file without one.
    static func exif(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> [UInt8]? {
        try JXLSession(bytes, events: [JXL_DEC_BOX]).box(
            type: "Exif", maxBytes: min(limits.maxFileBytes, 16 << 20))
    }

    /// Width and height after orientation: exchanged for orientations 5–8.
    private static func uprightSize(_ info: JxlBasicInfo) -> PixelSize {
        let stored = PixelSize(width: Int(info.xsize), height: Int(info.ysize))
        return info.orientation.rawValue >= 5 ? stored.transposed : stored
    }
}
