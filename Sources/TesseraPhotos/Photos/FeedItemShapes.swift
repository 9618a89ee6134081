import Synchronization
import TesseraLayout
import TesseraPhotoLibrary

/// Tells an album Feed's ``JustifiedLayout`` each item's aspect ratio: the upright shape of the photo the
/// item shows, from ``PhotoShapes``; `nil` (4:3 to the layout) until it is known.
///
/// The Feed replaces ``shown`` with the photos as arranged before every change of them is applied to its
/// collection view, so the layout prepared for the change asks about the photos it will show.
struct FeedItemShapes: JustifiedLayoutDelegate {
    /// The photos the Feed shows, by item.
    final class Shown: Sendable {
        private let photos = Mutex<[Photo]>([])

        /// The photo at `item`, if there is one.
        func photo(at item: Int) -> Photo? {
            photos.withLock { $0.indices.contains(item) ? $0[item] : nil }
        }

        /// Makes `photos` the ones shown.
        func replace(with photos: [Photo]) {
            self.photos.withLock { $0 = photos }
        }
    }

    /// The sizes known.
    let shapes: PhotoShapes
    /// The photos shown, which the Feed keeps current.
    let shown: Shown

    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double? {
        guard let photo = shown.photo(at: indexPath.item), let size = shapes.size(of: photo) else {
            return nil
        }
        return Double(size.width) / Double(size.height)
    }
}
