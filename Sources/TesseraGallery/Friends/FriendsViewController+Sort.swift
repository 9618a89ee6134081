import TesseraLayout
import TesseraPhotoLibrary
import TesseraView

extension FriendsViewController {
    /// The most items a change animates (a keystroke in the filter, a sort, a reset): larger changes, on
    /// very long lists, apply at once, which keeps every key fast; the focus is kept either way.
    static let largestAnimatedChange = 5_000

    /// `s`: the next order (as given → by name → newest first → as given), each change animated as the
    /// moves that take the list from one order to the other (``ItemSnapshot/difference(from:)``, which
    /// leaves items that keep their relative order where they are).
    func cycleSortOrder() -> CommandResult {
        let next = sortOrder.next
        if sortOrder == .given { givenIDs = model.ids }
        let ids: [Int]
        switch next {
        case .given:
            ids = givenIDs ?? model.ids
        case .name:
            let names = model.ids.indices.map { model.person(at: $0).name }
            ids = model.ids.indices.sorted {
                NaturalOrder.areInIncreasingOrder(names[$0], names[$1])
                    || (names[$0] == names[$1] && $0 < $1)
            }.map { model.ids[$0] }
        case .lastUpdated:
            let dates = model.ids.indices.map { model.person(at: $0).lastUpdated }
            ids = model.ids.indices.sorted { (dates[$0], -$0) > (dates[$1], -$1) }.map { model.ids[$0] }
        }
        reorder(to: ids)
        sortOrder = next
        return .done
    }

    /// Shows the same friends in the order `ids`, animated as moves when the list is short enough.
    func reorder(to ids: [Int]) {
        var reordered = model
        reordered.replaceIDs(ids, adding: [])
        show(reordered)
    }

    /// Shows `newModel` in place of the current data, animated as `changes` — by default the keyed
    /// difference of the two lists of ids (``ItemSnapshot/difference(from:)``), worked out when both lists
    /// are short enough. The focused friend keeps the focus wherever they go; when they are gone, the
    /// nearest one takes it. A change of more than ``largestAnimatedChange`` items applies at once.
    func show(_ newModel: FriendsModel, changes known: [UpdateItem]? = nil) {
        collectionView.finishAnimation()
        let focusedID = collectionView.focusedItem.map { model.ids[$0.item] }
        let changes =
            known
            ?? (max(model.count, newModel.count) <= Self.largestAnimatedChange
                ? try? ItemSnapshot.oneSection(newModel.ids).difference(from: .oneSection(model.ids)).changes
                : nil)
        // The cells of the friends shown before the change draw those that leave.
        let shownCards = cards
        model = newModel
        collectionView.showChange(
            changes, itemCountsAfter: [newModel.count], dataSource: shownCards, animated: options.animates,
            limit: Self.largestAnimatedChange
        ) {
            focusedID.flatMap { newModel.ids.firstIndex(of: $0) }.map { IndexPath(item: $0, section: 0) }
        }
    }
}
