import TesseraCanvas
import TesseraView

/// A screen whose list the `/` filter narrows by position: it says how to make the filter and how to
/// show a new set of positions; opening the field, typing, Enter, Esc and Backspace are the same on
/// every such screen and live here.
protocol PositionFilteringScreen: CollectionScreen {
    /// What the filter keeps of the unfiltered list.
    associatedtype FilterSource
    /// The filter, while one is open or kept.
    var filter: PositionFilter<FilterSource>? { get set }
    /// A new filter over the list as it is now.
    func makeFilter() -> PositionFilter<FilterSource>
    /// Shows the positions `filter.shown` (just narrowed or widened to `filter.query`) in place of
    /// `previous`, keeping the focused item focused while it matches.
    func showFiltered(replacing previous: [Int], in filter: PositionFilter<FilterSource>)
}

extension PositionFilteringScreen {
    /// `/`: opens the filter field, or edits the kept filter again.
    func beginFilter() -> CommandResult {
        collectionView.finishAnimation()
        if filter == nil { filter = makeFilter() }
        filter?.field.edit()
        return .done
    }

    /// Keys go to the field while it is open.
    func handleTextKey(_ key: Key) -> Bool {
        guard var current = filter, current.field.isEditing else { return false }
        let edit = current.field.handle(key)
        filter = current
        return edit.carryOut(text: current.field.text, apply: applyFilter, clear: clearFilter)
    }

    /// Esc with a kept filter clears it; returns whether there was one.
    func handleBack() -> Bool {
        guard filter != nil else { return false }
        clearFilter()
        return true
    }

    /// The field while it is open, for the status line ("indexing…" after it while the name index is
    /// still being built).
    var textField: String? { filter?.editingText }

    /// Shows the whole list again, animated.
    func clearFilter() {
        applyFilter(FuzzyQuery(""))
        filter = nil
    }

    /// Narrows (or widens) the list to the items matching `query`.
    func applyFilter(_ query: FuzzyQuery) {
        guard var current = filter else { return }
        let previous = current.shown
        current.shown = current.matcher.positions(matching: query)
        current.query = query
        filter = current
        showFiltered(replacing: previous, in: current)
    }
}
