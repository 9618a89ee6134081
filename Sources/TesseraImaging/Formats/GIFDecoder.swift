import CGIF

/// Decodes the first frame of a GIF through giflib, reading from memory: the frame's local colour map or
/// the global one, its transparent index over the background, interlaced rows put in place. The canvas
/// (the logical screen) is decoded whole, so its size is checked against the limit before any image data
/// is read.
enum GIFDecoder {
    /// The logical screen size.
    static func info(_ bytes: [UInt8]) throws(ImageError) -> ImageInfo {
        try withFile(bytes) { (file) throws(ImageError) -> ImageInfo in
            ImageInfo(format: .gif, size: GIFReader(file: file).screenSize)
        }
    }

    /// Decodes the first frame as `request` asks.
    static func decode(_ bytes: [UInt8], request: DecodeRequest) throws(ImageError) -> DecodedImage {
        try withFile(bytes) { (file) throws(ImageError) -> DecodedImage in
            var reader = GIFReader(file: file)
            let screen = reader.screenSize
            try request.checkLimit(screen)
            guard try reader.nextImage() else { throw ImageError(reason: "GIF contains no image") }
            // An empty screen is taken as the first frame's extent.
            let frame = reader.imageFrame
            let canvasSize =
                screen.area > 0
                ? screen : PixelSize(width: frame.left + frame.width, height: frame.top + frame.height)
            try request.checkLimit(canvasSize)
            // The canvas is decoded whole, as RGB, before it is resampled.
            let canvasBytes = canvasSize.area * 3
            guard request.limits.allowsDecoderBytes(canvasBytes) else {
                throw .overMemoryLimit(canvasBytes, limits: request.limits)
            }
            var canvas = RGBImage(size: canvasSize, filledWith: request.background)
            // Rows not reached stay background; not one row read is no picture at all.
            let drawn = reader.draw(onto: &canvas, cancellation: request.cancellation)
            if let failure = drawn.failure, drawn.rowsRead == 0 || failure == .cancelled { throw failure }
            let damage = drawn.failure?.reason
            let target = request.outputSize(for: canvasSize)
            let image = target == canvasSize ? canvas : canvas.resampled(to: target)
            return DecodedImage(image: image, info: ImageInfo(format: .gif, size: canvasSize), damage: damage)
        }
    }

    /// Opens `bytes` with giflib's in-memory read callback and closes the file after `body`.
    static func withFile<Result>(
        _ bytes: [UInt8], _ body: (UnsafeMutablePointer<GifFileType>) throws(ImageError) -> Result
    ) throws(ImageError) -> Result {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImageError) -> Result in
            var source = MemorySource(bytes: buffer)
            return try withUnsafeMutablePointer(to: &source) { (source) throws(ImageError) -> Result in
                var code: Int32 = 0
                let opened = DGifOpen(
                    source, { file, target, count in MemorySource.read(file, target, count) }, &code)
                guard let file = opened else { throw error(code) }
                defer { DGifCloseFile(file, nil) }
                return try body(file)
            }
        }
    }

    /// A reason for a giflib error code; a read past the end is a truncated file.
    static func error(_ code: Int32) -> ImageError {
        if code == D_GIF_ERR_READ_FAILED { return ImageError(reason: "premature end of GIF file") }
        guard let message = GifErrorString(code) else { return ImageError(reason: "GIF error \(code)") }
        return ImageError(message: String(cString: message))
    }
}

/// The bytes giflib reads through its callback.
private struct MemorySource {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    /// giflib's InputFunc: copies up to `count` bytes, returning how many (fewer at the end of the data).
    static func read(
        _ file: UnsafeMutablePointer<GifFileType>?, _ target: UnsafeMutablePointer<GifByteType>?,
        _ count: Int32
    ) -> Int32 {
        guard let file, let target, count > 0,
            let source = file.pointee.UserData?.assumingMemoryBound(to: MemorySource.self)
        else { return 0 }
        let available = min(Int(count), source.pointee.bytes.count - source.pointee.offset)
        guard available > 0, let base = source.pointee.bytes.baseAddress else { return 0 }
        target.update(from: base + source.pointee.offset, count: available)
        source.pointee.offset += available
        return Int32(available)
    }
}
