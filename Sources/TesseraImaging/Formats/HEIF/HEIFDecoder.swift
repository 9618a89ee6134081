/// Decodes HEIF (HEIC) and still AVIF through libheif: the primary image with the container's own
/// transformations, or its thumbnail item when that covers the size asked for (as vipsthumbnail does), then
/// the area averager. Decoded whole: libheif has no scaled decode.
///
/// The EXIF Orientation tag is never applied: MIAF says the `irot`/`imir` properties alone turn the
/// picture, and applying both would turn it twice.
enum HEIFDecoder {
    /// The upright size from the primary image's properties.
    static func info(_ bytes: [UInt8], format: ImageFormat, limits: DecodeLimits) throws(ImageError)
        -> ImageInfo
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> ImageInfo in
            ImageInfo(format: format, size: try HEIFFile(buffer, limits: limits).primarySize)
        }
    }

    /// Decodes the picture as `request` asks; the limit counts the pixels of the image actually decoded
    /// (the thumbnail's when it is used), checked before libheif allocates them.
    static func decode(_ bytes: [UInt8], format: ImageFormat, request: DecodeRequest) throws(ImageError)
        -> DecodedImage
    {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            let file = try HEIFFile(buffer, limits: request.limits)
            let size = file.primarySize
            let target = request.outputSize(for: size)
            let image = try file.withThumbnails { (thumbnails) throws(ImageError) -> RGBImage in
                let source = coveringThumbnail(thumbnails, target: target, request: request) ?? file.primary
                try request.checkLimit(HEIFFile.size(of: source))
                return try HEIFFile.decode(source) { pixels in
                    pixels.image(resampledTo: target, background: request.background)
                }
            }
            return DecodedImage(image: image, info: ImageInfo(format: format, size: size))
        }
    }

    /// The EXIF block of the primary image, with libheif's 4-byte offset before the TIFF header.
    static func exif(_ bytes: [UInt8], limits: DecodeLimits) throws(ImageError) -> [UInt8]? {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> [UInt8]? in
            try HEIFFile(buffer, limits: limits).exif(maxBytes: limits.maxFileBytes)
        }
    }

    /// The smallest thumbnail that covers `target` in both upright dimensions, or nil when none does (or
    /// the full-size picture was asked for).
    static func coveringThumbnail(_ thumbnails: [OpaquePointer], target: PixelSize, request: DecodeRequest)
        -> OpaquePointer?
    {
        if case .full = request.size { return nil }
        return
            thumbnails
            .filter { thumbnail in
                let size = HEIFFile.size(of: thumbnail)
                return size.width >= target.width && size.height >= target.height
            }
            .min { HEIFFile.size(of: $0).area < HEIFFile.size(of: $1).area }
    }
}
