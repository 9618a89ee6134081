import Canvas
import CollectionLayout
import CollectionView
import PhotoLibrary
import Thumbnails

/// The album list of `tessera PATH`: one card per folder that holds photos, in a ``ColumnFlowLayout``
/// (a list when narrow, a grid when wide), like the sample's Friends. Enter opens the album's Feed.
final class AlbumsViewController: CollectionScreen {
    let library: Library
    let context: PhotoContext
    var collectionView: CollectionView
    private var travel = TravelDirection()

    /// The height of an album card in points: eight rows, so the cover is six rows (twelve pixels) tall.
    static let cardHeight = 128.0

    init(library: Library, context: PhotoContext) {
        self.library = library
        self.context = context
        collectionView = CollectionView(
            layout: ColumnFlowLayout(cellHeight: Self.cardHeight), itemCounts: [library.albums.count],
            layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    }

    var title: String { "Albums in \(library.rootName)" }
    var keyBindings: [KeyBinding] { library.albums.isEmpty ? [] : [KeyBindings.openAlbum] }
    var positionText: String {
        CountFormat.position(collectionView.focusedItem?.item, of: library.albums.count)
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { false }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        guard command == .select, let focused = collectionView.focusedItem else { return .done }
        return CommandResult(
            push: PhotoFeedViewController(album: library.albums[focused.item], context: context))
    }

    func advance(to now: Duration) {}

    func render(into canvas: inout Canvas) {
        guard !library.albums.isEmpty else {
            EmptyState.draw(
                title: "No photos in \(library.rootName)",
                detail: "Tessera shows .jpg .png .webp and .gif files here and in the folders below.",
                in: collectionView.viewport, into: &canvas)
            return
        }
        collectionView.render(into: &canvas, dataSource: AlbumCard(albums: library.albums, context: context))
        travel.note(offset: collectionView.contentOffset.y)
        context.pipeline.want(
            collectionView.itemsToPrefetch(downward: travel.isDownward).compactMap { indexPath in
                library.albums[indexPath.item].photos.first.map(PhotoContext.thumbnailRequest)
            })
    }
}

extension Library {
    /// The browsed folder's own name, for titles.
    var rootName: String { root.lastComponent?.string ?? root.string }
}
