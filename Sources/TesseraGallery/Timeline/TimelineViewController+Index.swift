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
}

extension TimelineViewController {
    /// Changes of the index are shown at most this often while indexing runs (then once more at its end),
    /// so a cold start of a large library settles in a few animated steps instead of one per batch.
    static let indexChangeInterval = Duration.milliseconds(500)

    /// Takes in what the indexer reported: its progress for the status line, and, coalesced, the changed
    /// facts as an animated update of the timeline.
    func takeIndexChanges(at now: Duration) {
        let report = indexer.takeReport()
        progress = report.progress
        if report.hasChanges { index.hasPending = true }
        guard index.hasPending else { return }
        if progress != nil, let last = index.lastShown, now - last < Self.indexChangeInterval { return }
        index.hasPending = false
        index.lastShown = now
        showTimeline(indexer.index.timeline(of: photos), animated: animates)
    }

    /// Waits for the index to check every file, then shows the result at once: headless runs
    /// (`snapshot --timeline`) draw only settled screens.
    func settleIndex() {
        indexer.waitForRun()
        let report = indexer.takeReport()
        progress = report.progress
        guard report.hasChanges || index.hasPending else { return }
        index.hasPending = false
        showTimeline(indexer.index.timeline(of: photos), animated: false)
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

    /// Shows `newTimeline`: items move to their new months and places, new ones grow in, gone ones shrink
    /// out; photos whose shape alone changed slide to their new frames (a layout transition).
    func showTimeline(_ newTimeline: Timeline, animated: Bool) {
        let before = cells
        shapes.replace(with: newTimeline, size: Self.pixelSize(in: newTimeline, index: indexer.index))
        timeline = newTimeline
        shownPhotos = newTimeline.items.map(\.photo)
        let snapshot = Self.snapshot(of: newTimeline)
        do {
            let difference = try dataSource.apply(
                snapshot, to: &collectionView, dataSource: before, animated: animated)
            if difference.changes.isEmpty {
                collectionView.setLayout(zoom.layout(shapes: shapes), animated: animated)
            }
        } catch {
            dataSource = Self.dataSource(for: snapshot)
            collectionView.reloadData(itemCounts: snapshot.itemCounts)
            collectionView.setLayout(zoom.layout(shapes: shapes), animated: false)
        }
    }
}
