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
    /// The most items a keystroke animates; a larger change (on very long lists) applies at once, which
    /// keeps every keystroke fast.
    static let largestAnimatedFilterChange = 5_000

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
        switch edit {
        case .changed: applyFilter(FuzzyQuery(current.field.text))
        case .kept: if current.field.text.isEmpty { clearFilter() }
        case .cleared: clearFilter()
        case .ignored: return false
        }
        return true
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
        let focusedID = collectionView.focusedItem.map { model.ids[$0.item] }
        let keepsOrder = options.filterOrder == .list || query.isEmpty
        let items = keepsOrder ? FilterDifference.items(from: current.shown, to: positions) : []
        collectionView.finishAnimation()
        if keepsOrder && items.count <= Self.largestAnimatedFilterChange {
            previousModel = model
            model = newModel
            do {
                try collectionView.performBatchUpdates(
                    items, itemCountsAfter: [model.count], animated: options.animates)
            } catch {
                collectionView.reloadData(itemCounts: [model.count])
            }
            if !collectionView.isAnimating { previousModel = nil }
        } else {
            model = newModel
            previousModel = nil
            collectionView.reloadData(itemCounts: [model.count])
            if let focusedID, let index = model.ids.firstIndex(of: focusedID) {
                collectionView.focus(IndexPath(item: index, section: 0))
            } else {
                collectionView.focusFirst()
            }
        }
        current.shown = positions
        current.query = query
        filter = current
    }
}
