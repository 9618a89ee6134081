import Canvas
import CollectionLayout
import CollectionView

/// The `/` filter on Friends: the list narrows to the friends whose names match as the person types,
/// each keystroke an animated batch of deletes and inserts.
struct FriendsFilter {
    /// The field in the status line.
    var field = FilterField()
    /// The friends before filtering; the filtered list is some of them, in their order.
    let unfiltered: FriendsModel
    /// Matches names, incrementally.
    var matcher: ListFilter
    /// The positions in ``unfiltered`` shown now.
    var shown: [Int]
    /// The query last applied.
    var query = FuzzyQuery("")

    /// A filter over `model`, showing all of it until something is typed.
    init(over model: FriendsModel, order: ListFilter.Order) {
        unfiltered = model
        matcher = ListFilter(count: model.count, order: order) { model.person(at: $0).name }
        shown = Array(0..<model.count)
    }
}

extension FriendsViewController {
    /// `/`: opens the filter field, or edits the kept filter again.
    func beginFilter() -> CommandResult {
        collectionView.finishAnimation()
        previousModel = nil
        if filter == nil { filter = FriendsFilter(over: model, order: options.filterOrder) }
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

    /// Shows the whole list again, animated.
    func clearFilter() {
        applyFilter(FuzzyQuery(""))
        filter = nil
    }

    /// Narrows (or widens) the list to the friends matching `query`, keeping the focused friend focused
    /// while they match.
    func applyFilter(_ query: FuzzyQuery) {
        guard var current = filter else { return }
        let positions = current.matcher.positions(matching: query)
        var newModel = current.unfiltered
        newModel.replaceIDs(positions.map { current.unfiltered.ids[$0] }, adding: [])
        let keepsOrder = options.filterOrder == .list || query.isEmpty
        show(newModel, changes: keepsOrder ? FilterDifference.items(from: current.shown, to: positions) : nil)
        current.shown = positions
        current.query = query
        filter = current
    }
}
