import TesseraLayout

/// The `/` filter on Friends: the list narrows to the friends whose names match as the person types,
/// each keystroke an animated batch of deletes and inserts.
extension FriendsViewController: PositionFilteringScreen {
    func makeFilter() -> PositionFilter<FriendsModel> {
        let model = model
        return PositionFilter(source: model, count: model.count, order: options.filterOrder) {
            model.person(at: $0).name
        }
    }

    /// Shows the friends at the filter's positions: the batch is a merge of the two lists of positions
    /// while the list keeps its order, else the keyed difference.
    func showFiltered(replacing previous: [Int], in filter: PositionFilter<FriendsModel>) {
        var newModel = filter.source
        newModel.replaceIDs(filter.shown.map { filter.source.ids[$0] }, adding: [])
        let keepsOrder = options.filterOrder == .list || filter.query.isEmpty
        show(newModel, changes: keepsOrder ? FilterDifference.items(from: previous, to: filter.shown) : nil)
    }
}
