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
    /// Inlinable, so that it is compiled for the caller's identifier types: through unspecialised generic
    /// code the whole diff took three times as long. Only the hashing is generic; the rest works on
    /// positions (`ItemSnapshotDifference.init(matching:reloadedOldPositions:itemCountsBefore:itemCountsAfter:)`).
    ///
    /// - Throws: ``ItemSnapshotError/sectionMismatch(index:before:after:)`` unless both snapshots have the
    ///   same section identifiers in the same order; ``ItemSnapshotError/duplicateItem(_:first:second:phase:)``
    ///   for an item identifier that occurs twice in either snapshot;
    ///   ``ItemSnapshotError/reloadedItemNotInSnapshot(_:)`` for an item marked for reloading that this
    ///   snapshot does not hold.
    @inlinable
    public func difference(from old: ItemSnapshot) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        try ItemSnapshotError.checkSections(old.sectionIdentifiers, sectionIdentifiers)
        let oldPositions = try old.flatPositions(phase: .beforeUpdate)
        let (matching, inserted) = try match(oldPositions: oldPositions, oldCount: old.numberOfItems)
        return ItemSnapshotDifference(
            matching: matching,
            reloadedOldPositions: try reloadedOldPositions(
                matching: matching, oldPositions: oldPositions, inserted: inserted),
            itemCountsBefore: old.itemCounts, itemCountsAfter: itemCounts)
    }

    /// Checks that every item identifier occurs once and that every item marked for reloading is here.
    ///
    /// - Throws: ``ItemSnapshotError/duplicateItem(_:first:second:phase:)`` (reported as the snapshot after
    ///   an update, the one to be shown) or ``ItemSnapshotError/reloadedItemNotInSnapshot(_:)``.
    @inlinable
    public func validate() throws(ItemSnapshotError) {
        let positions = try flatPositions(phase: .afterUpdate)
        if let missing = reloadedItemIdentifiers.first(where: { positions.position(of: $0) == nil }) {
            throw .reloadedItemNotInSnapshot(String(reflecting: missing))
        }
    }

    /// Every item's flat position (its place when the sections are read one after another), by identifier;
    /// throws the first duplicate.
    @inlinable
    func flatPositions(phase: UpdatePhase) throws(ItemSnapshotError) -> PositionTable<ItemIdentifier> {
        var positions = PositionTable(capacity: numberOfItems, first: sections.lazy.joined().first)
        var position = 0
        for items in sections where !items.isEmpty {
            var lookahead = SlotLookahead(items, in: positions)
            for (index, item) in items.enumerated() {
                let (hash, seen) = lookahead.next(index, in: positions)
                if let first = positions.insert(item, hash: hash, at: position, seen: seen) {
                    throw .duplicateItem(
                        String(reflecting: item), flatPositions: first, position, itemCounts: itemCounts,
                        phase: phase)
                }
                position += 1
            }
        }
        return positions
    }

    /// Pairs every item with its old position, if it has one; returns the pairing and the new items'
    /// positions by identifier, and throws the first duplicate in this snapshot.
    @inlinable
    func match(oldPositions: PositionTable<ItemIdentifier>, oldCount: Int) throws(ItemSnapshotError) -> (
        PositionMatching, inserted: [ItemIdentifier: Int]
    ) {
        var sources = [Int](repeating: -1, count: numberOfItems)
        var inserted: [ItemIdentifier: Int] = [:]
        var position = 0
        for items in sections where !items.isEmpty {
            var lookahead = oldPositions.isEmpty ? nil : SlotLookahead(items, in: oldPositions)
            for (index, item) in items.enumerated() {
                if let (hash, seen) = lookahead?.next(index, in: oldPositions),
                    let old = oldPositions.position(of: item, hash: hash, seen: seen)
                {
                    sources[position] = old
                } else if let first = inserted.updateValue(position, forKey: item) {
                    throw .duplicateItem(
                        String(reflecting: item), flatPositions: first, position, itemCounts: itemCounts,
                        phase: .afterUpdate)
                }
                position += 1
            }
        }
        let matching = PositionMatching(oldPositionOfNew: sources, oldCount: oldCount)
        if let (first, second) = matching.repeatedSource {
            let item = Array(sections.joined())[second]
            throw .duplicateItem(
                String(reflecting: item), flatPositions: first, second, itemCounts: itemCounts,
                phase: .afterUpdate)
        }
        return (matching, inserted)
    }

    /// The old positions of the marked items that survive; throws for a marked item not in this snapshot.
    @inlinable
    func reloadedOldPositions(
        matching: PositionMatching, oldPositions: PositionTable<ItemIdentifier>,
        inserted: [ItemIdentifier: Int]
    ) throws(ItemSnapshotError) -> [Int] {
        var reloaded: [Int] = []
        for item in reloadedItemIdentifiers {
            if let old = oldPositions.position(of: item), matching.matched[old] {
                reloaded.append(old)
            } else if inserted[item] == nil {
                throw .reloadedItemNotInSnapshot(String(reflecting: item))
            }
        }
        return reloaded
    }
}
