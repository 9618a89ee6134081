/// Matches new items to old ones one bucket at a time (see ``BucketedItems``): a bucket's old items go
/// into a table, and each new item looks itself up there; new items not found go into a second table,
/// which finds duplicates among them. Then each item marked for reloading is looked up in both.
///
/// Keeps, of each kind of duplicate, the one whose second occurrence comes first: buckets are visited in
/// bucket order, but within a bucket items come in position order, so that is the one a walk through the
/// snapshot in order would have met first.
@usableFromInline
struct BucketMatcher<Key: Hashable> {
    /// A bucket's items.
    @usableFromInline typealias Items = UnsafeBufferPointer<BucketedItems<Key>.Entry>

    /// The current bucket's old items, by index in the bucket.
    @usableFromInline var oldTable: BucketTable
    /// The current bucket's new items that are not old, by index in the bucket.
    @usableFromInline var insertedTable: BucketTable
    /// Whether each of the current bucket's old items has been matched: kept here, in the cache, rather
    /// than read from the matching's array of all old items, where every read is a miss.
    @usableFromInline let taken: UnsafeMutableBufferPointer<Bool>
    /// The current bucket's items.
    @usableFromInline var oldItems = Items(start: nil, count: 0)
    @usableFromInline var newItems = Items(start: nil, count: 0)

    /// What ``PositionMatching`` reports.
    @usableFromInline var reloadedOldPositions: [Int] = []
    @usableFromInline var oldDuplicate: PositionMatching.Duplicate?
    @usableFromInline var insertedDuplicate: PositionMatching.Duplicate?
    @usableFromInline var survivingDuplicate: PositionMatching.Duplicate?
    @usableFromInline var missingReload: Int?

    /// A matcher for buckets of up to `oldCount` old and `newCount` new items; call ``deallocate()`` when
    /// done.
    @inlinable
    init(largestBuckets oldCount: Int, _ newCount: Int) {
        oldTable = BucketTable(largestBucket: oldCount)
        insertedTable = BucketTable(largestBucket: newCount)
        taken = .allocate(capacity: oldCount)
    }

    /// Frees the tables.
    @inlinable
    func deallocate() {
        oldTable.deallocate()
        insertedTable.deallocate()
        taken.deallocate()
    }

    /// Matches one bucket: writes each new item's old position into `sources` (by new position) and marks
    /// the old item in `matched` (by old position).
    @inlinable
    mutating func match(
        _ newItems: Items, to oldItems: Items, sources: UnsafeMutableBufferPointer<Int32>,
        matched: UnsafeMutableBufferPointer<Bool>
    ) {
        self.oldItems = oldItems
        self.newItems = newItems
        oldTable.reset(forItems: oldItems.count)
        insertedTable.reset(forItems: newItems.count)
        UnsafeMutableBufferPointer(rebasing: taken[..<oldItems.count]).update(repeating: false)
        for index in oldItems.indices {
            let item = oldItems[index]
            if let first = oldTable.insert(
                index, hash: item.hash, unlessFound: { oldItems[$0].matches(item) })
            {
                Self.note((Int(oldItems[first].position), Int(item.position)), in: &oldDuplicate)
            }
        }
        for index in newItems.indices {
            let item = newItems[index]
            let position = Int(item.position)
            if let found = oldTable.find(hash: item.hash, where: { oldItems[$0].matches(item) }) {
                let old = Int(oldItems[found].position)
                if taken[found] {
                    Self.note((old, position), in: &survivingDuplicate)
                } else {
                    taken[found] = true
                    matched[old] = true
                    sources[position] = Int32(truncatingIfNeeded: old)
                }
            } else if let first = insertedTable.insert(
                index, hash: item.hash, unlessFound: { newItems[$0].matches(item) })
            {
                Self.note((Int(newItems[first].position), position), in: &insertedDuplicate)
            }
        }
    }

    /// Looks up the bucket's items marked for reloading (`marked`, the first at `firstIndex` among all
    /// marks): a survivor's old position is kept; a new item needs no reload; anything else is missing.
    ///
    /// - Precondition: ``match(_:to:sources:matched:)`` has just matched the same bucket.
    @inlinable
    mutating func findReloads(_ marked: Items, firstIndex: Int) {
        for index in marked.indices {
            let item = marked[index]
            if let found = oldTable.find(hash: item.hash, where: { oldItems[$0].matches(item) }), taken[found]
            {
                reloadedOldPositions.append(Int(oldItems[found].position))
            } else if insertedTable.find(hash: item.hash, where: { newItems[$0].matches(item) }) == nil {
                missingReload = missingReload ?? firstIndex + index
            }
        }
    }

    /// Keeps `duplicate` in `kept` if its second position comes before the kept one's.
    @inlinable
    static func note(_ duplicate: PositionMatching.Duplicate, in kept: inout PositionMatching.Duplicate?) {
        if kept.map({ duplicate.second < $0.second }) ?? true { kept = duplicate }
    }
}
