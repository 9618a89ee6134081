import TesseraLayout
import TesseraView

/// The `/` filter on a friend's Feed: the 50,000 pictures narrow to those whose captions match, each
/// keystroke an animated batch (a merge of the two lists of positions; larger changes apply at once).
extension FeedViewController: PositionFilteringScreen {
    func makeFilter() -> PositionFilter<Void> {
        let seed = seed
        return PositionFilter(source: (), count: PictureGenerator.feedCount) {
            PictureGenerator.picture(at: $0, seed: seed).caption
        }
    }

    /// Shows the pictures at the filter's positions, keeping the focused one focused while it matches.
    func showFiltered(replacing previous: [Int], in filter: PositionFilter<Void>) {
        collectionView.finishAnimation()
        let positions = filter.shown
        let items = FilterDifference.items(from: previous, to: positions)
        let focused = collectionView.focusedItem.map { previous[$0.item] }
        collectionView.showChange(
            items, itemCountsAfter: [positions.count], dataSource: cells(showing: previous),
            animated: animates,
            limit: FriendsViewController.largestAnimatedChange
        ) {
            focused.flatMap { Self.index(of: $0, in: positions) }.map { IndexPath(item: $0) }
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
