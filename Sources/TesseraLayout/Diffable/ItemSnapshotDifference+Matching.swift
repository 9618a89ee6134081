extension ItemSnapshotDifference {
    /// The batches for items paired up by the keyed diff: unpaired old items are deleted, unpaired new ones
    /// inserted; the survivors that keep their section and lie on a longest increasing subsequence of old
    /// positions (taken in new order) stay, and every other survivor moves. O(n log n) for n items, O(n)
    /// when the survivors keep their order.
    ///
    /// - Parameter reloadedOldPositions: The old flat positions of the survivors to reload, in any order.
    @usableFromInline
    init(
        matching: PositionMatching, reloadedOldPositions: [Int], itemCountsBefore: [Int],
        itemCountsAfter: [Int]
    ) {
        let oldStarts = SectionStarts(counts: itemCountsBefore)
        self.itemCountsBefore = itemCountsBefore
        self.itemCountsAfter = itemCountsAfter
        reloads = reloadedOldPositions.sorted().map { .reload(at: oldStarts.indexPath(of: $0)) }
        let sources = matching.oldPositionOfNew
        let (stays, survivors) = Self.stays(sources, itemCounts: itemCountsAfter, oldStarts: oldStarts)
        let moveCount = survivors - stays.count(where: { $0 })
        var changes: [UpdateItem] = []
        changes.reserveCapacity(matching.matched.count + sources.count - 2 * survivors + moveCount)
        Self.forEachIndexPath(itemCounts: itemCountsBefore) { position, indexPath in
            if !matching.matched[position] { changes.append(.delete(at: indexPath)) }
        }
        var candidate = 0
        Self.forEachIndexPath(itemCounts: itemCountsAfter) { position, indexPath in
            let old = sources[position]
            guard old >= 0 else { return }
            let source = oldStarts.indexPath(of: old)
            if source.section == indexPath.section {
                candidate += 1
                if stays[candidate - 1] { return }
            }
            changes.append(.move(from: source, to: indexPath))
        }
        Self.forEachIndexPath(itemCounts: itemCountsAfter) { position, indexPath in
            if sources[position] < 0 { changes.append(.insert(at: indexPath)) }
        }
        self.changes = changes
    }

    /// Calls `body` with the flat position and the index path of each item, in order.
    private static func forEachIndexPath(itemCounts: [Int], _ body: (Int, IndexPath) -> Void) {
        var position = 0
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count {
                body(position, IndexPath(item: item, section: section))
                position += 1
            }
        }
    }

    /// Of the survivors that keep their section (in new order), which stay: a longest increasing
    /// subsequence of their old positions. Sections come in the same order before and after, so one
    /// subsequence over all sections is one per section. Also counts the survivors.
    private static func stays(_ sources: [Int], itemCounts: [Int], oldStarts: SectionStarts) -> (
        stays: [Bool], survivors: Int
    ) {
        var candidates: [Int] = []
        candidates.reserveCapacity(sources.count)
        var survivors = 0
        forEachIndexPath(itemCounts: itemCounts) { position, indexPath in
            let old = sources[position]
            guard old >= 0 else { return }
            survivors += 1
            if oldStarts.section(of: old) == indexPath.section { candidates.append(old) }
        }
        return (longestIncreasingSubsequence(of: candidates), survivors)
    }
}
