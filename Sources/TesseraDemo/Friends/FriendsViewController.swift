import TesseraCanvas
import TesseraLayout
import TesseraShell
import TesseraView

/// The Friends screen: people in a ``ColumnFlowLayout`` (a list when narrow, a grid when wide). Enter
/// opens the focused friend's Feed; `u` applies a batch of remote updates; `r` resets the data; `/`
/// filters by name (the names indexed in the background from the start) and `s` sorts.
final class FriendsViewController: ArrangedListScreen {
    let options: GalleryOptions
    var collectionView: CollectionView
    /// The friends, filtered and sorted.
    var list: ArrangedList<FriendsOrder, Int>
    var updateGenerator: PersonUpdateGenerator
    /// The pull-to-refresh in progress, if any.
    var reset: ResetProgress?
    /// The generated friends' names by id, interned in the background from the start (see
    /// ``startNameIndex(options:onReady:)``), for the `/` filter.
    let nameIndex: BackgroundNameIndex

    /// The most items a change animates (a keystroke in the filter, a sort, a reset): larger changes, on
    /// very long lists, apply at once, which keeps every key fast; the focus is kept either way.
    static let largestAnimatedChange = 5_000

    /// The Friends screen for `options`; its filter uses `nameIndex`, which must index the names of
    /// the friends `options` generates.
    init(options: GalleryOptions, nameIndex: BackgroundNameIndex) {
        self.options = options
        self.nameIndex = nameIndex
        list = ArrangedList(
            Friend.generated(seed: options.seed, count: options.friendCount), order: .given, name: \.name,
            matchOrder: options.filterOrder, identifier: \.id, nameIndex: nameIndex, key: \.id)
        list.largestAnimatedChange = Self.largestAnimatedChange
        updateGenerator = PersonUpdateGenerator(seed: options.seed)
        collectionView = CollectionView(
            layout: ColumnFlowLayout(), itemCounts: [list.shown.count],
            layoutMargins: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
    }

    static var itemNoun: String { "friend" }
    var animatesChanges: Bool { options.animates }

    var title: String { list.arrangement.order.label.map { "Friends · \($0)" } ?? "Friends" }
    /// `12 of 40`, and the kept filter after it: `3 of 12 · /stev`.
    var positionText: String {
        listPositionText(CountFormat.position(collectionView.focusedItem?.item, of: list.shown.count))
    }
    var titleAction: TitleAction? {
        TitleAction(
            label: "u Update", command: .update, isEnabled: !list.shown.isEmpty && reset == nil,
            activity: reset?.frame)
    }
    /// While a refresh runs: the spinner and what it is doing; while a kept filter was answered without
    /// the name index (still being built), "indexing…".
    var statusNote: String? {
        if let reset { return "\(reset.frame) Refreshing…" }
        return list.isIndexing ? ArrangedList<FriendsOrder, Int>.indexingNote : nil
    }
    var isAnimating: Bool { collectionView.isAnimating || reset != nil }

    /// The cards of `friends`, the filter's matches highlighted.
    func cells(showing friends: [Friend], highlight: FuzzyQuery?) -> FriendCard {
        FriendCard(friends: friends, highlight: highlight)
    }

    func perform(_ command: Command) -> CommandResult {
        if collectionView.performNavigation(command) { return .done }
        switch command {
        case .select:
            guard let friend = focusedListItem else { return .done }
            return CommandResult(
                push: FeedViewController(
                    person: friend.person, seed: options.seed, rendering: options.pictureRendering,
                    animates: options.animates))
        case .update: return applyRemoteUpdates()
        case .reset: return beginReset()
        case .filter: return beginFilter()
        case .sort: return sortByNextOrder()
        default: return .done
        }
    }

    func advance(to now: Duration) {
        // A refresh that lands starts its animation on this same frame.
        reset?.advance(to: now)
        if reset?.isDone == true { finishReset() }
        collectionView.advance(to: now)
    }

    func render(into canvas: inout Canvas) {
        if drawNoMatch(into: &canvas) { return }
        guard !list.shown.isEmpty else {
            EmptyState.draw(
                title: "No friends yet", detail: "Start with --count N to invite some.",
                in: collectionView.viewport, into: &canvas)
            return
        }
        collectionView.render(into: &canvas, dataSource: shownCells)
    }
}
