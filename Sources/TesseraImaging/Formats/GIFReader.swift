import CGIF

/// The one reader of GIF records for the still decoder (``GIFDecoder``, the first frame) and the animation
/// decoder (``GIFAnimationDecoder``, every frame): through giflib, record by record (never `DGifSlurp`,
/// which would hold every frame's indices), keeping what each graphic control extension says about the image
/// after it, and drawing an image's rows onto a canvas.
struct GIFReader {
    let file: UnsafeMutablePointer<GifFileType>
    /// What the graphic control extension before the current image said (defaults without one).
    private(set) var control = GIFGraphicControl()

    /// A reader of `file`, positioned before its first record.
    init(file: UnsafeMutablePointer<GifFileType>) {
        self.file = file
    }

    /// The logical screen's size.
    var screenSize: PixelSize {
        PixelSize(width: Int(file.pointee.SWidth), height: Int(file.pointee.SHeight))
    }

    /// The current image's rectangle on the screen.
    var imageFrame: (left: Int, top: Int, width: Int, height: Int) {
        let image = file.pointee.Image
        return (Int(image.Left), Int(image.Top), Int(image.Width), Int(image.Height))
    }

    /// Reads records up to and including the next image descriptor; false at the trailer.
    mutating func nextImage() throws(ImageError) -> Bool {
        control = GIFGraphicControl()
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(file, &record) != GIF_ERROR else {
                throw GIFDecoder.error(file.pointee.Error)
            }
            switch record {
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(file) != GIF_ERROR else { throw GIFDecoder.error(file.pointee.Error) }
                return true
            case EXTENSION_RECORD_TYPE:
                try readExtension()
            case TERMINATE_RECORD_TYPE:
                return false
            default:
                throw ImageError(reason: "corrupt GIF data")
            }
        }
    }

    /// Draws the current image's rows, in the order the file stores them, onto `canvas`: its transparent
    /// pixels, colours past the colour map and whatever lies outside the canvas are left as they were.
    ///
    /// - Returns: How many rows were read, and why the rest were not (nil when all were):
    ///   ``ImageError/cancelled`` when `cancellation` was raised (looked at every few rows).
    func draw(onto canvas: inout RGBImage, cancellation: DecodeCancellation? = nil) -> (
        rowsRead: Int, failure: ImageError?
    ) {
        let image = file.pointee.Image
        guard let colorMap = image.ColorMap ?? file.pointee.SColorMap, let colors = colorMap.pointee.Colors
        else {
            return (0, ImageError(reason: "GIF has no colour map"))
        }
        let colorCount = Int(colorMap.pointee.ColorCount)
        let frame = imageFrame
        let size = canvas.size
        let columns = max(0, min(frame.width, size.width - frame.left))
        var line = [GifPixelType](repeating: 0, count: max(frame.width, 1))
        for (index, row) in Self.rowOrder(height: frame.height, interlaced: image.Interlace).enumerated() {
            if index % DecodeCancellation.rowsPerCheck == 0 {
                do { try cancellation?.check() } catch { return (index, error) }
            }
            let read = line.withUnsafeMutableBufferPointer {
                DGifGetLine(file, $0.baseAddress, Int32(frame.width))
            }
            guard read != GIF_ERROR else { return (index, GIFDecoder.error(file.pointee.Error)) }
            let y = frame.top + row
            guard y < size.height, frame.left >= 0 else { continue }
            for x in 0..<columns {
                let color = Int(line[x])
                guard color != control.transparentIndex, color < colorCount else { continue }
                let target = (y * size.width + frame.left + x) * 3
                canvas.pixels[target] = colors[color].Red
                canvas.pixels[target + 1] = colors[color].Green
                canvas.pixels[target + 2] = colors[color].Blue
            }
        }
        return (frame.height, nil)
    }

    /// The image rows in the order the file stores them: top to bottom, or the four interlace passes
    /// (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(stride(from: start, to: height, by: step))
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
            control = GIFGraphicControl(
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
struct GIFGraphicControl {
    /// 0–1: leave the image; 2: clear it to the background; 3: restore what was under it.
    var disposal = 0
    var delayCentiseconds = 0
    var transparentIndex: Int?
}
