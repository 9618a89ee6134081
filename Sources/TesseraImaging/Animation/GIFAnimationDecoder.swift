import CGIF

/// Decodes every frame of a GIF through giflib, record by record (never `DGifSlurp`, which would hold every
/// frame's indices): each graphic control extension's delay, disposal and transparent index, frames drawn
/// onto the logical screen and disposed of as the next one needs (2: back to the background, 3: back to
/// the picture before).
struct GIFAnimationDecoder {
    private let file: UnsafeMutablePointer<GifFileType>
    private var budget: AnimationBudget
    private let background: (red: UInt8, green: UInt8, blue: UInt8)
    private var canvas: RGBImage
    private var control = GraphicControl()
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
        let screen = PixelSize(width: Int(file.pointee.SWidth), height: Int(file.pointee.SHeight))
        guard screen.area > 0 else { throw ImageError(reason: "GIF screen has no size") }
        self.file = file
        budget = try AnimationBudget(canvas: screen, request: request)
        background = request.background
        canvas = RGBImage(size: screen, filledWith: request.background)
    }

    /// Reads records to the end; after an error part-way, the frames so far and the reason.
    private mutating func readFrames() throws(ImageError) -> Animation? {
        var damage: String?
        do {
            while try readRecord() {}
        } catch {
            guard frames.count > 1, !isOverLimit else { throw error }
            damage = error.reason
        }
        guard frames.count > 1 else { return nil }
        return Animation(canvasSize: budget.canvas, frames: frames, damage: damage)
    }

    /// Reads one record; false at the trailer.
    private mutating func readRecord() throws(ImageError) -> Bool {
        var record = UNDEFINED_RECORD_TYPE
        guard DGifGetRecordType(file, &record) != GIF_ERROR else {
            throw GIFDecoder.error(file.pointee.Error)
        }
        switch record {
        case IMAGE_DESC_RECORD_TYPE:
            guard DGifGetImageDesc(file) != GIF_ERROR else { throw GIFDecoder.error(file.pointee.Error) }
            let image = file.pointee.Image
            do {
                try budget.addFrame(decoding: PixelSize(width: Int(image.Width), height: Int(image.Height)))
            } catch {
                isOverLimit = true
                throw error
            }
            try drawFrame()
            control = GraphicControl()
            return true
        case EXTENSION_RECORD_TYPE:
            try readExtension()
            return true
        case TERMINATE_RECORD_TYPE:
            return false
        default:
            throw ImageError(reason: "corrupt GIF data")
        }
    }

    /// Draws the image just described, keeps the screen as a frame, then disposes of the image.
    private mutating func drawFrame() throws(ImageError) {
        let image = file.pointee.Image
        guard let colorMap = image.ColorMap ?? file.pointee.SColorMap, let colors = colorMap.pointee.Colors
        else {
            throw ImageError(reason: "GIF has no colour map")
        }
        let colorCount = Int(colorMap.pointee.ColorCount)
        let (left, top, width) = (Int(image.Left), Int(image.Top), Int(image.Width))
        let before = control.disposal == 3 ? canvas : nil
        let size = canvas.size
        var line = [GifPixelType](repeating: 0, count: max(width, 1))
        for row in GIFFrameReader.rowOrder(height: Int(image.Height), interlaced: image.Interlace) {
            let read = line.withUnsafeMutableBufferPointer { DGifGetLine(file, $0.baseAddress, Int32(width)) }
            guard read != GIF_ERROR else { throw GIFDecoder.error(file.pointee.Error) }
            let y = top + row
            guard y < size.height else { continue }
            for x in 0..<max(0, min(width, size.width - left)) {
                let color = Int(line[x])
                guard color != control.transparentIndex, color < colorCount else { continue }
                let target = (y * size.width + left + x) * 3
                canvas.pixels[target] = colors[color].Red
                canvas.pixels[target + 1] = colors[color].Green
                canvas.pixels[target + 2] = colors[color].Blue
            }
        }
        frames.append(
            Animation.Frame(
                image: budget.scaled(canvas),
                delayMilliseconds: Animation.playedDelay(storedMilliseconds: control.delayCentiseconds * 10)))
        if let before {
            canvas = before
        } else if control.disposal == 2 {
            clear(left: left, top: top, width: width, height: Int(image.Height))
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

    /// Reads one extension and its sub-blocks; a graphic control extension sets the next image's delay,
    /// disposal and transparent index.
    private mutating func readExtension() throws(ImageError) {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(file, &code, &block) != GIF_ERROR else {
            throw GIFDecoder.error(file.pointee.Error)
        }
        if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
            control = GraphicControl(
                disposal: Int(block[1] >> 2) & 7, delayCentiseconds: Int(block[2]) | Int(block[3]) << 8,
                transparentIndex: block[1] & 1 != 0 ? Int(block[4]) : nil)
        }
        while block != nil {
            guard DGifGetExtensionNext(file, &block) != GIF_ERROR else {
                throw GIFDecoder.error(file.pointee.Error)
            }
        }
    }
}

/// What a graphic control extension says about the image after it.
private struct GraphicControl {
    /// 0–1: leave the image; 2: clear it to the background; 3: restore what was under it.
    var disposal = 0
    var delayCentiseconds = 0
    var transparentIndex: Int?
}
