import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails
import TesseraView

/// An album's Feed: its photos in justified rows (``JustifiedLayout``), each whole in its own shape (4:3
/// until its size is known, then an animated reload), or in the sample's ``MosaicLayout``, cropped to fill
/// its tiles (`m` switches, animated). Enter opens the viewer; Escape goes back to the albums; `/` filters
/// the photos by name and `s` sorts them (name, newest, largest), each change animated.
final class PhotoFeedViewController: @MainActor ArrangedListScreen {
    private(set) var album: Album
    let context: PhotoContext
    let animates: Bool
    var collectionView: CollectionView
    /// The album's photos, filtered and sorted.
    var list: ArrangedList<PhotoOrder, FilePath>
    private var travel = TravelDirection()
    /// An open range, trash prompt or notice of the marking keys.
    var marking = FeedMarkingState()
    /// Justified rows or the mosaic.
    var layoutStyle = FeedLayoutStyle.justified
    /// Where the justified layout learns the photos' shapes.
    let itemShapes: FeedItemShapes
    /// The ``PhotoShapes/generation`` the layout was last made with.
    var shapesApplied = -1
    /// Whether the Feed has been drawn: shapes learnt before that show at once, later ones animate in.
    private(set) var hasBeenDrawn = false

    init(album: Album, context: PhotoContext, focusing index: Int = 0, animates: Bool = true) {
        self.album = album
        self.context = context
        self.animates = animates
        list = ArrangedList(album.photos, order: .name, name: \.name, identifier: \.path)
        itemShapes = FeedItemShapes(shapes: context.shapes, shown: FeedItemShapes.Shown())
        itemShapes.shown.replace(with: album.photos)
        context.shapes.read(album.photos)
        collectionView = CollectionView(
            layout: Self.layout(.justified, shapes: itemShapes), itemCounts: [album.photos.count])
        if album.photos.indices.contains(index) { collectionView.focus(IndexPath(item: index)) }
        context.libraryObservers.add(self)
    }

    static var itemNoun: String { "photo" }
    var animatesChanges: Bool { animates }

    var title: String { list.arrangement.order.label.map { "\(album.name) · \($0)" } ?? album.name }
    var positionText: String {
        let position = CountFormat.position(collectionView.focusedItem?.item, of: list.shown.count)
        guard let photo = focusedPhoto else { return listPositionText(withMarks(position)) }
        return listPositionText(withMarks("\(position) · \(photo.name)"))
    }
    var statusNote: String? {
        markingNote ?? focusedPhoto.flatMap { PictureStatus.note(for: $0, context: context) }
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { collectionView.isAnimating || marking.backgroundTrash != nil }

    var focusedPhoto: Photo? { focusedListItem }

    /// The cells showing a list of photos: the one shown now, or the one before a change.
    func cells(showing photos: [Photo], highlight: FuzzyQuery?) -> PhotoCell {
        PhotoCell(photos: photos, context: context, highlight: highlight)
    }

    /// The justified rows learn the photos' shapes before the layout is prepared for them.
    func willShow(_ photos: [Photo]) {
        itemShapes.shown.replace(with: photos)
    }

    /// The album as shown: its photos filtered and sorted, for the viewer to step through.
    var shownAlbum: Album { Album(name: album.name, folder: album.folder, photos: list.shown) }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) || performMarking(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem, focusedPhoto != nil else { return .done }
            return CommandResult(
                push: PhotoViewerViewController(album: shownAlbum, index: focused.item, context: context))
        case .back:
            return CommandResult(pop: true)
        case .filter:
            return beginFilter()
        case .sort:
            return sortByNextOrder()
        case .toggleCaptions:
            context.showsCaptions.toggle()
            return CommandResult(
                message: context.showsCaptions ? "Names shown" : "Names hidden (c shows them)")
        case .toggleLayout:
            return CommandResult(message: toggleLayout())
        default:
            return .done
        }
    }

    func handleTextKey(_ key: Key) -> Bool {
        handleMarkingKey(key) || handleFilterKey(key)
    }

    func handleBack() -> Bool {
        endRangeOrClearMarks(afterFilter: clearFilter)
    }

    /// Takes in the album as it is now on disk: photos added, removed or rewritten animate in, out or
    /// redraw.
    func replaceAlbum(_ newAlbum: Album) {
        context.marks.forget(album.photos, keeping: newAlbum.photos)
        album = newAlbum
        context.shapes.read(newAlbum.photos)
        replaceItems(newAlbum.photos)
    }

    func returned(from screen: any ViewController) {
        guard let viewer = screen as? any ItemViewer else { return }
        collectionView.focus(IndexPath(item: viewer.shownItem))
    }

    func advance(to now: Duration) {
        collectBackgroundTrash()
        collectionView.advance(to: now)
        applyLearntShapes()
    }

    func setViewport(_ area: CellRect) {
        collectionView.setViewport(area)
        applyLearntShapes()
    }

    func render(into canvas: inout Canvas) {
        if drawNoMatch(into: &canvas) { return }
        hasBeenDrawn = true
        collectionView.render(into: &canvas, dataSource: shownCells)
        drawMarks(into: &canvas)
    }

    /// The thumbnails of the visible photos (with real pixels, also the photos decoded for tiles larger
    /// than a thumbnail), then those of the page ahead in the direction of travel.
    func wants(viewport: CellRect) -> PictureWants {
        collectionView.pictureWants(travel: &travel) { item in
            list.shown.indices.contains(item.indexPath.item)
                ? context.thumbnailRequests(for: list.shown[item.indexPath.item], tile: item.frame) : []
        }
    }
}
