extension ItemSnapshotDifference {
    /// The difference from items with `itemCountsBefore` to items with `itemCountsAfter`, given by
    /// `match`, which pairs the items up using `scratchBytes` bytes of scratch memory (aligned to
    /// `scratchAlignment`, a power of two; uninitialised, and to be left so).
    ///
    /// The scratch memory is the batch's own storage, allocated first, with room for `scratchBytes` and
    /// for half of all the items to change (a shuffle moves all but a few; a filter deletes what it
    /// drops): the batch is written over what the matching left, so its memory is touched once, where
    /// separate scratch memory and batch took twice as many pages. Fresh pages are what a diff of a
    /// million items mostly pays for on the project's machine (about a millisecond per megabyte). A batch
    /// that does not fit is written into storage of its own; one much smaller than the scratch memory is
    /// copied into storage of its own size, so that it does not hold on to the rest.
    ///
    /// When the snapshots' sections differ (`sections`), the batch is worked out in the union of their
    /// sections (``SectionMap``), where an item's flat position is the same as in its own snapshot, and
    /// then told in the sections of either side.
    @usableFromInline
    static func make(
        itemCountsBefore: [Int], itemCountsAfter: [Int], sections: SectionUpdate, scratchBytes: Int,
        scratchAlignment: Int, match: (UnsafeMutableRawPointer) throws(ItemSnapshotError) -> PositionMatching
    ) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        guard !sections.isEmpty else {
            return try make(
                itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter,
                scratchBytes: scratchBytes,
                scratchAlignment: scratchAlignment, match: match)
        }
        let map = SectionMap(
            countBefore: itemCountsBefore.count, countAfter: itemCountsAfter.count, update: sections)
        let union = try make(
            itemCountsBefore: map.unionCounts(itemCountsBefore, phase: .beforeUpdate),
            itemCountsAfter: map.unionCounts(itemCountsAfter, phase: .afterUpdate),
            scratchBytes: scratchBytes,
            scratchAlignment: scratchAlignment, match: match)
        var difference = ItemSnapshotDifference(
            itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter,
            reloads: union.reloads.map { map.side($0) }, changes: union.changes.map { map.side($0) })
        difference.sections = sections
        return difference
    }

    /// The difference between items in the same sections (see the function above).
    static func make(
        itemCountsBefore: [Int], itemCountsAfter: [Int], scratchBytes: Int, scratchAlignment: Int,
        match: (UnsafeMutableRawPointer) throws(ItemSnapshotError) -> PositionMatching
    ) throws(ItemSnapshotError) -> ItemSnapshotDifference {
        let stride = MemoryLayout<UpdateItem>.stride
        let itemCount = itemCountsBefore.reduce(0, +) + itemCountsAfter.reduce(0, +)
        let capacity = max((scratchBytes + scratchAlignment) / stride + 1, (itemCount + 1) / 2)
        var failure: ItemSnapshotError?
        var reloads: [UpdateItem] = []
        var elsewhere: [UpdateItem]?
        let inPlace = [UpdateItem](unsafeUninitializedCapacity: capacity) { storage, initialized in
            initialized = 0
            let scratch = UnsafeMutableRawPointer(storage.baseAddress!)
            let matching: PositionMatching
            do throws(ItemSnapshotError) {
                matching = try match(scratch.alignedUp(toMultipleOf: scratchAlignment))
            } catch {
                failure = error
                return
            }
            let batch = ChangeBatch(matching, itemCountsBefore, itemCountsAfter)
            reloads = batch.reloads
            if batch.count <= capacity {
                batch.write(into: scratch.bindMemory(to: UpdateItem.self, capacity: capacity))
                initialized = batch.count
            } else {
                elsewhere = [UpdateItem](unsafeUninitializedCapacity: batch.count) { changes, written in
                    batch.write(into: changes.baseAddress!)
                    written = batch.count
                }
            }
        }
        if let failure { throw failure }
        var changes = elsewhere ?? inPlace
        if elsewhere == nil && changes.count * stride < scratchBytes / 2 {
            changes = [UpdateItem](unsafeUninitializedCapacity: changes.count) { copy, count in
                count = copy.initialize(fromContentsOf: inPlace)
            }
        }
        return ItemSnapshotDifference(
            itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter, reloads: reloads,
            changes: changes)
    }
}
