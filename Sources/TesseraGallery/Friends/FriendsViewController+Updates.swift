import TesseraLayout
import TesseraView

extension FriendsViewController {
    /// `u`: reloads first, without animation (the people show "Updated Now"), then deletes, moves and
    /// inserts animated together. The model and the view take the same validated batch, so they cannot
    /// disagree.
    func applyRemoteUpdates() -> CommandResult {
        guard model.count > 0, reset == nil else { return .done }
        let visible = collectionView.visibleAttributes().map(\.indexPath.item)
        let range = (visible.min() ?? 0)..<((visible.max() ?? 0) + 1)
        let batch = updateGenerator.makeBatch(count: model.count, visible: range)
        do {
            try collectionView.performBatchUpdates(
                batch.reloadItems, itemCountsAfter: [model.count], dataSource: cards, animated: false)
            for index in batch.reloads { model.markUpdated(at: index) }
            let plan = try collectionView.performBatchUpdates(
                batch.movementItems, itemCountsAfter: [batch.count(after: model.count)], dataSource: cards,
                animated: options.animates)
            let newcomers = Dictionary(uniqueKeysWithValues: batch.inserts.map { ($0.at, $0.person) })
            var ids = model.ids
            plan.apply(to: &ids) { newcomers[$0.item]?.id ?? -1 }
            model.replaceIDs(ids, adding: batch.inserts.map(\.person))
            // The updated list is in the order its source gives.
            sortOrder = .given
            givenIDs = nil
            return CommandResult(message: batch.summary)
        } catch {
            return CommandResult(message: error.description)
        }
    }

    /// `r`: like pull-to-refresh — a spinner with "Refreshing…" for about half a second, during which
    /// navigation keeps working and `u` waits; then the original data comes back as an animated diff
    /// (``show(_:)``): inserted friends shrink out, deleted ones grow back in, moved ones slide home. The
    /// focused friend stays focused if they are still there.
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
        sortOrder = .given
        givenIDs = nil
        updateGenerator = PersonUpdateGenerator(seed: options.seed)
        show(FriendsModel(seed: options.seed, count: options.friendCount))
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
