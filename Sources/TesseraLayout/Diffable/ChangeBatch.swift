/// The second batch of a difference — deletes, moves and inserts — worked out from the keyed diff's
/// matching, counted before it is written: unpaired old items are deleted, unpaired new ones inserted;
/// the survivors that keep their section and lie on a longest increasing subsequence of old positions
/// (taken in new order) stay, and every other survivor moves. O(n log n) for n items, O(n) when the
/// survivors keep their order.
struct ChangeBatch {
    /// The pairing of old and new items.
    let matching: PositionMatching
    /// The item counts before and after.
    let itemCountsBefore: [Int]
    let itemCountsAfter: [Int]
    /// Where the sections start before the update.
    let oldStarts: SectionStarts
    /// For each survivor that keeps its section, in new order, whether it stays.
    let stays: [Bool]
    /// How many survivors there are, and how many of them move.
    let survivors: Int
    let moveCount: Int

    /// The batch for `matching`, from items with `itemCountsBefore` to items with `itemCountsAfter`.
    init(_ matching: PositionMatching, _ itemCountsBefore: [Int], _ itemCountsAfter: [Int]) {
        self.matching = matching
        self.itemCountsBefore = itemCountsBefore
        self.itemCountsAfter = itemCountsAfter
        oldStarts = SectionStarts(counts: itemCountsBefore)
        let (candidates, survivors) = Self.candidates(matching.oldPositionOfNew, itemCountsAfter, oldStarts)
        stays = longestIncreasingSubsequence(of: candidates)
        self.survivors = survivors
        moveCount = survivors - stays.count(where: { $0 })
    }

    /// The number of operations: deletes, moves and inserts.
    var count: Int { matching.matched.count + matching.oldPositionOfNew.count - 2 * survivors + moveCount }

    /// The first batch: reloads of the marked survivors, by index path before the update, ascending.
    var reloads: [UpdateItem] {
        matching.reloadedOldPositions.sorted().map { .reload(at: oldStarts.indexPath(of: $0)) }
    }

    /// Writes the ``count`` operations from `start` on: the deletes in old order, then the moves and
    /// then the inserts in new order — two passes, one over the old items and one over the new ones,
    /// which writes the moves and the inserts each into its own part.
    func write(into start: UnsafeMutablePointer<UpdateItem>) {
        let moves = Self.writeDeletes(matching.matched, itemCountsBefore, into: start)
        Self.writeMovesAndInserts(
            matching.oldPositionOfNew, itemCountsAfter, oldStarts: oldStarts, stays: stays, moves: moves,
            inserts: moves + moveCount)
    }

    /// Writes a delete for each old item not matched, in order, from `start` on; returns where it stopped.
    private static func writeDeletes(
        _ matched: [Bool], _ itemCounts: [Int], into start: UnsafeMutablePointer<UpdateItem>
    ) -> UnsafeMutablePointer<UpdateItem> {
        var next = start
        matched.withUnsafeBufferPointer { matched in
            var position = 0
            for (section, count) in itemCounts.enumerated() {
                for item in 0..<count {
                    if !matched[position] {
                        next.initialize(to: .delete(at: IndexPath(item: item, section: section)))
                        next += 1
                    }
                    position += 1
                }
            }
        }
        return next
    }

    /// Writes, in new order, a move for each survivor that does not stay (from `moves` on) and an insert
    /// for each new item (from `inserts` on).
    ///
    /// - Parameter stays: For each survivor that keeps its section, in new order, whether it stays.
    private static func writeMovesAndInserts(
        _ sources: [Int32], _ itemCounts: [Int], oldStarts: SectionStarts, stays: [Bool],
        moves: UnsafeMutablePointer<UpdateItem>, inserts: UnsafeMutablePointer<UpdateItem>
    ) {
        var (moves, inserts) = (moves, inserts)
        var candidate = 0
        sources.withUnsafeBufferPointer { sources in
            stays.withUnsafeBufferPointer { stays in
                var position = 0
                for (section, count) in itemCounts.enumerated() {
                    let sectionStart = oldStarts.start(of: section)
                    let sectionEnd = oldStarts.start(of: section + 1)
                    for item in 0..<count {
                        let old = Int(sources[position])
                        position += 1
                        let destination = IndexPath(item: item, section: section)
                        if old < 0 {
                            inserts.initialize(to: .insert(at: destination))
                            inserts += 1
                            continue
                        }
                        let source: IndexPath
                        if sectionStart <= old && old < sectionEnd {
                            candidate += 1
                            if stays[candidate - 1] { continue }
                            source = IndexPath(item: old - sectionStart, section: section)
                        } else {
                            source = oldStarts.indexPath(of: old)
                        }
                        moves.initialize(to: .move(from: source, to: destination))
                        moves += 1
                    }
                }
            }
        }
    }

    /// Calls `body` with the flat position, the item index and the section of each item, in order.
    private static func forEachItem(_ itemCounts: [Int], _ body: (Int, Int, Int) -> Void) {
        var position = 0
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count {
                body(position, item, section)
                position += 1
            }
        }
    }

    /// The old positions of the survivors that keep their section, in new order — the candidates to stay
    /// put — and the number of survivors.
    private static func candidates(_ sources: [Int32], _ itemCounts: [Int], _ oldStarts: SectionStarts)
        -> (candidates: [Int32], survivors: Int)
    {
        var survivors = 0
        var candidates: [Int32] = []
        candidates.reserveCapacity(sources.count)
        forEachItem(itemCounts) { position, _, section in
            let old = Int(sources[position])
            guard old >= 0 else { return }
            survivors += 1
            if oldStarts.contains(old, inSection: section) {
                candidates.append(Int32(truncatingIfNeeded: old))
            }
        }
        return (candidates, survivors)
    }
}
