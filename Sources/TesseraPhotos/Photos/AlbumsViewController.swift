import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails
import TesseraView

/// The album list of `tessera PATH`: one card per folder that holds photos, in an ``AlbumCardLayout``
/// (a list when narrow, a grid of larger covers as the screen widens). Enter opens the album's Feed;
/// `/` filters the albums by name and `s` sorts them; both, and changes on disk, reach the screen through
/// a ``DiffableDataSource`` as animated batch updates.
final class AlbumsViewController: @MainActor ArrangedListScreen {
    let root: FilePath
    let context: PhotoContext
    let animates: Bool
    var collectionView: CollectionView
    /// The albums, filtered and sorted.
    var list: ArrangedList<AlbumOrder, FilePath>
    private var travel = TravelDirection()

    init(library: Library, context: PhotoContext, animates: Bool = true) {
        root = library.root
        self.context = context
        self.animates = animates
        list = ArrangedList(library.albums, order: .folder, name: \.name, identifier: \.folder)
        collectionView = CollectionView(
            layout: AlbumCardLayout(), itemCounts: [library.albums.count],
            layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        context.libraryObservers.add(self)
    }

    static var itemNoun: String { "album" }
    var animatesChanges: Bool { animates }

    var title: String {
        let name = "Albums in \(root.lastComponent?.string ?? root.string)"
        return list.arrangement.order.label.map { "\(name) · \($0)" } ?? name
    }

    var positionText: String {
        listPositionText(CountFormat.position(collectionView.focusedItem?.item, of: list.shown.count))
    }

    var titleAction: TitleAction? { nil }

    /// The cards showing a list of albums (the one shown now, or the one before a change).
    func cells(showing albums: [Album], highlight: FuzzyQuery?) -> AlbumCard {
        AlbumCard(albums: albums, context: context, highlight: highlight)
    }

    var isAnimating: Bool { collectionView.isAnimating }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let album = focusedListItem else { return .done }
            return CommandResult(
                push: PhotoFeedViewController(album: album, context: context, animates: animates))
        case .filter: return beginFilter()
        case .sort: return sortByNextOrder()
        default: return .done
        }
    }

    func advance(to now: Duration) {
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        if drawNoMatch(into: &canvas) { return }
        guard !list.shown.isEmpty else {
            EmptyState.draw(
                title: "No photos in \(root.lastComponent?.string ?? root.string)",
                detail: "Tessera shows .jpg .png .webp and .gif files here and in the folders below.",
                in: collectionView.viewport, into: &canvas)
            return
        }
        collectionView.render(into: &canvas, dataSource: shownCells)
    }

    /// The covers (thumbnails of first photos) of the visible albums, then those of the page ahead.
    func wants(viewport: CellRect) -> PictureWants {
        collectionView.pictureWants(travel: &travel) { item in
            guard list.shown.indices.contains(item.indexPath.item),
                let cover = list.shown[item.indexPath.item].photos.first
            else { return [] }
            return [PhotoContext.thumbnailRequest(for: cover)]
        }
    }
}
