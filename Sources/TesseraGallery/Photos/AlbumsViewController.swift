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
    }

    var title: String {
        let name = "Albums in \(root.lastComponent?.string ?? root.string)"
        return albums.arrangement.order.label.map { "\(name) · \($0)" } ?? name
    }

    var keyBindings: [KeyBinding] {
        [
            KeyBindings.openAlbum.disabled(because: albums.shown.isEmpty ? "No album to open" : nil),
            KeyBindings.filter.disabled(because: albums.all.isEmpty ? "No albums to filter" : nil),
            KeyBindings.sortAlbums.disabled(because: albums.all.isEmpty ? "No albums to sort" : nil),
            KeyBindings.rescan,
            KeyBindings.undoTrash,
            KeyBindings.toTimeline,
        ]
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
            if albums.arrangement.filter == nil { albums.arrangement.filter = FilterField() }
            albums.arrangement.filter?.edit()
        case .sort:
            albums.arrangement.order = albums.arrangement.order.next
            showArrangement()
        default:
            break
        }
        return .done
    }

    func handleTextKey(_ key: Key) -> Bool {
        guard albums.arrangement.handleTextKey(key) else { return false }
        showArrangement()
        return true
    }

    func handleBack() -> Bool {
        guard albums.arrangement.filter != nil else { return false }
        albums.arrangement.filter = nil
        showArrangement()
        return true
    }

    /// Takes in the albums as they are now on disk (after a change in the folder): the cards animate to
    /// match; albums whose photos changed are redrawn.
    func replaceAlbums(_ newAlbums: [Album]) {
        albums.replaceAll(newAlbums, in: &collectionView, animated: animates, cells: cards)
    }

    /// Shows the albums as arranged now, animated from what was shown.
    private func showArrangement() {
        albums.rearrange(in: &collectionView, animated: animates, cells: cards)
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
        travel.note(offset: collectionView.contentOffset.y)
        let items = collectionView.itemsToPrefetch(downward: travel.isDownward)
        func covers(_ items: [PrefetchItem]) -> [PictureRequest] {
            items.compactMap { item in
                albums.shown.indices.contains(item.indexPath.item)
                    ? albums.shown[item.indexPath.item].photos.first.map(PhotoContext.thumbnailRequest) : nil
            }
        }
        return PictureWants(shown: covers(items.visible), ahead: covers(items.ahead))
    }
}
