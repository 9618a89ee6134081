import TesseraCanvas
import TesseraLayout
import TesseraView

/// The Friends screen: people in a ``ColumnFlowLayout`` (a list when narrow, a grid when wide). Enter
/// opens the focused friend's Feed; `u` applies a batch of remote updates; `r` resets the data.
final class FriendsViewController: CollectionScreen {
    let options: GalleryOptions
    var model: FriendsModel
    var collectionView: CollectionView
    var updateGenerator: PersonUpdateGenerator
    /// The pull-to-refresh in progress, if any.
    var reset: ResetProgress?
    /// The name filter, while one is open or kept.
    var filter: PositionFilter<FriendsModel>?
    /// The order `s` put the list in.
    var sortOrder = FriendsSortOrder.given
    /// The list's order before `s` first sorted it, to come back to.
    var givenIDs: [Int]?
    /// The generated friends' names by id, interned in the background from the start (see
    /// ``startNameIndex(options:onReady:)``), for the `/` filter.
    let nameIndex: BackgroundNameIndex

    /// The Friends screen for `options`; its filter uses `nameIndex`, which must index the names of
    /// the friends `options` generates.
    init(options: GalleryOptions, nameIndex: BackgroundNameIndex) {
        self.options = options
        self.nameIndex = nameIndex
        model = FriendsModel(seed: options.seed, count: options.friendCount)
        updateGenerator = PersonUpdateGenerator(seed: options.seed)
        collectionView = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [model.count],
            layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    }

    var title: String { sortOrder.label.map { "Friends · \($0)" } ?? "Friends" }
    /// `12 of 40`, and the kept filter after it: `3 of 12 · /stev`.
    var positionText: String {
        let position = CountFormat.position(collectionView.focusedItem?.item, of: model.count)
        return filter?.field.positionText(position) ?? position
    }
    var titleAction: TitleAction? {
        TitleAction(
            label: "u Update", command: .update, isEnabled: model.count > 0 && reset == nil,
            activity: reset?.frame)
    }
    /// While a refresh runs: the spinner and what it is doing; while a kept filter was answered without
    /// the name index (still being built), "indexing…".
    var statusNote: String? {
        if let reset { return "\(reset.frame) Refreshing…" }
        return filter?.matcher.isScanningWithoutIndex == true
            ? PositionFilter<FriendsModel>.indexingNote : nil
    }
    var isAnimating: Bool { collectionView.isAnimating || reset != nil }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let focused = collectionView.focusedItem else { return .done }
            return CommandResult(
                push: FeedViewController(
                    person: model.person(at: focused.item), seed: options.seed,
                    rendering: options.pictureRendering, animates: options.animates))
        case .update: return applyRemoteUpdates()
        case .reset: return beginReset()
        case .filter: return beginFilter()
        case .sort: return cycleSortOrder()
        case .move, .page, .first, .last, .back, .quit, .help, .toggleCaptions, .toggleLayout, .accept,
            .copyPaths,
            .openWith, .toggleMark, .markAll, .markRange, .trash, .undoTrash, .toggleInfo, .toggleSlideshow,
            .toggleAnimation, .toggleTimeline, .zoomIn, .zoomOut, .jumpToDate,
            .zoom:
            break
        }
        return .done
    }

    func advance(to now: Duration) {
        // A refresh that lands starts its animation on this same frame.
        reset?.advance(to: now)
        if reset?.isDone == true { finishReset() }
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        guard model.count > 0 else {
            if let filter {
                EmptyState.drawNoMatch(
                    "friend", for: filter.field.text, in: collectionView.viewport, into: &canvas)
            } else {
                EmptyState.draw(
                    title: "No friends yet", detail: "Start with --count N to invite some.",
                    in: collectionView.viewport, into: &canvas)
            }
            return
        }
        collectionView.render(into: &canvas, dataSource: cards)
    }

    /// The cards of the friends as they are now, the filter's matches highlighted.
    var cards: FriendCard { FriendCard(model: model, highlight: filter?.query) }
}
