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

/// The timeline's `/` filter: TesseraKit's ``Arrangement`` (the field, the fuzzy match on names, the
/// status line's `3 of 12 · /sam`), and the whole timeline the filter narrows.
struct TimelineFiltering {
    /// The field and the matching, as on an album's Feed.
    var arrangement = Arrangement(order: TimelineOrder.byDate, name: \TimelineItem.photo.name)
    /// Every photo by date, before the filter; `nil` while the timeline shown is the whole of it.
    var unfiltered: Timeline?

    /// What the timeline shows of `whole`: the photos whose names the filter matches, in their months,
    /// each header counting what is shown of the month (`3 of 212 photos`); months with none are gone.
    func shown(of whole: Timeline) -> Timeline {
        guard let filter = arrangement.filter, !filter.text.isEmpty else { return whole }
        let kept = Set(arrangement.arrange(whole.items).map(\.photo.path))
        return whole.filtered { kept.contains($0.photo.path) }
    }
}

extension TimelineViewController {
    /// Takes `whole` (every photo, just made from the index) as the timeline before the filter, and
    /// returns what to show of it: the filter survives every change the index or the folder brings.
    func keepingFilter(_ whole: Timeline) -> Timeline {
        filtering.unfiltered = whole
        return filtering.shown(of: whole)
    }

    /// Every photo of the timeline, before the filter.
    var unfilteredTimeline: Timeline { filtering.unfiltered ?? timeline }

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

    /// Shows the timeline as the filter has it now, animated, the focused photo kept focused while it is
    /// shown (also when it was the first: a filter is not photos arriving above a person at the top).
    private func showFiltered() {
        let focusedPath = focusedPhoto?.path
        showTimeline(unfilteredTimeline, animated: animates)
        guard let focusedPath, let position = shownPhotos.firstIndex(where: { $0.path == focusedPath }) else {
            return
        }
        collectionView.focus(indexPath(ofShown: position))
        if zoom == .overview { focusShownInOverview() }
    }

    /// The text of the kept filter, while one narrows the timeline (for the empty screen).
    var filterText: String? { filtering.arrangement.filter?.text }
}
