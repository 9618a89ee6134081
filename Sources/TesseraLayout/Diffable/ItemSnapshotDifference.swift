/// The batch update that turns one ``ItemSnapshot`` into another, in the engine's terms: two batches of
/// ``UpdateItem``s, each of which passes ``UpdatePlan/validate(_:itemCountsBefore:itemCountsAfter:)``.
///
/// - ``reloads`` come first, as a batch of their own that changes no count (`itemCountsBefore` to
///   `itemCountsBefore`), applied without animation: the reloaded items show their new content in place.
/// - ``changes`` — deletes, moves and inserts — come second, from `itemCountsBefore` to `itemCountsAfter`,
///   animated.
///
/// Two batches because the engine, like UIKit, refuses to reload and move the same index path in one
/// batch, and a changed item may well have moved. Since the reload batch moves nothing, its index paths
/// (before the update) are still right when the second batch starts.
///
/// Worked example, one section `[A B C D E]` becoming `[D A C X E]`, with `E` marked as reloaded:
///
///     old     A B C D E        B is gone; D is before A now; X is new; E changed
///     stay    A . C . E        the longest run of survivors in their old order: A C E do not move
///     reloads reload [0, 4]                                   (E, in place, not animated)
///     changes delete [0, 1], move [0, 3] → [0, 0], insert [0, 3]   (animated together)
///     new     D A C X E
///
/// Only one item moves: `D`. A diff that moved everything whose index changed would move `A` and `C` too.
public struct ItemSnapshotDifference: Hashable, Sendable {
    /// The number of items in each section before the update (and after the reloads).
    public let itemCountsBefore: [Int]
    /// The number of items in each section after the update.
    public let itemCountsAfter: [Int]
    /// The reloads of items marked as changed that were there before and are still there after, by index
    /// path before the update, ascending: the first batch, from `itemCountsBefore` to `itemCountsBefore`.
    public let reloads: [UpdateItem]
    /// Deletes (ascending), moves (by destination) and inserts (ascending): the second batch, from
    /// `itemCountsBefore` to `itemCountsAfter`.
    public let changes: [UpdateItem]
    /// The sections the second batch deletes and inserts, when the snapshots' sections differ: pass it to
    /// ``UpdatePlan/validate(_:sections:itemCountsBefore:itemCountsAfter:)`` (or the view's batch) with
    /// ``changes``.
    public internal(set) var sections = SectionUpdate()

    /// Whether the two snapshots hold the same items in the same order, with nothing to reload.
    public var isEmpty: Bool { reloads.isEmpty && changes.isEmpty && sections.isEmpty }
}
