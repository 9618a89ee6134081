import Canvas
import CollectionLayout
import CollectionView
import PhotoLibrary
import SystemPackage
import Thumbnails

/// The album list of `tessera PATH`: one card per folder that holds photos, in a ``ColumnFlowLayout``
/// (a list when narrow, a grid when wide), like the sample's Friends. Enter opens the album's Feed;
/// `/` filters the albums by name and `s` sorts them; both, and changes on disk, reach the screen through
/// a ``DiffableDataSource`` as animated batch updates.
final class AlbumsViewController: CollectionScreen {
    let root: FilePath
    let context: PhotoContext
    let animates: Bool
    var collectionView: CollectionView
    /// Every album, in the library's order.
    private(set) var allAlbums: [Album]
    /// The albums shown, as arranged; and those shown before the last change, which deleted cards are
    /// drawn from while they animate out.
    private(set) var shown: [Album]
    private var previouslyShown: [Album]
    /// The filter and the order.
    private(set) var arrangement = AlbumArrangement()
    private var dataSource: DiffableDataSource<Int, FilePath>
    private var travel = TravelDirection()

    /// The height of an album card in points: eight rows, so the cover is six rows (twelve pixels) tall.
    static let cardHeight = 128.0

    init(library: Library, context: PhotoContext, animates: Bool = true) {
        root = library.root
        self.context = context
        self.animates = animates
        allAlbums = library.albums
        shown = library.albums
        previouslyShown = library.albums
        dataSource = (try? DiffableDataSource(Self.snapshot(of: library.albums))) ?? Self.emptySource
        collectionView = CollectionView(
            layout: ColumnFlowLayout(cellHeight: Self.cardHeight), itemCounts: [library.albums.count],
            layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    }

    var title: String {
        let name = "Albums in \(root.lastComponent?.string ?? root.string)"
        return arrangement.order.label.map { "\(name) · \($0)" } ?? name
    }

    var keyBindings: [KeyBinding] {
        [
            KeyBindings.openAlbum.disabled(because: shown.isEmpty ? "No album to open" : nil),
            KeyBindings.filter.disabled(because: allAlbums.isEmpty ? "No albums to filter" : nil),
            KeyBindings.sortAlbums.disabled(because: allAlbums.isEmpty ? "No albums to sort" : nil),
        ]
    }

    var positionText: String {
        let position = CountFormat.position(collectionView.focusedItem?.item, of: shown.count)
        guard let filter = arrangement.filter, !filter.isEditing else { return position }
        return position.isEmpty ? "/\(filter.text)" : "\(position) · /\(filter.text)"
    }

    var statusNote: String? {
        guard let filter = arrangement.filter, filter.isEditing else { return nil }
        return filter.editingLine
    }

    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { collectionView.isAnimating }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem, shown.indices.contains(focused.item) else {
                return .done
            }
            return CommandResult(push: PhotoFeedViewController(album: shown[focused.item], context: context))
        case .filter:
            if arrangement.filter == nil { arrangement.filter = FilterField() }
            arrangement.filter?.edit()
        case .sort:
            arrangement.order = arrangement.order.next
            showArrangement()
        default:
            break
        }
        return .done
    }

    func handleTextKey(_ key: Key) -> Bool {
        guard var field = arrangement.filter, field.isEditing else { return false }
        switch field.handle(key) {
        case .changed:
            arrangement.filter = field
        case .kept:
            arrangement.filter = field.text.isEmpty ? nil : field
        case .cleared:
            arrangement.filter = nil
        case .ignored:
            return false
        }
        showArrangement()
        return true
    }

    func handleBack() -> Bool {
        guard arrangement.filter != nil else { return false }
        arrangement.filter = nil
        showArrangement()
        return true
    }

    /// Takes in the albums as they are now on disk (after a change in the folder): the cards animate to
    /// match; albums whose photos changed are redrawn.
    func replaceAlbums(_ albums: [Album]) {
        let old = Dictionary(allAlbums.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = Set(
            albums.filter { album in old[album.folder].map { $0 != album } ?? false }.map(\.folder))
        allAlbums = albums
        showArrangement(reloading: changed)
    }

    /// Shows the albums as arranged now, animated from what was shown.
    private func showArrangement(reloading changed: Set<FilePath> = []) {
        let next = arrangement.arrange(allAlbums)
        var snapshot = Self.snapshot(of: next)
        snapshot.reloadItems(next.map(\.folder).filter(changed.contains))
        previouslyShown = shown
        shown = next
        do {
            try dataSource.apply(snapshot, to: &collectionView, animated: animates)
        } catch {
            dataSource = (try? DiffableDataSource(snapshot)) ?? Self.emptySource
            collectionView.reloadData(itemCounts: [next.count])
        }
    }

    func advance(to now: Duration) {
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        guard !shown.isEmpty else {
            if let filter = arrangement.filter {
                EmptyState.draw(
                    title: "No album matches “\(filter.text)”", detail: "⌫ widens the filter, esc clears it.",
                    in: collectionView.viewport, into: &canvas)
            } else {
                EmptyState.draw(
                    title: "No photos in \(root.lastComponent?.string ?? root.string)",
                    detail: "Tessera shows .jpg .png .webp and .gif files here and in the folders below.",
                    in: collectionView.viewport, into: &canvas)
            }
            return
        }
        collectionView.render(
            into: &canvas,
            dataSource: AlbumCard(
                albums: shown, previousAlbums: previouslyShown, context: context,
                highlight: arrangement.filter.map { FuzzyQuery($0.text) }))
        travel.note(offset: collectionView.contentOffset.y)
        context.pipeline.want(
            collectionView.itemsToPrefetch(downward: travel.isDownward).compactMap { indexPath in
                shown.indices.contains(indexPath.item)
                    ? shown[indexPath.item].photos.first.map(PhotoContext.thumbnailRequest) : nil
            })
    }

    private static func snapshot(of albums: [Album]) -> ItemSnapshot<Int, FilePath> {
        var snapshot = ItemSnapshot<Int, FilePath>()
        try? snapshot.appendSections([0])
        try? snapshot.appendItems(albums.map(\.folder), toSection: 0)
        return snapshot
    }

    private static var emptySource: DiffableDataSource<Int, FilePath> {
        try! DiffableDataSource(snapshot(of: []))
    }
}
