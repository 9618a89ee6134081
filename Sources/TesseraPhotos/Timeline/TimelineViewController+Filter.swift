import TesseraCanvas
import TesseraKit
import TesseraPhotoIndex
import TesseraView

/// The timeline's one order: by date taken, newest first, as ``Timeline`` keeps it (`s` says so).
enum TimelineOrder: ArrangementOrder {
    case byDate

    var label: String? { nil }
    func isBefore(_ a: TimelineItem, _ b: TimelineItem) -> Bool? { nil }
}

extension TimelineViewController {
    /// The most photos a change of the filter animates (leaving and arriving together): a larger change,
    /// narrowing 100,000 photos to a few hundred, say, is shown at once with the focus kept, as on Friends.
    static let largestAnimatedFilterChange = 5_000

    /// Takes `whole` (every photo, just made from the index) as the timeline before the filter, and
    /// returns what to show of it: the filter survives every change the index or the folder brings.
    func keepingFilter(_ whole: Timeline) -> Timeline {
        filtering.take(whole, onIndexReady: indexer.wake)
        // While the index reads files the timeline changes every half second: its names are interned
        // once the run is over (or at the first key typed), not for each of them.
        if progress == nil { filtering.startNameIndex() }
        let positions = filtering.matchingPositions()
        filtering.shownPositions = positions
        return positions.map(whole.keeping(positions:)) ?? whole
    }

    /// Every photo of the timeline, before the filter.
    var unfilteredTimeline: Timeline { filtering.unfiltered ?? timeline }

    /// Starts interning the names of the photos shown now, the whole timeline, in the background: the
    /// `/` filter's first keystroke then pays only for matching the names.
    func startFilterIndex() {
        filtering.take(timeline, onIndexReady: indexer.wake)
        filtering.startNameIndex()
    }

    /// `/`: opens the filter field, or gives the keys back to the kept filter.
    func beginFilter() {
        jump = nil
        if filtering.arrangement.filter == nil { filtering.arrangement.filter = FilterField() }
        filtering.arrangement.filter?.edit()
    }

    /// Offers a key to the open filter field; when it takes it, the timeline narrows or widens, animated.
    func handleFilterKey(_ key: Key) -> Bool {
        guard filtering.arrangement.handleTextKey(key) else { return false }
        showFiltered()
        return true
    }

    /// Esc with a kept filter: every photo again, animated. Returns whether there was a filter.
    func clearFilter() -> Bool {
        guard filtering.arrangement.filter != nil else { return false }
        filtering.arrangement.filter = nil
        showFiltered()
        return true
    }

    /// Shows the photos of the whole timeline the filter matches now, animated from those shown: the
    /// batch is a merge of the two lists of positions, in months (a month whose last photo leaves goes,
    /// one whose first photo returns comes), or, past ``largestAnimatedFilterChange``, the timeline is
    /// shown at once. The focused photo stays focused while it is shown (also when it was the first: a
    /// filter is not photos arriving above a person at the top).
    private func showFiltered() {
        if filtering.unfiltered == nil { startFilterIndex() }
        let whole = unfilteredTimeline
        let everyPosition = { Array(whole.items.indices) }
        let old = filtering.shownPositions ?? everyPosition()
        let focusedShown = collectionView.focusedItem.flatMap(shownIndex)
        let focused = focusedShown.map { old[$0] }
        let atTop = focusedShown == 0 && collectionView.contentOffset.y == 0
        let positions = filtering.matchingPositions()
        filtering.shownPositions = positions
        let new = positions ?? everyPosition()
        let before = cells
        let newTimeline = positions.map(whole.keeping(positions:)) ?? whole
        shapes.replace(with: newTimeline)
        timeline = newTimeline
        shownPhotos = newTimeline.items.map(\.photo)
        filtering.snapshotIsStale = true
        let counts = newTimeline.sections.map(\.items.count)
        let difference = SectionedPositionDifference(
            from: old, to: new, sectionStarts: whole.sectionStarts, limit: Self.largestAnimatedFilterChange)
        let animated =
            difference.map {
                (try? collectionView.performBatchUpdates(
                    $0.items, sections: $0.sections, itemCountsAfter: counts, dataSource: before,
                    animated: animates)) != nil
            } ?? false
        if !animated { collectionView.reloadData(itemCounts: counts) }
        if atTop || !animated { collectionView.focusFirst() }
        guard let focused, let shown = PositionDifference.index(of: focused, inAscending: new) else { return }
        collectionView.focus(indexPath(ofShown: shown))
        if zoom == .overview { focusShownInOverview() }
    }

    /// The text of the kept filter, while one narrows the timeline (for the empty screen).
    var filterText: String? { filtering.arrangement.filter?.text }
}
