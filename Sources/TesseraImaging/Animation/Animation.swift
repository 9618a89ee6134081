/// The frames of an animated GIF or WebP, each the whole picture as it shows at that moment (disposal and
/// blending already applied, alpha over the background asked for), with how long it shows. It plays in a
/// loop.
public struct Animation: Sendable {
    /// One moment of the animation.
    public struct Frame: Sendable {
        /// The whole picture at this moment, at the size asked for.
        public var image: RGBImage
        /// How long it shows, in milliseconds, as browsers play it: a stored delay of 10 ms or less plays
        /// as 100 ms (see ``playedDelay(storedMilliseconds:)``).
        public var delayMilliseconds: Int

        /// Creates a frame.
        public init(image: RGBImage, delayMilliseconds: Int) {
            self.image = image
            self.delayMilliseconds = delayMilliseconds
        }
    }

    /// The full size of the animation's canvas (frames may be smaller when a smaller size was asked for).
    public var canvasSize: PixelSize
    /// The frames in order; at least two.
    public var frames: [Frame]
    /// Set when the file ends early or is damaged after some frames decoded: the reason.
    public var damage: String?

    /// Creates an animation.
    public init(canvasSize: PixelSize, frames: [Frame], damage: String? = nil) {
        self.canvasSize = canvasSize
        self.frames = frames
        self.damage = damage
    }

    /// How long a frame stored with `milliseconds` of delay shows: 100 ms for 10 ms or less (browsers'
    /// rule, since many GIFs store 0), else as stored.
    public static func playedDelay(storedMilliseconds milliseconds: Int) -> Int {
        milliseconds <= 10 ? 100 : milliseconds
    }
}

/// Keeps an animation within the decode limit as its frames are added: the pixels decoded over all frames,
/// and the canvas with every frame kept, each stay within `maxPixels` (frames × pixels is bounded); the
/// kept frames also within the caller's `maxFramePixels` when it asked for one.
struct AnimationBudget {
    let request: DecodeRequest
    let canvas: PixelSize
    let output: PixelSize
    private var pixelsKept = 0
    private var pixelsDecoded = 0

    /// Checks the canvas against the limit.
    init(canvas: PixelSize, request: DecodeRequest) throws(ImageError) {
        try request.checkLimit(canvas)
        self.request = request
        self.canvas = canvas
        output = request.outputSize(for: canvas)
    }

    /// Counts one more frame of `decoded` pixels, kept at the output size; throws once the frames
    /// together pass the limit.
    mutating func addFrame(decoding decoded: PixelSize) throws(ImageError) {
        try request.checkLimit(decoded)
        pixelsKept += output.area
        pixelsDecoded += decoded.area
        guard pixelsKept + canvas.area <= request.limits.maxPixels, pixelsDecoded <= request.limits.maxPixels
        else {
            throw ImageError(
                reason: "animation of \(canvas) is over the decode limit of "
                    + "\(request.limits.pixelLimitDescription) for all its frames")
        }
        if let maxFramePixels = request.maxFramePixels, pixelsKept > maxFramePixels {
            throw ImageError.framesOverMemoryCap(maxFramePixels)
        }
    }

    /// The canvas scaled to the output size.
    func scaled(_ canvasImage: RGBImage) -> RGBImage {
        output == canvasImage.size ? canvasImage : canvasImage.resampled(to: output)
    }
}

extension ImageError {
    /// The error for an animation whose frames, at the size asked for, would take more than
    /// `maxFramePixels` pixels together (see ``ImageDecoder/animation(file:fitting:background:limits:maxFramePixels:)``).
    public static func framesOverMemoryCap(_ maxFramePixels: Int) -> ImageError {
        ImageError(reason: "its frames take more than \(maxFramePixels) pixels together")
    }
}
