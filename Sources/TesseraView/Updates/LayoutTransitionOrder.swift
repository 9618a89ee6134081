import TesseraLayout

/// The items of a layout transition sorted into the order they are drawn while they move, so that an item
/// sliding across the screen is never covered by one that stays put or one only passing through.
///
/// Each item gets a role from its two ends: ``ItemTransition/Role/stationary`` when its frame on screen is
/// the same in both layouts; ``ItemTransition/Role/appearing`` or ``ItemTransition/Role/disappearing``
/// (fading in or out where the one layout that places it puts it) when the other layout has no attributes
/// for it; ``ItemTransition/Role/moving`` otherwise. While the items move they are drawn by role
/// (stationary first), and among the moving ones: those entering or leaving the screen, then those on
/// screen at both ends, the focused item last. The first frame, before anything has moved, keeps the old
/// screen's order (``firstFrame``), so that it is the old screen exactly even where narrow items share a
/// cell.
struct LayoutTransitionOrder {
    /// The focused item, drawn last among the moving ones.
    private let focusedItem: IndexPath?
    /// Where each item on the old screen came in its drawing order.
    private let oldScreenRank: [IndexPath: Int]
    private var stationary: [ItemTransition] = []
    private var crossing: [ItemTransition] = []
    private var within: [ItemTransition] = []
    private var focused: [ItemTransition] = []
    private var fading: [ItemTransition] = []

    /// An empty order for a view focused on `focusedItem` whose old screen drew the items of `oldScreen`,
    /// in that order.
    init(focusedItem: IndexPath?, oldScreen: [IndexPath]) {
        self.focusedItem = focusedItem
        oldScreenRank = Dictionary(zip(oldScreen, oldScreen.indices)) { first, _ in first }
    }

    /// Adds an item shown at either end: `start` in the old layout (moved by the scroll), `end` in the new
    /// one, `nil` where that layout has no attributes for it; `isLeaving` when the new screen does not
    /// show it.
    mutating func add(from start: LayoutAttributes?, to end: LayoutAttributes?, isLeaving: Bool = false) {
        switch (start, end) {
        case (nil, nil):
            return
        case (nil, let end?):
            fading.append(
                ItemTransition(start: end.transparent, end: end, content: .afterUpdate, role: .appearing))
        case (let start?, nil):
            fading.append(
                ItemTransition(
                    start: start, end: start.transparent, content: .afterUpdate, role: .disappearing))
        case (let start?, let end?):
            guard start != end else {
                stationary.append(
                    ItemTransition(start: start, end: end, content: .afterUpdate, role: .stationary))
                return
            }
            let transition = ItemTransition(start: start, end: end, content: .afterUpdate, role: .moving)
            if end.indexPath == focusedItem {
                focused.append(transition)
            } else if isLeaving || oldScreenRank[end.indexPath] == nil {
                crossing.append(transition)
            } else {
                within.append(transition)
            }
        }
    }

    /// The transitions in drawing order.
    var transitions: [ItemTransition] { stationary + crossing + within + focused + fading }

    /// The transitions in the old screen's drawing order, for the first frame (items it did not show, off
    /// screen then, first).
    var firstFrame: [ItemTransition] {
        transitions.enumerated()
            .sorted {
                (oldScreenRank[$0.element.end.indexPath] ?? -1, $0.offset)
                    < (oldScreenRank[$1.element.end.indexPath] ?? -1, $1.offset)
            }
            .map(\.element)
    }

    /// Whether nothing moves or fades.
    var isStill: Bool { crossing.isEmpty && within.isEmpty && focused.isEmpty && fading.isEmpty }
}
