import CGIF

/// Decodes every frame of a GIF through giflib, record by record (never `DGifSlurp`, which would hold every
/// frame's indices): each graphic control extension's delay, disposal and transparent index, frames drawn
/// onto the logical screen and disposed of as the next one needs (2: back to the background, 3: back to
/// the picture before).
struct GIFAnimationDecoder {
    private var reader: GIFReader
    private var budget: AnimationBudget
    private let background: (red: UInt8, green: UInt8, blue: UInt8)
    private var canvas: RGBImage
    private var frames: [Animation.Frame] = []
    /// Set when the frames passed the limit: that is refused, never shown as damage.
    private var isOverLimit = false

    /// Every frame of the GIF in `bytes`, or nil when it has only one.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> Animation? {
        try GIFDecoder.withFile(bytes) { (file) throws(ImageError) -> Animation? in
            var decoder = try GIFAnimationDecoder(file: file, request: request)
            return try decoder.readFrames()
        }
    }

    private init(file: UnsafeMutablePointer<GifFileType>, request: DecodeRequest) throws(ImageError) {
        reader = GIFReader(file: file)
        let screen = reader.screenSize
        guard screen.area > 0 else { throw ImageError(reason: "GIF screen has no size") }
        budget = try AnimationBudget(canvas: screen, request: request)
        background = request.background
        canvas = RGBImage(size: screen, filledWith: request.background)
    }

    /// Reads images to the trailer; after an error part-way, the frames so far and the reason.
    private mutating func readFrames() throws(ImageError) -> Animation? {
        var damage: String?
        do throws(ImageError) {
            while try reader.nextImage() {
                let image = reader.imageFrame
                do {
                    try budget.addFrame(decoding: PixelSize(width: image.width, height: image.height))
                } catch {
                    isOverLimit = true
                    throw error
                }
                try drawFrame()
            }
        } catch {
            guard frames.count > 1, !isOverLimit else { throw error }
            damage = error.reason
        }
        guard frames.count > 1 else { return nil }
        return Animation(canvasSize: budget.canvas, frames: frames, damage: damage)
    }

    /// Draws the image just described, keeps the screen as a frame, then disposes of the image.
    private mutating func drawFrame() throws(ImageError) {
        let control = reader.control
        let before = control.disposal == 3 ? canvas : nil
        if let failure = reader.draw(onto: &canvas).failure { throw failure }
        frames.append(
            Animation.Frame(
                image: budget.scaled(canvas),
                delayMilliseconds: Animation.playedDelay(storedMilliseconds: control.delayCentiseconds * 10)))
        if let before {
            canvas = before
        } else if control.disposal == 2 {
            let image = reader.imageFrame
            clear(left: image.left, top: image.top, width: image.width, height: image.height)
        }
    }

    /// Paints a rectangle of the screen with the background.
    private mutating func clear(left: Int, top: Int, width: Int, height: Int) {
        let size = canvas.size
        for y in max(top, 0)..<max(top, min(top + height, size.height)) {
            for x in max(left, 0)..<max(left, min(left + width, size.width)) {
                let target = (y * size.width + x) * 3
                canvas.pixels[target] = background.red
                canvas.pixels[target + 1] = background.green
                canvas.pixels[target + 2] = background.blue
            }
        }
    }
}
