import TesseraLayout

/// The `/` filter on Friends: the list narrows to the friends whose names match as the person types,
/// each keystroke an animated batch of deletes and inserts.
extension FriendsViewController: PositionFilteringScreen {
    /// Starts interning the names of the friends `options` generates, by id, on a worker thread; `onReady`
    /// is called there once the filter can use it (the terminal's wake-up).
    static func startNameIndex(
        options: GalleryOptions, onReady: @escaping @Sendable () -> Void
    ) -> BackgroundNameIndex {
        let people = PersonGenerator(seed: options.seed, count: options.friendCount)
        return BackgroundNameIndex(
            count: people.count, name: { people.person(at: $0).name }, onReady: onReady)
    }

    /// A filter over the friends shown now: generated friends are found in the name index by id, those
    /// inserted by `u` by their names.
    func makeFilter() -> PositionFilter<FriendsModel> {
        let model = model
        return PositionFilter(
            source: model, count: model.count, order: options.filterOrder, background: nameIndex,
            id: { model.ids[$0] }, name: { model.person(at: $0).name })
    }

    /// Shows the friends at the filter's positions: the batch is a merge of the two lists of positions
    /// while the list keeps its order (none past ``largestAnimatedChange``: that change is not animated),
    /// else the keyed difference.
    func showFiltered(replacing previous: [Int], in filter: PositionFilter<FriendsModel>) {
        var newModel = filter.source
        newModel.replaceIDs(filter.shown.map { filter.source.ids[$0] }, adding: [])
        let keepsOrder = options.filterOrder == .list || filter.query.isEmpty
        show(
            newModel,
            changes: keepsOrder
                ? FilterDifference.items(from: previous, to: filter.shown, limit: Self.largestAnimatedChange)
                : nil)
    }
}
