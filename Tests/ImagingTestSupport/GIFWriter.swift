import CGIF
import TesseraImaging

/// Writes test GIFs through giflib: palette images (one colour per distinct pixel colour), optional
/// transparency, interlacing, a global or local colour map, and more frames after the first.
public struct GIFWriter: Sendable {
    /// The colour written as the transparent index of the first frame's graphic control extension.
    public var transparentColor: (red: UInt8, green: UInt8, blue: UInt8)?
    /// Whether the frames' rows are stored in the four interlace passes.
    public var interlaced: Bool
    /// Whether the colour map goes with each frame rather than the logical screen.
    public var localColorMap: Bool
    /// Each frame's delay in hundredths of a second, written in a graphic control extension before it
    /// (none when empty); the extension then also carries ``transparentColor`` for every frame.
    public var delaysInCentiseconds: [Int] = []
    /// Each frame's disposal method in that extension (0 when missing): 1 keep, 2 clear to the background,
    /// 3 restore what was there before.
    public var disposals: [Int] = []

    /// A writer with the given settings; the default is an opaque, non-interlaced GIF with a global map.
    public init(
        transparentColor: (red: UInt8, green: UInt8, blue: UInt8)? = nil, interlaced: Bool = false,
        localColorMap: Bool = false
    ) {
        self.transparentColor = transparentColor
        self.interlaced = interlaced
        self.localColorMap = localColorMap
    }

    /// The GIF of `image` followed by `laterFrames` (same size); all frames share up to 256 colours.
    public func encode(_ image: RGBImage, laterFrames: [RGBImage] = []) throws(ImageError) -> [UInt8] {
        let frames = [image] + laterFrames
        var palette = [[UInt8]]()
        for frame in frames {
            for index in stride(from: 0, to: frame.pixels.count, by: 3) {
                let color = Array(frame.pixels[index..<(index + 3)])
                if !palette.contains(color) { palette.append(color) }
            }
        }
        guard palette.count <= 256 else {
            throw ImageError(reason: "\(palette.count) colours do not fit a GIF palette")
        }
        let sink = ByteSink()
        var code: Int32 = 0
        guard
            let file = EGifOpen(
                Unmanaged.passUnretained(sink).toOpaque(),
                { file, bytes, count in ByteSink.write(file, bytes, count) },
                &code)
        else { throw GIFWriter.error(code) }
        let written = write(frames, palette: palette, to: file)
        let closed = EGifCloseFile(file, &code)
        guard written == GIF_OK, closed == GIF_OK else { throw GIFWriter.error(code) }
        return sink.bytes
    }

    private func write(_ frames: [RGBImage], palette: [[UInt8]], to file: UnsafeMutablePointer<GifFileType>)
        -> Int32
    {
        var mapSize = 2
        while mapSize < palette.count { mapSize *= 2 }
        var colors = [GifColorType](repeating: GifColorType(), count: mapSize)
        for (index, color) in palette.enumerated() {
            colors[index] = GifColorType(Red: color[0], Green: color[1], Blue: color[2])
        }
        let map = GifMakeMapObject(Int32(mapSize), colors)
        defer { GifFreeMapObject(map) }
        let size = frames[0].size
        EGifSetGifVersion(file, true)
        guard
            EGifPutScreenDesc(file, Int32(size.width), Int32(size.height), 8, 0, localColorMap ? nil : map)
                == GIF_OK
        else { return GIF_ERROR }
        for (number, frame) in frames.enumerated() {
            if number < delaysInCentiseconds.count {
                let delay = delaysInCentiseconds[number]
                let disposal = number < disposals.count ? UInt8(disposals[number]) : 0
                let transparent = transparentColor.flatMap {
                    palette.firstIndex(of: [$0.red, $0.green, $0.blue])
                }
                var control: [UInt8] = [
                    disposal << 2 | (transparent == nil ? 0 : 1), UInt8(delay & 0xFF), UInt8(delay >> 8),
                    UInt8(transparent ?? 0),
                ]
                guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &control) == GIF_OK else {
                    return GIF_ERROR
                }
            } else if number == 0, let transparentColor {
                let index =
                    palette.firstIndex(of: [
                        transparentColor.red, transparentColor.green, transparentColor.blue,
                    ]) ?? 0
                var control: [UInt8] = [1, 0, 0, UInt8(index)]  // transparent flag, no delay, the index
                guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &control) == GIF_OK else {
                    return GIF_ERROR
                }
            }
            guard
                EGifPutImageDesc(
                    file, 0, 0, Int32(size.width), Int32(size.height), interlaced, localColorMap ? map : nil)
                    == GIF_OK
            else { return GIF_ERROR }
            for row in Self.rowOrder(height: size.height, interlaced: interlaced) {
                var line = (0..<size.width).map { x -> GifPixelType in
                    let color = frame.pixel(x: x, y: row)
                    return GifPixelType(palette.firstIndex(of: [color.red, color.green, color.blue])!)
                }
                guard EGifPutLine(file, &line, Int32(size.width)) == GIF_OK else { return GIF_ERROR }
            }
        }
        return GIF_OK
    }

    /// Rows in file order: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1.
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { Array(stride(from: $0.0, to: height, by: $0.1)) }
    }

    private static func error(_ code: Int32) -> ImageError {
        ImageError(message: GifErrorString(code).map { String(cString: $0) } ?? "GIF error \(code)")
    }
}

/// The bytes giflib writes through its output callback.
private final class ByteSink {
    var bytes = [UInt8]()

    static func write(
        _ file: UnsafeMutablePointer<GifFileType>?, _ data: UnsafePointer<GifByteType>?, _ count: Int32
    )
        -> Int32
    {
        guard let file, let data, let user = file.pointee.UserData else { return 0 }
        let sink = Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
        return count
    }
}
