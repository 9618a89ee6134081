extension ItemSnapshot {
    /// The batch update that turns `old` into this snapshot: deletes, inserts, the fewest moves, and reloads
    /// of the items marked with ``reloadItems(_:)`` that were already in `old`.
    ///
    /// A keyed diff in the manner of Heckel (1978): every identifier of both snapshots is hashed once and
    /// looked up once, so deletes, inserts and the survivors are found in O(n) for n items in all. An item
    /// that is in both stays put when it keeps its section and its order relative to the other items that
    /// stay; the most items that can stay are a longest increasing subsequence of the survivors' old
    /// positions in their new order (O(n log n), O(n) when the order is kept, as when a list is filtered).
    /// Every other survivor moves, across sections too.
    ///
    /// The lookups are made one bucket of items at a time (`BucketedItems`), so that the tables stay in
    /// the processor's cache; `Int` identifiers are hashed without SipHash (`identifierHash(_:seed:)`);
    /// the batch is written over the memory the matching used (`ItemSnapshotDifference.make(itemCountsBefore:itemCountsAfter:scratchBytes:scratchAlignment:match:)`).
    /// Inlinable, so that it is compiled for the caller's identifier types: through unspecialised generic
    /// code the whole diff took three times as long. Only the matching is generic; the rest works on
    /// positions (`ChangeBatch`).
    ///
    /// - Precondition: each snapshot holds fewer than `Int32.max` items.
    /// Sections only one snapshot has are deleted or inserted (``ItemSnapshotDifference/sections``), their
    /// items with them; the sections both have must be in the same order.
    ///
    /// - Throws: ``ItemSnapshotError/sectionMismatch(index:before:after:)`` when the sections both snapshots
    ///   have are in another order; ``ItemSnapshotError/duplicateItem(_:first:second:phase:)``
    ///   for an item identifier that occurs twice in either snapshot;
    ///   ``ItemSnapshotError/reloadedItemNotInSnapshot(_:)`` for an item marked for reloading that this
    ///   snapshot does not hold.
    @inlinable
    public func difference(from old: ItemSnapshot) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        let sections = try ItemSnapshotError.sectionUpdate(old.sectionIdentifiers, sectionIdentifiers)
        let scratchBytes = BucketedItems<ItemIdentifier>.byteCount(
            forItems: old.numberOfItems + numberOfItems)
        return try ItemSnapshotDifference.make(
            itemCountsBefore: old.itemCounts, itemCountsAfter: itemCounts, sections: sections,
            scratchBytes: scratchBytes,
            scratchAlignment: MemoryLayout<BucketedItems<ItemIdentifier>.Entry>.alignment
        ) { scratch throws(ItemSnapshotError) in try matching(from: old, scratch: scratch) }
    }

    /// Checks that every item identifier occurs once and that every item marked for reloading is here.
    ///
    /// - Throws: ``ItemSnapshotError/duplicateItem(_:first:second:phase:)`` (reported as the snapshot after
    ///   an update, the one to be shown) or ``ItemSnapshotError/reloadedItemNotInSnapshot(_:)``.
    @inlinable
    public func validate() throws(ItemSnapshotError) {
        let scratch = UnsafeMutableRawPointer.allocate(
            byteCount: BucketedItems<ItemIdentifier>.byteCount(forItems: numberOfItems),
            alignment: MemoryLayout<BucketedItems<ItemIdentifier>.Entry>.alignment)
        defer { scratch.deallocate() }
        _ = try matching(from: ItemSnapshot(), scratch: scratch)
    }

    /// Pairs every item with the item of `old` that has its identifier, if there is one; throws the first
    /// duplicate in `old`, then the first in this snapshot, then an item marked for reloading that is
    /// neither in `old` and here nor new.
    ///
    /// - Parameter scratch: Memory for the bucketed identifiers of both snapshots
    ///   (``BucketedItems/byteCount(forItems:)`` of all their items, aligned for an entry), left
    ///   uninitialised.
    @inlinable
    func matching(from old: ItemSnapshot, scratch: UnsafeMutableRawPointer) throws(ItemSnapshotError)
        -> PositionMatching
    {
        let (oldCount, newCount) = (old.numberOfItems, numberOfItems)
        precondition(
            max(oldCount, newCount) < Int(Int32.max), "An ItemSnapshot holds fewer than 2,147,483,647 items")
        let bits = BucketedItems<ItemIdentifier>.bits(forItems: max(oldCount, newCount))
        let seed = identifierHashSeed
        let marked = Array(reloadedItemIdentifiers)
        let reloadMemory = UnsafeMutableRawPointer.allocate(
            byteCount: BucketedItems<ItemIdentifier>.byteCount(forItems: marked.count),
            alignment: MemoryLayout<BucketedItems<ItemIdentifier>.Entry>.alignment)
        let oldItems = BucketedItems(old.sections, count: oldCount, bits: bits, seed: seed, in: scratch)
        let newItems = BucketedItems(
            sections, count: newCount, bits: bits, seed: seed,
            in: scratch + BucketedItems<ItemIdentifier>.byteCount(forItems: oldCount))
        let reloads = BucketedItems([marked], count: marked.count, bits: bits, seed: seed, in: reloadMemory)
        let matching = PositionMatching(
            old: oldItems, new: newItems, reloads: reloads, oldCount: oldCount, newCount: newCount)
        oldItems.deinitialize()
        newItems.deinitialize()
        let missing = matching.missingReload.map { String(reflecting: reloads.entries[$0].key) }
        reloads.deinitialize()
        reloadMemory.deallocate()
        if let (first, second) = matching.oldDuplicate {
            throw old.duplicate(flatPositions: first, second, phase: .beforeUpdate)
        }
        if let (first, second) = matching.insertedDuplicate {
            throw duplicate(flatPositions: first, second, phase: .afterUpdate)
        }
        if let (old, second) = matching.survivingDuplicate {
            throw duplicate(flatPositions: matching.firstNewPosition(of: old), second, phase: .afterUpdate)
        }
        if let missing { throw .reloadedItemNotInSnapshot(missing) }
        return matching
    }

    /// The error for an identifier found at two flat positions (see ``PositionMatching``) of this snapshot.
    @usableFromInline
    func duplicate(flatPositions first: Int, _ second: Int, phase: UpdatePhase) -> ItemSnapshotError {
        let starts = SectionStarts(counts: itemCounts)
        let (firstPath, secondPath) = (starts.indexPath(of: first), starts.indexPath(of: second))
        let item = sections[secondPath.section][secondPath.item]
        return .duplicateItem(String(reflecting: item), first: firstPath, second: secondPath, phase: phase)
    }
}
