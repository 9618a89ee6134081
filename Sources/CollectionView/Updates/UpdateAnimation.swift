import CollectionLayout

/// A running batch-update animation: the transitions of the affected elements on a timeline.
///
/// The clock starts at the first ``advance(to:)`` after creation, so the first frame drawn after the key
/// press shows the start of the motion however long the app was idle before.
struct UpdateAnimation {
    /// How long the motion takes.
    static let duration = Duration.milliseconds(300)

    let transitions: [ItemTransition]
    private(set) var startTime: Duration?
    /// Eased progress, 0 to 1.
    private(set) var progress = 0.0

    init(transitions: [ItemTransition]) {
        self.transitions = transitions
    }

    /// Whether the motion has reached its end.
    var isFinished: Bool { progress >= 1 }

    /// Moves the timeline to `now`.
    mutating func advance(to now: Duration) {
        let start = startTime ?? now
        startTime = start
        let elapsed = Double((now - start) / .nanoseconds(1))
        let total = Double(Self.duration / .nanoseconds(1))
        progress = elapsed >= total ? 1 : Easing.easeInOut(elapsed / total)
    }

    /// The elements as drawn at the current progress, with the content each should show.
    func frames() -> [(attributes: LayoutAttributes, content: ItemTransition.Content)] {
        transitions.map { ($0.attributes(at: progress), $0.content) }
    }
}
