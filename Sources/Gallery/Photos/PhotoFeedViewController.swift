import Canvas
import CollectionLayout
import CollectionView
import PhotoLibrary
import Thumbnails

/// An album's Feed: its photos in a ``MosaicLayout``, each drawn as its thumbnail cropped to fill its
/// frame. Enter opens the viewer; Escape goes back to the albums.
final class PhotoFeedViewController: CollectionScreen {
    let album: Album
    let context: PhotoContext
    var collectionView: CollectionView
    private var travel = TravelDirection()

    init(album: Album, context: PhotoContext, focusing index: Int = 0) {
        self.album = album
        self.context = context
        collectionView = CollectionView(layout: MosaicLayout(), itemCounts: [album.photos.count])
        if album.photos.indices.contains(index) { collectionView.focus(IndexPath(item: index)) }
    }

    var title: String { album.name }
    var keyBindings: [KeyBinding] { album.photos.isEmpty ? [] : [KeyBindings.viewPhoto] }
    var positionText: String {
        let position = CountFormat.position(collectionView.focusedItem?.item, of: album.photos.count)
        guard let photo = focusedPhoto else { return position }
        return "\(position) · \(photo.name)"
    }
    var statusNote: String? { focusedPhoto.flatMap { PictureStatus.note(for: $0, context: context) } }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { false }

    private var focusedPhoto: Photo? {
        collectionView.focusedItem.map { album.photos[$0.item] }
    }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem else { return .done }
            return CommandResult(
                push: PhotoViewerViewController(album: album, index: focused.item, context: context))
        case .back:
            return CommandResult(pop: true)
        default:
            return .done
        }
    }

    func returned(from screen: any ViewController) {
        guard let viewer = screen as? PhotoViewerViewController else { return }
        collectionView.focus(IndexPath(item: viewer.index))
    }

    func advance(to now: Duration) {}

    func render(into canvas: inout Canvas) {
        collectionView.render(into: &canvas, dataSource: PhotoCell(photos: album.photos, context: context))
        travel.note(offset: collectionView.contentOffset.y)
        context.pipeline.want(
            collectionView.itemsToPrefetch(downward: travel.isDownward).map {
                PhotoContext.thumbnailRequest(for: album.photos[$0.item])
            })
    }
}
