import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoLibrary
import TesseraThumbnails
import TesseraView

/// An album's Feed: its photos in justified rows (``JustifiedLayout``), each whole in its own shape (4:3
/// until its size is known, then an animated reload), or in the sample's ``MosaicLayout``, cropped to fill
/// its tiles (`m` switches, animated). Enter opens the viewer; Escape goes back to the albums; `/` filters
/// the photos by name and `s` sorts them (name, newest, largest), each change animated.
final class PhotoFeedViewController: CollectionScreen {
    private(set) var album: Album
    let context: PhotoContext
    let animates: Bool
    var collectionView: CollectionView
    /// The album's photos, filtered and sorted.
    private(set) var photos: ArrangedList<PhotoOrder, FilePath>
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
        photos = ArrangedList(album.photos, order: .name, name: \.name, identifier: \.path)
        itemShapes = FeedItemShapes(shapes: context.shapes, shown: FeedItemShapes.Shown())
        itemShapes.shown.replace(with: album.photos)
        context.shapes.read(album.photos)
        collectionView = CollectionView(
            layout: Self.layout(.justified, shapes: itemShapes), itemCounts: [album.photos.count])
        if album.photos.indices.contains(index) { collectionView.focus(IndexPath(item: index)) }
        context.libraryObservers.add(self)
    }

    var title: String { photos.arrangement.order.label.map { "\(album.name) · \($0)" } ?? album.name }
    var positionText: String {
        let position = CountFormat.position(collectionView.focusedItem?.item, of: photos.shown.count)
        guard let photo = focusedPhoto else { return photos.arrangement.positionText(withMarks(position)) }
        return photos.arrangement.positionText(withMarks("\(position) · \(photo.name)"))
    }
    var textField: String? { photos.arrangement.textField }
    var statusNote: String? {
        markingNote ?? focusedPhoto.flatMap { PictureStatus.note(for: $0, context: context) }
    }
    var titleAction: TitleAction? { nil }
    var isAnimating: Bool { collectionView.isAnimating || marking.backgroundTrash != nil }

    var focusedPhoto: Photo? {
        collectionView.focusedItem.flatMap {
            photos.shown.indices.contains($0.item) ? photos.shown[$0.item] : nil
        }
    }

    /// The album as shown: its photos filtered and sorted, for the viewer to step through.
    /// Makes the cells showing a list of photos: the one shown now, or the one before a change.
    private var cells: ([Photo]) -> PhotoCell {
        { [context, highlight = photos.arrangement.highlight] in
            PhotoCell(photos: $0, context: context, highlight: highlight)
        }
    }

    var shownAlbum: Album { Album(name: album.name, folder: album.folder, photos: photos.shown) }

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
            photos.beginFilter()
        case .sort:
            photos.sortByNextOrder(
                in: &collectionView, animated: animates, willShow: itemShapes.shown.replace, cells: cells)
        case .toggleCaptions:
            context.showsCaptions.toggle()
            return CommandResult(
                message: context.showsCaptions ? "Names shown" : "Names hidden (c shows them)")
        case .toggleLayout:
            return CommandResult(message: toggleLayout())
        default:
            break
        }
        return .done
    }

    func handleTextKey(_ key: Key) -> Bool {
        if handleMarkingKey(key) { return true }
        return photos.handleTextKey(
            key, in: &collectionView, animated: animates, willShow: itemShapes.shown.replace, cells: cells)
    }

    func handleBack() -> Bool {
        endRangeOrClearMarks {
            photos.clearFilter(
                in: &collectionView, animated: animates, willShow: itemShapes.shown.replace, cells: cells)
        }
    }

    /// Takes in the album as it is now on disk: photos added, removed or rewritten animate in, out or
    /// redraw.
    func replaceAlbum(_ newAlbum: Album) {
        context.marks.forget(album.photos, keeping: newAlbum.photos)
        album = newAlbum
        context.shapes.read(newAlbum.photos)
        photos.replaceAll(
            newAlbum.photos, in: &collectionView, animated: animates, willShow: itemShapes.shown.replace,
            cells: cells)
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
        guard !photos.shown.isEmpty || photos.arrangement.filter == nil else {
            EmptyState.drawNoMatch(
                "photo", for: photos.arrangement.filter?.text ?? "", in: collectionView.viewport,
                into: &canvas)
            return
        }
        hasBeenDrawn = true
        collectionView.render(into: &canvas, dataSource: cells(photos.shown))
        drawMarks(into: &canvas)
    }

    /// The thumbnails of the visible photos (with real pixels, also the photos decoded for tiles larger
    /// than a thumbnail), then those of the page ahead in the direction of travel.
    func wants(viewport: CellRect) -> PictureWants {
        collectionView.pictureWants(travel: &travel) { item in
            photos.shown.indices.contains(item.indexPath.item)
                ? context.thumbnailRequests(for: photos.shown[item.indexPath.item], tile: item.frame) : []
        }
    }
}
