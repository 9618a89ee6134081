import Canvas
import CollectionLayout
import CollectionView

/// The `/` filter on a friend's Feed: the 50,000 pictures narrow to those whose captions match, each
/// keystroke an animated batch (a merge of the two lists of positions; larger changes apply at once).
struct FeedFilter {
    /// The field in the status line.
    var field = FilterField()
    /// Matches captions, incrementally.
    var matcher: ListFilter
    /// The pictures shown, by their index in the whole Feed, ascending.
    var shown: [Int]
    /// The query last applied.
    var query = FuzzyQuery("")

    /// A filter over the Feed's pictures, showing all of them until something is typed.
    init(seed: UInt64) {
        matcher = ListFilter(count: PictureGenerator.feedCount) {
            PictureGenerator.picture(at: $0, seed: seed).caption
        }
        shown = Array(0..<PictureGenerator.feedCount)
    }
}

extension FeedViewController {
    /// `/`: opens the filter field, or edits the kept filter again.
    func beginFilter() -> CommandResult {
        collectionView.finishAnimation()
        if filter == nil { filter = FeedFilter(seed: seed) }
        filter?.field.edit()
        return .done
    }

    func handleTextKey(_ key: Key) -> Bool {
        guard var current = filter, current.field.isEditing else { return false }
        let edit = current.field.handle(key)
        filter = current
        return edit.carryOut(text: current.field.text, apply: applyFilter, clear: clearFilter)
    }

    func handleBack() -> Bool {
        guard filter != nil else { return false }
        clearFilter()
        return true
    }

    private func clearFilter() {
        applyFilter(FuzzyQuery(""))
        filter = nil
    }

    /// Shows the pictures matching `query`, keeping the focused one focused while it matches.
    private func applyFilter(_ query: FuzzyQuery) {
        guard var current = filter else { return }
        collectionView.finishAnimation()
        let positions = current.matcher.positions(matching: query)
        let items = FilterDifference.items(from: current.shown, to: positions)
        let focused = collectionView.focusedItem.map { current.shown[$0.item] }
        previouslyShown = current.shown
        current.shown = positions
        current.query = query
        filter = current
        if items.count <= FriendsViewController.largestAnimatedChange,
            (try? collectionView.performBatchUpdates(
                items, itemCountsAfter: [positions.count], animated: animates)) != nil
        {
            return
        }
        collectionView.reloadData(itemCounts: [positions.count])
        if let focused, let index = Self.index(of: focused, in: positions) {
            collectionView.focus(IndexPath(item: index))
        } else {
            collectionView.focusFirst()
        }
    }

    /// Where `picture` is in `positions` (ascending), by binary search.
    static func index(of picture: Int, in positions: [Int]) -> Int? {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < picture { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == picture ? low : nil
    }
}
