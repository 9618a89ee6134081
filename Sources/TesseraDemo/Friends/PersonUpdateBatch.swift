import TesseraLayout

/// A batch of remote updates to the Friends list, as the sample's `PersonUpdate` values: reloads, deletes
/// and move sources name positions before the batch; inserts and move destinations name positions after.
struct PersonUpdateBatch {
    /// Positions whose person changed in place.
    var reloads: [Int] = []
    /// Positions removed.
    var deletes: [Int] = []
    /// People moved from one position (before) to another (after).
    var moves: [(from: Int, to: Int)] = []
    /// New people and their positions after the batch.
    var inserts: [(person: Person, at: Int)] = []

    /// The reloads as update items (applied first, without animation).
    var reloadItems: [UpdateItem] { reloads.map { .reload(at: IndexPath(item: $0)) } }

    /// The deletes, moves and inserts as update items (animated together).
    var movementItems: [UpdateItem] {
        deletes.map { .delete(at: IndexPath(item: $0)) }
            + moves.map { .move(from: IndexPath(item: $0.from), to: IndexPath(item: $0.to)) }
            + inserts.map { .insert(at: IndexPath(item: $0.at)) }
    }

    /// The number of items after a list of `count` takes the batch.
    func count(after count: Int) -> Int { count - deletes.count + inserts.count }

    /// A one-line summary for the status line, e.g. `1 reloaded · 2 deleted · 1 moved · 1 inserted`.
    var summary: String {
        [
            (reloads.count, "reloaded"), (deletes.count, "deleted"), (moves.count, "moved"),
            (inserts.count, "inserted"),
        ]
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
    }
}
