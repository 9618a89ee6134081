import TesseraLayout
import TesseraShell
import TesseraView

extension FriendsViewController {
    /// `u`: reloads first, without animation (the people show "Updated Now"), then deletes, moves and
    /// inserts animated together. The list and the view take the same validated batch, so they cannot
    /// disagree; the updated list is in the order its source gives.
    func applyRemoteUpdates() -> CommandResult {
        var friends = list.shown
        guard !friends.isEmpty, reset == nil else { return .done }
        let visible = collectionView.visibleAttributes().map(\.indexPath.item)
        let range = (visible.min() ?? 0)..<((visible.max() ?? 0) + 1)
        let batch = updateGenerator.makeBatch(count: friends.count, visible: range)
        do {
            try collectionView.performBatchUpdates(
                batch.reloadItems, itemCountsAfter: [friends.count], dataSource: shownCells, animated: false)
            for index in batch.reloads { friends[index].isUpdated = true }
            let plan = try collectionView.performBatchUpdates(
                batch.movementItems, itemCountsAfter: [batch.count(after: friends.count)],
                dataSource: FriendCard(friends: friends), animated: options.animates)
            let newcomers = Dictionary(
                uniqueKeysWithValues: batch.inserts.map {
                    ($0.at, Friend(id: $0.person.id, seed: options.seed))
                })
            plan.apply(to: &friends) { newcomers[$0.item] ?? Friend(id: -1, seed: options.seed) }
            list.replaceAll(alreadyShown: friends)
            return CommandResult(message: batch.summary)
        } catch {
            return CommandResult(message: error.description)
        }
    }

    /// `r`: like pull-to-refresh — a spinner with "Refreshing…" for about half a second, during which
    /// navigation keeps working and `u` waits; then the original data comes back in the list's own order
    /// as an animated diff: inserted friends shrink out, deleted ones grow back in, moved ones slide home.
    /// The focused friend stays focused if they are still there.
    func beginReset() -> CommandResult {
        collectionView.finishAnimation()
        if options.animates {
            reset = ResetProgress()
        } else {
            finishReset()
        }
        return .done
    }

    func finishReset() {
        reset = nil
        updateGenerator = PersonUpdateGenerator(seed: options.seed)
        list.arrangement.order = .given
        replaceItems(Friend.generated(seed: options.seed, count: options.friendCount))
    }
}

/// The pull-to-refresh spinner's timeline.
struct ResetProgress {
    /// How long the spinner turns before the data comes back.
    static let duration = Duration.milliseconds(500)
    private static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    private var start: Duration?
    private(set) var elapsed = Duration.zero

    /// Moves to `now`; the clock starts at the first call.
    mutating func advance(to now: Duration) {
        let begin = start ?? now
        start = begin
        elapsed = now - begin
    }

    /// Whether the spinner has turned long enough.
    var isDone: Bool { elapsed >= Self.duration }

    /// The spinner's current frame.
    var frame: String {
        String(Self.spinner[Int(elapsed / .milliseconds(80)) % Self.spinner.count])
    }
}
