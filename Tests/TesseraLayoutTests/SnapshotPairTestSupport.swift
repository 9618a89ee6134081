import UpdateTestSupport

@testable import TesseraLayout

/// Two snapshots of the same sections, the second made from the first by random deletes, moves (within and
/// across sections), inserts and reload marks, reproducible from a seed.
struct SnapshotPair: CustomStringConvertible {
    var old: [[Int]]
    var new: [[Int]]
    var reloaded: [Int]
    var sectionIdentifiers: [String]

    var description: String { "old \(old) new \(new) reloaded \(reloaded)" }

    /// The old snapshot (no reload marks).
    func oldSnapshot() throws -> ItemSnapshot<String, Int> {
        try Self.snapshot(sectionIdentifiers, old, reloaded: [])
    }

    /// The new snapshot, with its reload marks.
    func newSnapshot() throws -> ItemSnapshot<String, Int> {
        try Self.snapshot(sectionIdentifiers, new, reloaded: reloaded)
    }

    /// A snapshot of `sections`, named by `identifiers`, with `reloaded` marked.
    static func snapshot(_ identifiers: [String], _ sections: [[Int]], reloaded: [Int]) throws
        -> ItemSnapshot<String, Int>
    {
        var snapshot = ItemSnapshot<String, Int>()
        try snapshot.appendSections(identifiers)
        for (identifier, items) in zip(identifiers, sections) {
            try snapshot.appendItems(items, toSection: identifier)
        }
        snapshot.reloadItems(reloaded)
        return snapshot
    }

    /// A random pair. Most are small (up to 60 items), some have up to 1,000 and a few up to `largest`;
    /// each pair has its own rates of deletes, moves, inserts and reloads, from none to all, and some are
    /// shuffled outright.
    static func random(seed: Int, largest: Int = 10_000) -> SnapshotPair {
        var random = BatchRandom(seed: seed)
        let size = Int.random(in: 0..<100, using: &random)
        let maxItems = size < 85 ? 60 : size < 97 ? 1_000 : largest
        let sectionCount =
            Int.random(in: 0..<20, using: &random) == 0 ? 0 : Int.random(in: 1...3, using: &random)
        let count = sectionCount == 0 ? 0 : Int.random(in: 0...maxItems, using: &random)
        // Old identifiers in random order, spread over the sections at random.
        var old = Array(repeating: [Int](), count: sectionCount)
        for identifier in (0..<count).shuffled(using: &random) {
            old[Int.random(in: 0..<sectionCount, using: &random)].append(identifier)
        }
        let rates = [0, 2, 10, 30, 70, 100]
        func rate() -> Int { rates.randomElement(using: &random)! }
        let (deleteRate, moveRate, insertRate, reloadRate) = (rate(), rate(), rate(), rate())
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        var new = old.map { $0.filter { _ in !chance(deleteRate) } }
        if chance(10) {
            for section in new.indices { new[section].shuffle(using: &random) }
        }
        var moving: [Int] = []
        for section in new.indices {
            new[section].removeAll { identifier in
                let moves = chance(moveRate)
                if moves { moving.append(identifier) }
                return moves
            }
        }
        let inserting = (0..<(count * insertRate / 100 + Int.random(in: 0...1, using: &random))).map {
            count + $0
        }
        for identifier in moving + inserting where sectionCount > 0 {
            let section = Int.random(in: 0..<sectionCount, using: &random)
            new[section].insert(identifier, at: Int.random(in: 0...new[section].count, using: &random))
        }
        let reloaded = new.joined().filter { _ in chance(reloadRate) }
        return SnapshotPair(
            old: old, new: new, reloaded: reloaded,
            sectionIdentifiers: (0..<sectionCount).map { "section \($0)" })
    }
}

/// The fewest moves that turn `old` into `new`, from the standard library's `CollectionDifference` (O(n·d),
/// for small cases): an item can stay put only if it keeps its section, and the most items of a section
/// that can stay are the longest common subsequence of its old and new items, whose length is the old
/// count minus the difference's removals.
func fewestMoves(from old: [[Int]], to new: [[Int]]) -> Int {
    let survivors = Set(old.joined()).intersection(new.joined()).count
    let staying = zip(old, new).reduce(0) { total, pair in
        total + pair.0.count - pair.1.difference(from: pair.0).removals.count
    }
    return survivors - staying
}
