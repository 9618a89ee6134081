import SystemPackage

extension ImageDecoder {
    /// Every frame of an animated GIF, WebP or AVIF (an image sequence, read through FFmpeg) fitted into `box` (full size without one), with each frame's
    /// delay as it plays; nil for a still picture (any other format, or a single frame).
    ///
    /// The canvas and all frames together are held to `limits.maxPixels`, so a long animation throws
    /// rather than filling memory; `maxFramePixels`, when given, caps the frames kept at the size asked
    /// for more tightly (a viewer's memory budget), throwing ``ImageError/framesOverMemoryCap(_:)`` past it.
    public static func animation(
        file: FilePath, fitting box: PixelSize? = nil, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, maxFramePixels: Int? = nil
    ) throws(ImageError) -> Animation? {
        let bytes = try FileReader.read(file, limits: limits).bytes
        if ImageFormat(magic: bytes) == .avif {
            var request = DecodeRequest(
                size: box.map(DecodeRequest.Size.fitting) ?? .full, background: background, limits: limits)
            request.maxFramePixels = maxFramePixels
            return try AVIFAnimationDecoder.decode(file, bytes: bytes, request: request)
        }
        return try animation(
            bytes: bytes, fitting: box, background: background, limits: limits, maxFramePixels: maxFramePixels
        )
    }

    /// The animation in `bytes`; see ``animation(file:fitting:background:limits:maxFramePixels:)``. An AVIF
    /// sequence plays from its file only: in memory it is still (nil).
    public static func animation(
        bytes: [UInt8], fitting box: PixelSize? = nil, background: (UInt8, UInt8, UInt8) = (0, 0, 0),
        limits: DecodeLimits = .standard, maxFramePixels: Int? = nil
    ) throws(ImageError) -> Animation? {
        var request = DecodeRequest(
            size: box.map(DecodeRequest.Size.fitting) ?? .full, background: background, limits: limits)
        request.maxFramePixels = maxFramePixels
        switch ImageFormat(magic: bytes) {
        case .gif: return try GIFAnimationDecoder.decode(bytes, request: request)
        case .webp: return try WebPAnimationDecoder.decode(bytes, request: request)
        default: return nil
        }
    }
}
