import CGIF

/// Reads a GIF's records up to its first image, keeping the transparent index of the graphic control
/// extension before it, then decodes that image's rows onto a canvas.
struct GIFFrameReader {
    private let file: UnsafeMutablePointer<GifFileType>
    private let background: (red: UInt8, green: UInt8, blue: UInt8)
    private var transparentIndex: Int?

    /// Reads up to and including the first image descriptor.
    init(file: UnsafeMutablePointer<GifFileType>, background: (red: UInt8, green: UInt8, blue: UInt8))
        throws(ImageError)
    {
        self.file = file
        self.background = background
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(file, &record) != GIF_ERROR else {
                throw GIFDecoder.error(file.pointee.Error)
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(file) != GIF_ERROR else { throw GIFDecoder.error(file.pointee.Error) }
                return
            case EXTENSION_RECORD_TYPE:
                try readExtension()
            case TERMINATE_RECORD_TYPE:
                throw ImageError(reason: "GIF contains no image")
            default:
                throw ImageError(reason: "corrupt GIF data")
            }
        }
    }

    /// The screen, or the frame's extent when the screen is given as empty.
    func canvasSize(screen: PixelSize) -> PixelSize {
        guard screen.area == 0 else { return screen }
        let image = file.pointee.Image
        return PixelSize(
            width: Int(image.Left) + Int(image.Width), height: Int(image.Top) + Int(image.Height))
    }

    /// The first frame on a background-coloured canvas, and the reason when its data ended early (the
    /// rows not reached stay background). Throws when not one row decoded.
    func decode(canvasSize: PixelSize) throws(ImageError) -> (image: RGBImage, damage: String?) {
        let image = file.pointee.Image
        guard let colorMap = image.ColorMap ?? file.pointee.SColorMap, let colors = colorMap.pointee.Colors
        else {
            throw ImageError(reason: "GIF has no colour map")
        }
        let colorCount = Int(colorMap.pointee.ColorCount)
        let frame = (
            left: Int(image.Left), top: Int(image.Top), width: Int(image.Width), height: Int(image.Height)
        )
        var canvas = RGBImage(size: canvasSize, filledWith: background).pixels
        var line = [GifPixelType](repeating: 0, count: max(frame.width, 1))
        var damage: String?
        for (index, row) in Self.rowOrder(height: frame.height, interlaced: image.Interlace).enumerated() {
            let read = line.withUnsafeMutableBufferPointer {
                DGifGetLine(file, $0.baseAddress, Int32(frame.width))
            }
            guard read != GIF_ERROR else {
                let reason = GIFDecoder.error(file.pointee.Error)
                guard index > 0 else { throw reason }
                damage = reason.reason
                break
            }
            let y = frame.top + row
            guard y < canvasSize.height else { continue }
            let columns = max(0, min(frame.width, canvasSize.width - frame.left))
            for x in 0..<columns {
                let color = Int(line[x])
                guard color != transparentIndex, color < colorCount else { continue }
                let target = (y * canvasSize.width + frame.left + x) * 3
                canvas[target] = colors[color].Red
                canvas[target + 1] = colors[color].Green
                canvas[target + 2] = colors[color].Blue
            }
        }
        return (RGBImage(width: canvasSize.width, height: canvasSize.height, pixels: canvas), damage)
    }

    /// The image rows in the order the file stores them: top to bottom, or the four interlace passes
    /// (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(stride(from: start, to: height, by: step))
        }
    }

    /// Reads one extension and its sub-blocks; a graphic control extension sets the transparent index.
    private mutating func readExtension() throws(ImageError) {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(file, &code, &block) != GIF_ERROR else {
            throw GIFDecoder.error(file.pointee.Error)
        }
        if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4 {
            transparentIndex = block[1] & 1 != 0 ? Int(block[4]) : nil
        }
        while block != nil {
            guard DGifGetExtensionNext(file, &block) != GIF_ERROR else {
                throw GIFDecoder.error(file.pointee.Error)
            }
        }
    }
}
