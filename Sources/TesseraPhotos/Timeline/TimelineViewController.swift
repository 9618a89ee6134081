import SystemPackage
import TesseraCanvas
import TesseraLayout
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraShell
import TesseraThumbnails
import TesseraView

/// `tessera --timeline PATH`: every photo and video under the folder, newest first by date taken, one
/// section per month under a header that stays pinned at the top (`November 2026 · 212 photos, 2 videos`),
/// in justified rows. `-` and `+` zoom through row heights of 12, 8, 5 and 3 rows to an overview of one row
/// per month, each step an animated layout transition; `:` jumps to a date; a scrubber at the right edge
/// shows the years. Dates come from the ``PhotoIndex``, which reads new and changed files in the
/// background while the screen shows what it knows: changes arrive as animated updates.
final class TimelineViewController: PhotoMarkingScreen {
    let root: FilePath
    let context: PhotoContext
    let indexer: TimelineIndexer
    let animates: Bool
    var collectionView: CollectionView
    /// Every photo of the library, in the library's order.
    var photos: [Photo]
    /// The photos by date and month.
    var timeline: Timeline
    /// The timeline's photos in display order.
    var shownPhotos: [Photo]
    /// The photos' shapes, which the justified layouts read.
    let shapes: TimelineShapes
    /// Which of ``TimelineZoom/levels`` is shown.
    var zoom: TimelineZoom
    var marking = FeedMarkingState()
    /// The `:` prompt, while it is open.
    var jump: JumpField?
    /// The `/` filter, and the whole timeline it narrows.
    var filtering = TimelineFiltering()
    /// Whether a press on the scrubber started a drag that has not been released.
    var isScrubbing = false
    /// How far indexing is, while it runs.
    var progress: IndexProgress?
    /// Changes of the index not shown yet, and when changes were last shown (they are coalesced).
    var index = TimelineIndexState()
    var dataSource: DiffableDataSource<Int, PathKey>
    private var travel = TravelDirection()

    /// The timeline of `library`, focused on the photo at `path` when given; indexing starts at once
    /// unless `checksLibrary` is `false` (the caller starts it). `listed` is ``PhotoIndex/photos(of:)`` of
    /// `library` when the caller has listed them already (a cold start's check was given them). `known` is
    /// the timeline of the library's photos when the caller has made it already, and `knownInOrder` says
    /// that the library's photos are its photos in its order (they are then kept once, not twice).
    ///
    /// The diffable data source is made at the first change shown (a warm start whose scan changed
    /// nothing never makes it), and the names' index for the `/` filter after the first frame (or at the
    /// first key typed): neither holds up the first screen.
    init(
        library: Library, photos listed: [Photo]? = nil, context: PhotoContext, indexer: TimelineIndexer,
        focusing path: FilePath? = nil,
        zoom: TimelineZoom = .standard, animates: Bool = true, checksLibrary: Bool = true,
        timeline known: Timeline? = nil, knownInOrder: Bool = false
    ) {
        root = library.root
        self.context = context
        self.indexer = indexer
        self.animates = animates
        self.zoom = zoom
        photos = listed ?? PhotoIndex.photos(of: library)
        let timeline = known ?? indexer.index.timeline(of: photos)
        self.timeline = timeline
        shownPhotos = known != nil && knownInOrder ? photos : timeline.items.map(\.photo)
        let shapes = TimelineShapes()
        shapes.replace(with: timeline)
        self.shapes = shapes
        dataSource = Self.dataSource(for: ItemSnapshot())
        filtering.snapshotIsStale = true
        collectionView = CollectionView(
            layout: zoom.layout(shapes: shapes), itemCounts: timeline.sections.map(\.items.count),
            layoutMargins: EdgeInsets(
                top: 0, left: 0, bottom: 0, right: Double(TimelineScrubber.width) * Raster.pointsPerColumn))
        collectionView.sectionHeadersPinToVisibleBounds = true
        if let path, let position = shownPhotos.firstIndex(where: { $0.path == path }) {
            collectionView.focus(indexPath(ofShown: position))
        }
        if checksLibrary { indexer.update(photos: photos) }
        context.libraryObservers.add(self)
        filtering.take(timeline, onIndexReady: indexer.wake)
    }

    var title: String { "Timeline of \(root.lastComponent?.string ?? root.string)" }

    var positionText: String {
        let focused = collectionView.focusedItem.flatMap(shownIndex)
        var parts = [CountFormat.position(focused, of: shownPhotos.count)]
        if let focused {
            let item = timeline.items[focused]
            parts.append(item.photo.name)
            parts.append(TimelineDateText.text(item.date))
        }
        return filtering.arrangement.positionText(withMarks(parts.joined(separator: " · ")))
    }

    var textField: String? { jump?.editingText ?? filtering.textField }
    var textFieldHints: [String] { jump == nil ? FilterField.hints : JumpField.hints }

    /// The marking prompt or notice; else, while indexing runs, its progress; else the index's notice
    /// (`index in memory: …`) until a key is pressed after indexing; else the focused photo's problem.
    var statusNote: String? {
        if let markingNote { return markingNote }
        let notice = index.showsNotice ? indexer.notice?.description : nil
        if let progress { return [progress.statusText, notice].compactMap { $0 }.joined(separator: " · ") }
        return notice ?? focusedPhoto.flatMap { PictureStatus.note(for: $0, context: context) }
    }

    var titleAction: TitleAction? { nil }
    /// Moving, trashing in the background, or holding index changes back until they are due; the
    /// index's own reports wake the run loop.
    var isAnimating: Bool {
        collectionView.isAnimating || marking.backgroundTrash != nil || index.hasPending
    }

