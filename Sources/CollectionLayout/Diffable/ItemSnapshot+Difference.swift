extension ItemSnapshot {
    /// The batch update that turns `old` into this snapshot: deletes, inserts, the fewest moves, and reloads
    /// of the items marked with ``reloadItems(_:)`` that were already in `old`.
    ///
    /// A keyed diff in the manner of Heckel (1978): every identifier of `old` is hashed once with its
    /// position, every identifier of this snapshot is looked up once, so deletes, inserts and the survivors
    /// are found in O(n) for n items in all. An item that is in both stays put when it keeps its section and
    /// its order relative to the other items that stay; the most items that can stay are a longest
    /// increasing subsequence of the survivors' old positions in their new order (O(n log n), O(n) when the
    /// order is kept, as when a list is filtered). Every other survivor moves, across sections too.
    ///
    /// - Throws: ``ItemSnapshotError/sectionMismatch(index:before:after:)`` unless both snapshots have the
    ///   same section identifiers in the same order; ``ItemSnapshotError/duplicateItem(_:first:second:phase:)``
    ///   for an item identifier that occurs twice in either snapshot;
    ///   ``ItemSnapshotError/reloadedItemNotInSnapshot(_:)`` for an item marked for reloading that this
    ///   snapshot does not hold.
    public func difference(from old: ItemSnapshot) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        try Self.checkSections(old.sectionIdentifiers, sectionIdentifiers)
        let oldStarts = SectionStarts(counts: old.itemCounts)
        let oldPositions = try old.flatPositions(phase: .beforeUpdate)
        let matches = try matchItems(against: oldPositions, oldCount: old.numberOfItems)
        let reloads = try reloadItems(matches: matches, oldPositions: oldPositions, oldStarts: oldStarts)
        var changes = old.deletes(newPositions: matches.newPositions)
        changes += moves(oldPositions: matches.oldPositions, oldStarts: oldStarts)
        changes += matches.inserts
        return ItemSnapshotDifference(
            itemCountsBefore: old.itemCounts, itemCountsAfter: itemCounts, reloads: reloads, changes: changes)
    }

    /// Checks that every item identifier occurs once and that every item marked for reloading is here.
    ///
    /// - Throws: ``ItemSnapshotError/duplicateItem(_:first:second:phase:)`` (reported as the snapshot after
    ///   an update, the one to be shown) or ``ItemSnapshotError/reloadedItemNotInSnapshot(_:)``.
    public func validate() throws(ItemSnapshotError) {
        let positions = try flatPositions(phase: .afterUpdate)
        if let missing = reloadedItemIdentifiers.first(where: { positions[$0] == nil }) {
            throw .reloadedItemNotInSnapshot(String(reflecting: missing))
        }
    }

    /// The first position where the two lists of sections differ, as an error.
    private static func checkSections(_ old: [SectionIdentifier], _ new: [SectionIdentifier])
        throws(ItemSnapshotError)
    {
        guard old != new else { return }
        let index = old.indices.first { $0 >= new.count || old[$0] != new[$0] } ?? old.count
        throw .sectionMismatch(
            index: index, before: old.indices.contains(index) ? String(reflecting: old[index]) : nil,
            after: new.indices.contains(index) ? String(reflecting: new[index]) : nil)
    }

    /// Every item's flat position (see ``SectionStarts``), by identifier; throws the first duplicate.
    private func flatPositions(phase: UpdatePhase) throws(ItemSnapshotError) -> [ItemIdentifier: Int] {
        var positions = [ItemIdentifier: Int](minimumCapacity: numberOfItems)
        var position = 0
        for items in sections {
            for item in items {
                if let first = positions.updateValue(position, forKey: item) {
                    let starts = SectionStarts(counts: itemCounts)
                    throw .duplicateItem(
                        String(reflecting: item), first: starts.indexPath(of: first),
                        second: starts.indexPath(of: position), phase: phase)
                }
                position += 1
            }
        }
        return positions
    }

    /// How the items of this snapshot pair up with the old ones.
    private struct Matches {
        /// For each old item (by flat position), its new flat position, or −1 when it is deleted.
        var newPositions: [Int]
        /// For each new item (by flat position), its old flat position, or −1 when it is inserted.
        var oldPositions: [Int]
        /// The inserts, ascending.
        var inserts: [UpdateItem] = []
        /// The inserted identifiers, with their flat positions.
        var inserted: [ItemIdentifier: Int] = [:]
    }

    /// Looks every item up among the old ones; throws the first duplicate in this snapshot.
    private func matchItems(against oldPositions: [ItemIdentifier: Int], oldCount: Int)
        throws(ItemSnapshotError) -> Matches
    {
        var matches = Matches(
            newPositions: Array(repeating: -1, count: oldCount),
            oldPositions: Array(repeating: -1, count: numberOfItems))
        var position = 0
        for (section, items) in sections.enumerated() {
            for (index, item) in items.enumerated() {
                let first: Int?
                if let old = oldPositions[item] {
                    first = matches.newPositions[old] >= 0 ? matches.newPositions[old] : nil
                    matches.newPositions[old] = position
                    matches.oldPositions[position] = old
                } else {
                    first = matches.inserted.updateValue(position, forKey: item)
                    matches.inserts.append(.insert(at: IndexPath(item: index, section: section)))
                }
                if let first {
                    let starts = SectionStarts(counts: itemCounts)
                    throw .duplicateItem(
                        String(reflecting: item), first: starts.indexPath(of: first),
                        second: IndexPath(item: index, section: section), phase: .afterUpdate)
                }
                position += 1
            }
        }
        return matches
    }

    /// The reloads of marked items that survive, ascending; throws for a marked item not in this snapshot.
    private func reloadItems(
        matches: Matches, oldPositions: [ItemIdentifier: Int], oldStarts: SectionStarts
    ) throws(ItemSnapshotError) -> [UpdateItem] {
        var reloaded: [IndexPath] = []
        for item in reloadedItemIdentifiers {
            if let old = oldPositions[item], matches.newPositions[old] >= 0 {
                reloaded.append(oldStarts.indexPath(of: old))
            } else if matches.inserted[item] == nil {
                throw .reloadedItemNotInSnapshot(String(reflecting: item))
            }
        }
        return reloaded.sorted().map { .reload(at: $0) }
    }

    /// The deletes of this (old) snapshot's items that have no new position, ascending.
    private func deletes(newPositions: [Int]) -> [UpdateItem] {
        var deletes: [UpdateItem] = []
        var position = 0
        for (section, items) in sections.enumerated() {
            for index in items.indices {
                if newPositions[position] < 0 {
                    deletes.append(.delete(at: IndexPath(item: index, section: section)))
                }
                position += 1
            }
        }
        return deletes
    }

    /// The moves, by destination: every survivor that changes section, and of those that keep it, every
    /// one outside a longest increasing subsequence of their old positions (taken in their new order).
    private func moves(oldPositions: [Int], oldStarts: SectionStarts) -> [UpdateItem] {
        // The survivors that keep their section, as old positions in their new order. Sections come in the
        // same order before and after, so one subsequence over all of them is one per section.
        var stayCandidates: [Int] = []
        var survivors = 0
        var position = 0
        for (section, items) in sections.enumerated() {
            for _ in items {
                let old = oldPositions[position]
                if old >= 0 {
                    survivors += 1
                    if oldStarts.section(of: old) == section { stayCandidates.append(old) }
                }
                position += 1
            }
        }
        let stays = longestIncreasingSubsequence(of: stayCandidates)
        var moves: [UpdateItem] = []
        moves.reserveCapacity(survivors - stays.count(where: { $0 }))
        position = 0
        var candidate = 0
        for (section, items) in sections.enumerated() {
            for index in items.indices {
                let old = oldPositions[position]
                position += 1
                guard old >= 0 else { continue }
                let source = oldStarts.indexPath(of: old)
                if source.section == section {
                    candidate += 1
                    if stays[candidate - 1] { continue }
                }
                moves.append(.move(from: source, to: IndexPath(item: index, section: section)))
            }
        }
        return moves
    }
}
