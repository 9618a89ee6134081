import CWebP

/// Decodes an animated WebP through libwebpdemux's animation decoder, which blends and disposes frames
/// onto the canvas itself; the canvas size and frame count are checked against the limit first.
enum WebPAnimationDecoder {
    /// Every frame, or nil for a WebP that is not animated.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> Animation? {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> Animation? in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demuxer = WebPDemux(&data) else { throw ImageError(reason: "corrupt WebP data") }
            let flags = WebPDemuxGetI(demuxer, WEBP_FF_FORMAT_FLAGS)
            let canvas = PixelSize(
                width: Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH)),
                height: Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT)))
            let frameCount = Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
            WebPDemuxDelete(demuxer)
            guard flags & ANIMATION_FLAG.rawValue != 0, frameCount > 1 else { return nil }
            var budget = try AnimationBudget(canvas: canvas, request: request)
            for _ in 0..<frameCount { try budget.addFrame(decoding: canvas) }
            return try decodeFrames(&data, budget: budget, frameCount: frameCount)
        }
    }

    /// The first frame of an animated WebP as `request` asks, e.g. for its tile in the Feed.
    static func firstFrame(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> DecodedImage in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let demuxer = WebPDemux(&data) else { throw ImageError(reason: "corrupt WebP data") }
            let canvas = PixelSize(
                width: Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH)),
                height: Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT)))
            WebPDemuxDelete(demuxer)
            var budget = try AnimationBudget(canvas: canvas, request: request)
            try budget.addFrame(decoding: canvas)
            let animation = try decodeFrames(&data, budget: budget, frameCount: 1)
            guard let first = animation.frames.first else {
                throw ImageError(reason: "corrupt WebP animation")
            }
            return DecodedImage(image: first.image, info: ImageInfo(format: .webp, size: canvas))
        }
    }

    /// Decodes up to `frameCount` frames.
    private static func decodeFrames(_ data: inout WebPData, budget: AnimationBudget, frameCount: Int)
        throws(ImageError) -> Animation
    {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            throw ImageError(reason: "libwebp version mismatch")
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        guard let decoder = WebPAnimDecoderNew(&data, &options) else {
            throw ImageError(reason: "corrupt WebP animation")
        }
        defer { WebPAnimDecoderDelete(decoder) }
        let canvas = budget.canvas
        let compositor = AlphaCompositor(background: budget.request.background)
        var frames: [Animation.Frame] = []
        var previousTimestamp: Int32 = 0
        while frames.count < frameCount, WebPAnimDecoderHasMoreFrames(decoder) != 0 {
            var rgba: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            guard WebPAnimDecoderGetNext(decoder, &rgba, &timestamp) != 0, let rgba else {
                guard !frames.isEmpty else { throw ImageError(reason: "corrupt WebP animation") }
                return Animation(canvasSize: canvas, frames: frames, damage: "corrupt WebP animation frame")
            }
            var rgb = [UInt8](repeating: 0, count: canvas.area * 3)
            rgb.withUnsafeMutableBufferPointer {
                compositor.composite(UnsafeBufferPointer(start: rgba, count: canvas.area * 4), into: $0)
            }
            let image = RGBImage(width: canvas.width, height: canvas.height, pixels: rgb)
            let delay = Animation.playedDelay(storedMilliseconds: Int(timestamp - previousTimestamp))
            previousTimestamp = timestamp
            frames.append(Animation.Frame(image: budget.scaled(image), delayMilliseconds: delay))
        }
        return Animation(canvasSize: canvas, frames: frames)
    }
}
