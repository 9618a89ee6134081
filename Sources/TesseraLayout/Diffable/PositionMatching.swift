/// Which old item each new item is, by *flat* position (an item's place when a snapshot's sections are
/// read one after another), and the problems found on the way: what the keyed diff finds by hashing, and
/// all the rest of the diff needs.
@usableFromInline
struct PositionMatching {
    /// Two flat positions of one identifier, the earlier first.
    @usableFromInline typealias Duplicate = (first: Int, second: Int)

    /// For each new item, its old position, or −1 when it is inserted.
    @usableFromInline var oldPositionOfNew: [Int32]
    /// For each old item, whether a new item matched it (`false`: it is deleted).
    @usableFromInline var matched: [Bool]
    /// The old positions of the items marked for reloading that survive, in no particular order.
    @usableFromInline var reloadedOldPositions: [Int] = []
    /// Of the old snapshot's duplicates, the one whose second occurrence comes first, if any.
    @usableFromInline var oldDuplicate: Duplicate?
    /// Of the new snapshot's duplicates among the items it inserts, the one whose second occurrence comes
    /// first, if any.
    @usableFromInline var insertedDuplicate: Duplicate?
    /// Of the new snapshot's duplicates among the survivors, the one whose second occurrence comes first,
    /// if any: `first` is the old position the two share (see ``firstNewPosition(of:)``), `second` the
    /// new position of the second one.
    @usableFromInline var survivingDuplicate: Duplicate?
    /// An item marked for reloading that is neither a survivor nor new, by its index among the bucketed
    /// reload marks, if there is one.
    @usableFromInline var missingReload: Int?

    /// Matches the items of `new` to those of `old` (both bucketed alike), one bucket at a time
    /// (``BucketMatcher``), and looks up the items marked for reloading (`reloads`, bucketed alike).
    /// O(n) for n items in all.
    @inlinable
    init<Key>(
        old: BucketedItems<Key>, new: BucketedItems<Key>, reloads: BucketedItems<Key>, oldCount: Int,
        newCount: Int
    ) {
        oldPositionOfNew = [Int32](repeating: -1, count: newCount)
        matched = [Bool](repeating: false, count: oldCount)
        var matcher = BucketMatcher<Key>(largestBuckets: old.largestBucket, new.largestBucket)
        defer { matcher.deallocate() }
        oldPositionOfNew.withUnsafeMutableBufferPointer { sources in
            matched.withUnsafeMutableBufferPointer { matched in
                for bucket in 0..<old.bucketCount {
                    old.withBucket(bucket) { oldItems in
                        new.withBucket(bucket) { newItems in
                            matcher.match(newItems, to: oldItems, sources: sources, matched: matched)
                        }
                    }
                    reloads.withBucket(bucket) { marked in
                        matcher.findReloads(marked, firstIndex: Int(reloads.starts[bucket]))
                    }
                }
            }
        }
        reloadedOldPositions = matcher.reloadedOldPositions
        oldDuplicate = matcher.oldDuplicate
        insertedDuplicate = matcher.insertedDuplicate
        survivingDuplicate = matcher.survivingDuplicate
        missingReload = matcher.missingReload
    }

    /// The new position of the first item matched to the old item at `oldPosition`.
    @usableFromInline
    func firstNewPosition(of oldPosition: Int) -> Int {
        oldPositionOfNew.firstIndex(of: Int32(truncatingIfNeeded: oldPosition)) ?? 0
    }
}
