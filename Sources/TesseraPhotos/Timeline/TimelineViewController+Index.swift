import TesseraLayout
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraView

/// What the timeline has taken from its index and not shown yet.
struct TimelineIndexState {
    /// Whether facts changed since the timeline was last made.
    var hasPending = false
    /// When changes were last shown, on the app's clock.
    var lastShown: Duration?
    /// Whether the index's notice (in memory, rebuilt) is still shown: until the first key once indexing
    /// is done.
    var showsNotice = true
}

extension TimelineViewController {
    /// Changes of the index are shown at most this often while indexing runs (then once more at its end),
    /// so a cold start of a large library settles in a few animated steps instead of one per batch.
    static let indexChangeInterval = Duration.milliseconds(500)

    /// Takes in what the indexer reported: its progress for the status line, and, coalesced, the changed
    /// facts as an animated update of the timeline.
    func takeIndexChanges(at now: Duration) {
        indexer.firstScreenIsDrawn()
        let report = indexer.takeReport()
        progress = report.progress
        if progress == nil { filtering.startNameIndex() }
        if let scanned = report.scannedPhotos { adoptScannedPhotos(scanned) }
        if report.hasChanges { index.hasPending = true }
        guard index.hasPending else { return }
        if progress != nil, let last = index.lastShown, now - last < Self.indexChangeInterval { return }
        index.hasPending = false
        index.lastShown = now
        showTimeline(indexer.index.timeline(of: photos), animated: animates)
    }

    /// Waits for the index to check every file, then shows the result at once: headless runs
    /// (`snapshot --timeline`) draw only settled screens. The `/` filter's names are interned only once
    /// the filter is open (a headless run that never opens it never interns them), and then waited for,
    /// so that the field never says "indexing…" by chance; a screen without the field does not show
    /// whether they are.
    func settle() {
        indexer.waitForRun()
        defer {
            if filtering.arrangement.filter != nil {
                filtering.startNameIndex()
                filtering.waitForNameIndex()
            }
        }
        let report = indexer.takeReport()
        progress = report.progress
        if let scanned = report.scannedPhotos { adoptScannedPhotos(scanned) }
        guard report.hasChanges || index.hasPending else { return }
        index.hasPending = false
        showTimeline(indexer.index.timeline(of: photos), animated: false)
    }

    /// The timeline of the folder at `indexer.root` drawn from its index alone, a warm start: no file is
    /// touched before the first screen. The folder is scanned and every file checked in the background;
    /// photos added, removed or changed since the index last saw them animate in.
    convenience init(
        fromIndexOf indexer: TimelineIndexer, context: PhotoContext, zoom: TimelineZoom = .standard,
        animates: Bool = true
    ) {
        let root = indexer.root
        let known = indexer.index.knownTimeline()
        let album = Album(
            name: root.lastComponent?.string ?? root.string, folder: root, photos: known.items.map(\.photo))
        self.init(
            library: Library(root: root, albums: [album]), context: context, indexer: indexer, zoom: zoom,
            animates: animates, checksLibrary: false, timeline: known, knownInOrder: true)
        indexer.scanAndUpdate()
    }

    /// Takes the photos a background scan found in place of the index's rows; the timeline shows them
    /// with the next change it shows.
    ///
    /// As many photos as rows and no change reported by the check (which reports every photo it did not
    /// know in the version scanned, and every row of a file not found) means the same files in the same
    /// versions: the timeline is the one shown, and is not made again.
    private func adoptScannedPhotos(_ scanned: [Photo]) {
        context.marks.forget(photos, keeping: scanned)
        if scanned.count != photos.count { index.hasPending = true }
        photos = scanned
    }

    /// Takes in the library as it is now on disk: the index checks the new list, and the timeline shows
    /// photos added and removed at once (their dates follow as the index reads them).
    func replaceLibrary(_ library: Library) {
        let newPhotos = PhotoIndex.photos(of: library)
        context.marks.forget(photos, keeping: newPhotos)
        photos = newPhotos
        indexer.update(photos: photos)
        showTimeline(indexer.index.timeline(of: photos), animated: animates)
    }

    /// Shows `newTimeline`: items move to their new places, new ones grow in, gone ones shrink out; photos
    /// whose shape alone changed slide to their new frames (a layout transition). The diffable engine
    /// animates changes within the same months; a change that adds or removes a month is shown at once
    /// (`reloadData`), the focused photo kept focused and in view.
    func showTimeline(_ newTimeline: Timeline, animated: Bool) {
        let newTimeline = keepingFilter(newTimeline)
        let before = cells
        let focusedPath = focusedPhoto?.path
        let reshaped = shapes.replace(with: newTimeline)
        // Nothing to show: a running animation goes on (any batch, even an empty one, would end it).
        guard reshaped || newTimeline != timeline else { return }
        // At the top, the person stays at the top as photos arrive above.
        let atTop = collectionView.focusedItem.flatMap(shownIndex) == 0 && collectionView.contentOffset.y == 0
        if filtering.snapshotIsStale {
            // Made at the first change, or the filter's keystrokes went to the view as merges of
            // positions: the snapshot catches up.
            dataSource = Self.dataSource(for: Self.snapshot(of: timeline))
            filtering.snapshotIsStale = false
        }
        timeline = newTimeline
        shownPhotos = newTimeline.items.map(\.photo)
        let snapshot = Self.snapshot(of: newTimeline)
        do {
            let difference = try dataSource.apply(
                snapshot, to: &collectionView, dataSource: before, animated: animated)
            // Shapes alone: a layout transition (a running animation is left alone when nothing moved).
            if difference.changes.isEmpty && reshaped {
                collectionView.setLayout(zoom.layout(shapes: shapes), animated: animated)
            }
        } catch {
            dataSource = Self.dataSource(for: snapshot)
            collectionView.reloadData(itemCounts: snapshot.itemCounts)
            collectionView.setLayout(zoom.layout(shapes: shapes), animated: false)
            if let focusedPath, let position = shownPhotos.firstIndex(where: { $0.path == focusedPath }) {
                collectionView.focus(indexPath(ofShown: position))
            }
        }
        if atTop { collectionView.focusFirst() }
    }
}
