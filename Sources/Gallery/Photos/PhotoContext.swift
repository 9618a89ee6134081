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

    init(pipeline: PicturePipeline, rendering: PictureRendering) {
        self.pipeline = pipeline
        self.rendering = rendering
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
            let size = PixelSize(width: rect.width, height: rect.height * 2)
            if let image = pipeline.image(for: request, size: size, fill: true) {
                paint(image, in: rect, into: &canvas)
            }
            return picture
        }
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