    var focusedPhoto: Photo? {
        collectionView.focusedItem.flatMap(shownIndex).map { shownPhotos[$0] }
    }

    /// The timeline as the viewer steps through it.
    var shownAlbum: Album { Album(name: title, folder: root, photos: shownPhotos) }

    /// Where the item at `indexPath` is in ``shownPhotos``.
    func shownIndex(of indexPath: IndexPath) -> Int? {
        guard timeline.sections.indices.contains(indexPath.section) else { return nil }
        let items = timeline.sections[indexPath.section].items
        let index = items.lowerBound + indexPath.item
        return items.contains(index) ? index : nil
    }

    /// The index path of the `index`-th photo of ``shownPhotos``.
    func indexPath(ofShown index: Int) -> IndexPath {
        guard let location = timeline.location(ofItem: index) else { return IndexPath(item: 0, section: 0) }
        return IndexPath(item: location.item, section: location.section)
    }

    func perform(_ command: Command) -> CommandResult {
        if performTimelineNavigation(command) || performMarking(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem.flatMap(shownIndex) else { return .done }
            return CommandResult(
                push: PhotoViewerViewController(album: shownAlbum, index: focused, context: context))
        case .zoomIn: setZoom(zoom.larger)
        case .zoomOut: setZoom(zoom.smaller)
        case .jumpToDate: jump = JumpField()
        case .filter: beginFilter()
        default: break
        }
        return .done
    }

    func handleTextKey(_ key: Key) -> Bool {
        if progress == nil { index.showsNotice = false }
        if handleMarkingKey(key) { return true }
        return handleJumpKey(key) || handleFilterKey(key)
    }

    func handleBack() -> Bool {
        endRangeOrClearMarks(afterFilter: clearFilter)
    }

    func returned(from screen: any ViewController) {
        guard let viewer = screen as? any ItemViewer, shownPhotos.indices.contains(viewer.shownItem) else {
            return
        }
        collectionView.focus(indexPath(ofShown: viewer.shownItem))
    }

    func advance(to now: Duration) {
        collectBackgroundTrash()
        takeIndexChanges(at: now)
        collectionView.advance(to: now)
    }

    /// Takes the trashed photos off the timeline (they animate out).
    func removePhotos(_ gone: Set<FilePath>) {
        for photo in photos where gone.contains(photo.path) { context.marks.unmark(photo) }
        photos.removeAll { gone.contains($0.path) }
        showTimeline(indexer.index.timeline(of: photos), animated: animates)
    }

    func render(into canvas: inout Canvas) {
        guard !shownPhotos.isEmpty else {
            if let filterText {
                EmptyState.drawNoMatch("photo", for: filterText, in: collectionView.viewport, into: &canvas)
                return
            }
            EmptyState.draw(
                title: "No photos in \(root.lastComponent?.string ?? root.string)",
                detail: "The timeline shows every photo and video here and in the folders below.",
                in: collectionView.viewport, into: &canvas)
            return
        }
        collectionView.render(into: &canvas, dataSource: cells)
        if zoom == .overview { drawOverviewCounts(into: &canvas) }
        drawMarks(into: &canvas)
        TimelineScrubber(timeline: timeline, view: collectionView).draw(into: &canvas)
    }

    /// The cells of the timeline as shown now.
    var cells: TimelineCells {
        TimelineCells(
            timeline: timeline, photos: shownPhotos, context: context, zoom: zoom,
            highlight: filtering.arrangement.highlight)
    }

    /// The thumbnails of the visible photos, then those of the page ahead in the direction of travel.
    func wants(viewport: CellRect) -> PictureWants {
        travel.note(offset: collectionView.contentOffset.y)
        let items = collectionView.itemsToPrefetch(downward: travel.isDownward)
        func requests(_ items: [PrefetchItem]) -> [PictureRequest] {
            items.flatMap { item in
                shownIndex(of: item.indexPath).map {
                    context.thumbnailRequests(for: shownPhotos[$0], tile: item.frame)
                } ?? []
            }
        }
        return PictureWants(shown: requests(items.visible), ahead: requests(items.ahead))
    }

    /// Where the screen is taken by a click: on the scrubber, a jump there; elsewhere, the photo.
    func click(at cell: CellPoint) -> Command? {
        if jumpOnScrubber(at: cell) { return nil }
        guard let item = collectionView.item(atScreenCell: cell) else { return nil }
        if item == collectionView.focusedItem { return .select }
        collectionView.focus(item)
        return nil
    }

    var mouseActions: [MouseAction] { [.clickItem, .wheelScrolls, .dragScrubber] }

    /// One section per month, identified by year × 12 + month; items by path (a ``PathKey``: hashed in one
    /// call).
    static func snapshot(of timeline: Timeline) -> ItemSnapshot<Int, PathKey> {
        var snapshot = ItemSnapshot<Int, PathKey>()
        try? snapshot.appendSections(timeline.sections.map { $0.year * 12 + $0.month - 1 })
        for section in timeline.sections {
            try? snapshot.appendItems(
                timeline.items[section.items].map { PathKey($0.photo.path) },
                toSection: section.year * 12 + section.month - 1)
        }
        return snapshot
    }

    static func dataSource(for snapshot: ItemSnapshot<Int, PathKey>) -> DiffableDataSource<Int, PathKey> {
        (try? DiffableDataSource(snapshot)) ?? (try! DiffableDataSource(ItemSnapshot()))
    }

}
