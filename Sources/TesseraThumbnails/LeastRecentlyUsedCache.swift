/// A dictionary bounded in bytes that forgets the least recently used entries first.
///
/// Look-ups, insertions and evictions are O(1): the entries form a doubly linked list threaded through one
/// array (most recent at the head), with a dictionary from key to slot. An entry larger than the whole
/// budget is not kept at all.
///
/// ```swift
/// var cache = LeastRecentlyUsedCache<String, [UInt8]>(byteLimit: 10)
/// cache.insert([1, 2, 3, 4, 5, 6], for: "a", cost: 6)
/// cache.insert([1, 2, 3, 4], for: "b", cost: 4)
/// _ = cache["a"]                                  // "a" is now the most recent
/// cache.insert([1, 2, 3], for: "c", cost: 3)      // over 10 bytes: "b" goes
/// ```
///
/// The caches of other modules look their pictures up on every frame, so the methods are `@inlinable`:
/// each module specializes them for its own keys and values instead of calling generic code that looks up
/// type metadata at every access.
public struct LeastRecentlyUsedCache<Key: Hashable, Value> {
    @usableFromInline
    struct Slot {
        @usableFromInline var key: Key
        /// `nil` once removed, so a free slot holds no memory.
        @usableFromInline var value: Value?
        @usableFromInline var cost: Int
        @usableFromInline var newer: Int
        @usableFromInline var older: Int

        @inlinable
        init(key: Key, value: Value?, cost: Int, newer: Int, older: Int) {
            self.key = key
            self.value = value
            self.cost = cost
            self.newer = newer
            self.older = older
        }
    }

    /// The most bytes the entries may cost together.
    public let byteLimit: Int
    /// What the entries cost together now.
    @inlinable public var byteCount: Int { totalCost }
    @usableFromInline var totalCost = 0
    @usableFromInline var slots: [Slot] = []
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var slotForKey: [Key: Int] = [:]
    @usableFromInline var newest = -1
    @usableFromInline var oldest = -1

    /// An empty cache holding at most `byteLimit` bytes.
    @inlinable
    public init(byteLimit: Int) {
        self.byteLimit = max(byteLimit, 0)
    }

    /// The number of entries.
    @inlinable public var count: Int { slotForKey.count }

    /// The value for `key`, which becomes the most recently used; `nil` when absent.
    @inlinable
    public subscript(key: Key) -> Value? {
        mutating get {
            guard let slot = slotForKey[key] else { return nil }
            moveToFront(slot)
            return slots[slot].value
        }
    }

    /// Whether `key` is present, without making it more recent.
    @inlinable
    public func contains(_ key: Key) -> Bool { slotForKey[key] != nil }

    /// Stores `value` for `key` as the most recently used entry, then evicts the least recently used
    /// entries until the cache is within its budget.
    @inlinable
    public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        let cost = max(cost, 0)
        if let slot = slotForKey[key] { remove(slot: slot) }
        guard cost <= byteLimit else { return }
        let slot: Int
        let entry = Slot(key: key, value: value, cost: cost, newer: -1, older: newest)
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = entry
        } else {
            slot = slots.count
            slots.append(entry)
        }
        if newest >= 0 { slots[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
        slotForKey[key] = slot
        totalCost += cost
        while totalCost > byteLimit, oldest >= 0 { remove(slot: oldest) }
    }

    @inlinable
    mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        slots[slot].older = newest
        slots[slot].newer = -1
        if newest >= 0 { slots[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    @inlinable
    mutating func unlink(_ slot: Int) {
        let (newer, older) = (slots[slot].newer, slots[slot].older)
        if newer >= 0 { slots[newer].older = older } else { newest = older }
        if older >= 0 { slots[older].newer = newer } else { oldest = newer }
    }

    @inlinable
    mutating func remove(slot: Int) {
        unlink(slot)
        slotForKey[slots[slot].key] = nil
        slots[slot].value = nil
        totalCost -= slots[slot].cost
        freeSlots.append(slot)
    }
}
