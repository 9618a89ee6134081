import CWebP

/// Decodes WebP through libwebp's advanced API, scaling while decoding to the covering size; alpha is
/// composited over the background. An animation shows its first frame (through the demuxer).
enum WebPDecoder {
    /// The size from the headers.
    static func info(_ bytes: [UInt8]) throws(ImageError) -> ImageInfo {
        ImageInfo(format: .webp, size: try features(bytes).size)
    }

    /// Decodes the picture as `request` asks; the limit counts the decoded (scaled) pixels, which libwebp
    /// produces row by row.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        let (size, hasAlpha, isAnimated, isLossless) = try features(bytes)
        if isAnimated { return try WebPAnimationDecoder.firstFrame(bytes, request: request) }
        let target = request.outputSize(for: size)
        try request.checkLimit(target)
        // Whatever the scaling, libwebp decodes a lossless picture into a full-size ARGB buffer, and a
        // lossy one's alpha into a full-size plane.
        let wholeBuffer = size.area * (isLossless ? 4 : hasAlpha ? 1 : 0)
        guard request.limits.allowsDecoderBytes(wholeBuffer) else {
            throw .overMemoryLimit(wholeBuffer, limits: request.limits)
        }
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else {
            throw ImageError(reason: "libwebp version mismatch")
        }
        if target != size {
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(target.width)
            config.options.scaled_height = Int32(target.height)
        }
        let components = hasAlpha ? 4 : 3
        config.output.colorspace = hasAlpha ? MODE_RGBA : MODE_RGB
        config.output.is_external_memory = 1
        var pixels = [UInt8](repeating: 0, count: target.area * components)
        let status = pixels.withUnsafeMutableBufferPointer { pixels in
            config.output.u.RGBA.rgba = pixels.baseAddress
            config.output.u.RGBA.stride = Int32(target.width * components)
            config.output.u.RGBA.size = pixels.count
            return bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
        }
        WebPFreeDecBuffer(&config.output)
        guard status == VP8_STATUS_OK else { throw error(for: status) }
        if hasAlpha {
            var rgb = [UInt8](repeating: 0, count: target.area * 3)
            pixels.withUnsafeBufferPointer { rgba in
                rgb.withUnsafeMutableBufferPointer {
                    AlphaCompositor(background: request.background).composite(rgba, into: $0)
                }
            }
            pixels = rgb
        }
        let image = RGBImage(width: target.width, height: target.height, pixels: pixels)
        return DecodedImage(image: image, info: ImageInfo(format: .webp, size: size))
    }

    private static func features(_ bytes: [UInt8]) throws(ImageError) -> (
        size: PixelSize, hasAlpha: Bool, isAnimated: Bool, isLossless: Bool
    ) {
        var features = WebPBitstreamFeatures()
        let status = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else { throw error(for: status) }
        return (
            PixelSize(width: Int(features.width), height: Int(features.height)), features.has_alpha != 0,
            features.has_animation != 0, features.format == 2
        )
    }

    private static func error(for status: VP8StatusCode) -> ImageError {
        switch status {
        case VP8_STATUS_OUT_OF_MEMORY: ImageError(reason: "out of memory")
        case VP8_STATUS_UNSUPPORTED_FEATURE: ImageError(reason: "unsupported WebP feature")
        case VP8_STATUS_NOT_ENOUGH_DATA: ImageError(reason: "premature end of WebP file")
        default: ImageError(reason: "corrupt WebP data")
        }
    }
}
