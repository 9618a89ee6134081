import Canvas
import Imaging
import PhotoLibrary
import Thumbnails

/// What the photo screens share: the pipeline that makes their pictures, and how pictures are painted.
final class PhotoContext {
    /// Makes thumbnails and viewer pictures off the main thread.
    let pipeline: PicturePipeline
    /// The colours and dithering pictures are painted with.
    let rendering: PictureRendering

    /// The Feed's thumbnails painted into cells, per picture and size (least recently used out first),
    /// so a scroll frame copies them instead of quantising them again.
    private var painted: LeastRecentlyUsedCache<PaintedKey, Canvas>

    private struct PaintedKey: Hashable {
        var request: PictureRequest
        var columns: Int
        var rows: Int
    }

    /// - Parameter paintedByteLimit: What the painted thumbnails may take: the app gives them an eighth of
    ///   its picture memory, 8 MiB by default (32 bytes a cell: some 22 screens of 200 × 60).
    init(pipeline: PicturePipeline, rendering: PictureRendering, paintedByteLimit: Int = 8 << 20) {
        self.pipeline = pipeline
        self.rendering = rendering
        painted = LeastRecentlyUsedCache(byteLimit: paintedByteLimit)
    }

    /// Draws a photo's thumbnail cropped to fill `rect`, the placeholder while it is being made, or the
    /// broken-picture mark; returns the picture when there is one.
    @discardableResult
    func drawThumbnail(of photo: Photo, in rect: CellRect, into canvas: inout Canvas) -> Thumbnails.Picture? {
        let request = Self.thumbnailRequest(for: photo)
        switch pipeline.state(of: request) {
        case .pending:
            PicturePainter.paintPlaceholder(in: rect, into: &canvas)
            return nil
        case .failed:
            PicturePainter.paintBroken(in: rect, into: &canvas)
            return nil
        case .ready(let picture):
            guard canvas.paintsLikeWhole(rect, rendering: rendering) else {
                // Diffusion clipped at a side: painted in place, as it is shown.
                if let image = thumbnail(for: request, in: rect) { paint(image, in: rect, into: &canvas) }
                return picture
            }
            let key = PaintedKey(request: request, columns: rect.width, rows: rect.height)
            if let kept = painted[key] {
                canvas.draw(kept, at: rect.origin)
            } else if let image = thumbnail(for: request, in: rect) {
                var cells = Canvas(columns: rect.width, rows: rect.height)
                paint(image, in: cells.bounds, into: &cells)
                painted.insert(
                    cells, for: key, cost: max(rect.width * rect.height, 1) * MemoryLayout<Cell>.stride)
                canvas.draw(cells, at: rect.origin)
            }
            return picture
        }
    }

    /// The thumbnail of `request` cropped to fill `rect` (two pixels a cell), once it is ready.
    private func thumbnail(for request: PictureRequest, in rect: CellRect) -> RGBImage? {
        pipeline.image(for: request, size: PixelSize(width: rect.width, height: rect.height * 2), fill: true)
    }

    /// Paints `image` (`rect.width` × `2 · rect.height` pixels) into `rect`.
    func paint(_ image: RGBImage, in rect: CellRect, into canvas: inout Canvas) {
        PicturePainter.paint(image, in: rect, rendering: rendering, into: &canvas)
    }

    /// The Feed thumbnail of a photo.
    static func thumbnailRequest(for photo: Photo) -> PictureRequest {
        request(for: photo, size: .thumbnail)
    }

    /// A picture of a photo at `size`.
    static func request(for photo: Photo, size: PictureSize) -> PictureRequest {
        PictureRequest(
            file: photo.path, modifiedSeconds: photo.modified.seconds,
            modifiedNanoseconds: photo.modified.nanoseconds, size: size)
    }
}
