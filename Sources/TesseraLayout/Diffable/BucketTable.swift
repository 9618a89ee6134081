/// A hash table of one bucket's items (``BucketedItems``), by their index in the bucket: open addressing,
/// linear probing, at most half full. One table is allocated for the largest bucket and reset for each.
///
/// Its memory is its own (allocated and freed by its user), so that probing it checks no bounds and no
/// uniqueness: it runs a million times per million items.
@usableFromInline
struct BucketTable {
    /// The slots: an index into the bucket, or −1 when empty.
    @usableFromInline let slots: UnsafeMutableBufferPointer<Int32>
    /// The slots in use for the current bucket, minus one: a power of two minus one.
    @usableFromInline var mask = 0

    /// A table for buckets of up to `count` items; call ``deallocate()`` when done.
    @inlinable
    init(largestBucket count: Int) {
        slots = .allocate(capacity: Self.size(forItems: count))
    }

    /// Frees the slots.
    @inlinable
    func deallocate() { slots.deallocate() }

    /// Empties the table for a bucket of `count` items.
    @inlinable
    mutating func reset(forItems count: Int) {
        mask = Self.size(forItems: count) - 1
        UnsafeMutableBufferPointer(rebasing: slots[...mask]).update(repeating: -1)
    }

    /// The index of the item with `hash` for which `isMatch` holds, or `nil` when there is none.
    @inlinable
    func find(hash: UInt32, where isMatch: (Int) -> Bool) -> Int? {
        var slot = Int(hash) & mask
        while slots[slot] >= 0 {
            if isMatch(Int(slots[slot])) { return Int(slots[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `index` under `hash`, unless an item for which `isMatch` holds is there already: then
    /// returns that item's index and stores nothing.
    @inlinable
    mutating func insert(_ index: Int, hash: UInt32, unlessFound isMatch: (Int) -> Bool) -> Int? {
        var slot = Int(hash) & mask
        while slots[slot] >= 0 {
            if isMatch(Int(slots[slot])) { return Int(slots[slot]) }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(truncatingIfNeeded: index)
        return nil
    }

    /// The number of slots for `count` items: a power of two, at least twice as many.
    @inlinable
    static func size(forItems count: Int) -> Int {
        var size = 2
        while size < 2 * count { size *= 2 }
        return size
    }
}
