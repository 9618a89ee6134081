import PhotoLibrary
import Thumbnails

/// What the status line says about a photo whose picture is broken or damaged.
enum PictureStatus {
    /// "cannot read NAME: REASON" for a photo that cannot be shown, "NAME is damaged: REASON" for one
    /// that showed only in part; `nil` otherwise (including while it is being made).
    static func note(for photo: Photo, context: PhotoContext) -> String? {
        switch context.pipeline.state(of: PhotoContext.thumbnailRequest(for: photo)) {
        case .failed(let reason): "cannot read \(photo.name): \(reason)"
        case .ready(let picture): picture.damage.map { "\(photo.name) is damaged: \($0)" }
        case .pending: nil
        }
    }
}
