import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoLibrary
import TesseraThumbnails
import TesseraView

/// The album list of `tessera PATH`: one card per folder that holds photos, in an ``AlbumCardLayout``
/// (a list when narrow, a grid of larger covers as the screen widens). Enter opens the album's Feed;
/// `/` filters the albums by name and `s` sorts them; both, and changes on disk, reach the screen through
/// a ``DiffableDataSource`` as animated batch updates.
final class AlbumsViewController: CollectionScreen {
    let root: FilePath
    let context: PhotoContext
    let animates: Bool
    var collectionView: CollectionView
    /// The albums, filtered and sorted.
    private(set) var albums: ArrangedList<AlbumOrder, FilePath>
    private var travel = TravelDirection()

    init(library: Library, context: PhotoContext, animates: Bool = true) {
        root = library.root
        self.context = context
        self.animates = animates
        albums = ArrangedList(library.albums, order: .folder, name: \.name, identifier: \.folder)
        collectionView = CollectionView(
            layout: AlbumCardLayout(), itemCounts: [library.albums.count],
            layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        context.libraryObservers.add(self)
    }

    var title: String {
        let name = "Albums in \(root.lastComponent?.string ?? root.string)"
        return albums.arrangement.order.label.map { "\(name) · \($0)" } ?? name
    }

    var positionText: String {
        albums.arrangement.positionText(
            CountFormat.position(collectionView.focusedItem?.item, of: albums.shown.count))
    }

    var textField: String? { albums.arrangement.textField }

    var titleAction: TitleAction? { nil }

    /// Makes the cards showing a list of albums (the one shown now, or the one before a change), the
    /// filter's matches highlighted as it is now.
    private var cards: ([Album]) -> AlbumCard {
        { [context, highlight = albums.arrangement.highlight] in
            AlbumCard(albums: $0, context: context, highlight: highlight)
        }
    }
    var isAnimating: Bool { collectionView.isAnimating }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem, albums.shown.indices.contains(focused.item) else {
                return .done
            }
            return CommandResult(
                push: PhotoFeedViewController(
                    album: albums.shown[focused.item], context: context, animates: animates))
        case .filter:
            albums.beginFilter()
        case .sort:
            albums.sortByNextOrder(in: &collectionView, animated: animates, cells: cards)
        default:
            break
        }
        return .done
    }

    func handleTextKey(_ key: Key) -> Bool {
        albums.handleTextKey(key, in: &collectionView, animated: animates, cells: cards)
    }

    func handleBack() -> Bool {
        albums.clearFilter(in: &collectionView, animated: animates, cells: cards)
    }

    /// Takes in the albums as they are now on disk (after a change in the folder): the cards animate to
    /// match; albums whose photos changed are redrawn.
    func replaceAlbums(_ newAlbums: [Album]) {
        albums.replaceAll(newAlbums, in: &collectionView, animated: animates, cells: cards)
    }

    func advance(to now: Duration) {
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        guard !albums.shown.isEmpty else {
            if let filter = albums.arrangement.filter {
                EmptyState.drawNoMatch("album", for: filter.text, in: collectionView.viewport, into: &canvas)
            } else {
                EmptyState.draw(
                    title: "No photos in \(root.lastComponent?.string ?? root.string)",
                    detail: "Tessera shows .jpg .png .webp and .gif files here and in the folders below.",
                    in: collectionView.viewport, into: &canvas)
            }
            return
        }
        collectionView.render(into: &canvas, dataSource: cards(albums.shown))
    }

    /// The covers (thumbnails of first photos) of the visible albums, then those of the page ahead.
    func wants(viewport: CellRect) -> PictureWants {
        collectionView.pictureWants(travel: &travel) { item in
            guard albums.shown.indices.contains(item.indexPath.item),
                let cover = albums.shown[item.indexPath.item].photos.first
            else { return [] }
            return [PhotoContext.thumbnailRequest(for: cover)]
        }
    }
}
