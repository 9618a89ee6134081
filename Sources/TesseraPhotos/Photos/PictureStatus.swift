import TesseraPhotoLibrary
import TesseraThumbnails

/// What the status line says about a photo whose picture is broken or damaged.
@MainActor
enum PictureStatus {
    /// "cannot read NAME: REASON" for a photo that cannot be shown, "NAME is damaged: REASON" for one
    /// that showed only in part; `nil` otherwise (including while it is being made). `size` says which
    /// picture of the photo to ask about: the Feed's thumbnail by default, or the viewer's.
    static func note(
        for photo: Photo, size: PictureSize = .thumbnail, context: PhotoContext
    ) -> String? {
        switch context.pipeline.state(of: PhotoContext.request(for: photo, size: size)) {
        case .failed(let reason): "cannot read \(photo.name): \(reason)"
        case .ready(let picture): picture.damage.map { "\(photo.name) is damaged: \($0)" }
        case .pending: nil
        }
    }
}
