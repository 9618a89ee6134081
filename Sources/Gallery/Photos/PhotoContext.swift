import Imaging
import PhotoLibrary
import Thumbnails

/// What the photo screens share: the pipeline that makes their pictures.
final class PhotoContext {
    /// Makes thumbnails and viewer pictures off the main thread.
    let pipeline: PicturePipeline

    init(pipeline: PicturePipeline) {
        self.pipeline = pipeline
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
