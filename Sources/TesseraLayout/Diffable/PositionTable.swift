/// A hash table from identifiers to positions, built once for a snapshot's old items and then only read:
/// open addressing with linear probing, each identifier stored next to its position so that a probe of a
/// table far larger than the cache costs one miss, where `Dictionary` (keys and values apart) costs two.
///
/// The misses are overlapped: callers read each key's first slot some keys ahead (``SlotLookahead``) and
/// pass it in. A filled slot never changes, so a first slot seen filled is still right when the key comes;
/// one seen empty is read again.
///
/// Inlinable (with its users), so that it is compiled for the caller's identifier type.
@usableFromInline
struct PositionTable<Key: Hashable> {
    /// An identifier and its position; a position of −1 marks an empty slot (its key is a filler).
    @usableFromInline typealias Slot = (key: Key, position: Int)

    /// The slots: none when the table is for no identifiers, else a power of two, at least twice as many
    /// as the identifiers.
    @usableFromInline var slots: [Slot]
    /// `slots.count − 1`, to wrap a probe around.
    @usableFromInline let mask: Int

    /// An empty table for up to `count` identifiers, of which `first` is one (stored in empty slots as a
    /// filler); with no `first`, a table that holds nothing.
    @inlinable
    init(capacity count: Int, first: Key?) {
        var size = 2
        while size < 2 * count { size *= 2 }
        slots = first.map { Array(repeating: ($0, -1), count: size) } ?? []
        mask = size - 1
    }

    /// Whether the table can hold nothing (it was made for no identifiers).
    @inlinable var isEmpty: Bool { slots.isEmpty }

    /// The slot where a key with `hash` starts probing, as it is now.
    ///
    /// - Precondition: the table is not empty.
    @inlinable
    func firstSlot(hash: Int) -> Slot { slots[hash & mask] }

    /// Stores `key` at `position`, or returns the position it already has (and stores nothing).
    ///
    /// - Parameter seen: The key's first slot, as read at any time before (``firstSlot(hash:)``).
    @inlinable
    mutating func insert(_ key: Key, hash: Int, at position: Int, seen: Slot) -> Int? {
        var slot = hash & mask
        if seen.position >= 0 {
            if seen.key == key { return seen.position }
            slot = (slot + 1) & mask
        }
        while slots[slot].position >= 0 {
            if slots[slot].key == key { return slots[slot].position }
            slot = (slot + 1) & mask
        }
        slots[slot] = (key, position)
        return nil
    }

    /// The position of `key`, or `nil` when it is not in the table.
    ///
    /// - Parameter seen: The key's first slot, as read after the table was built.
    @inlinable
    func position(of key: Key, hash: Int, seen: Slot) -> Int? {
        guard seen.position >= 0 else { return nil }
        if seen.key == key { return seen.position }
        var slot = ((hash & mask) + 1) & mask
        while slots[slot].position >= 0 {
            if slots[slot].key == key { return slots[slot].position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The position of `key`, or `nil` when it is not in the table; one probe, without looking ahead.
    @inlinable
    func position(of key: Key) -> Int? {
        guard !isEmpty else { return nil }
        let hash = key.hashValue
        return position(of: key, hash: hash, seen: firstSlot(hash: hash))
    }
}

/// Reads the first slot of each of a list of keys a fixed distance ahead of its turn, so that the cache
/// misses of many probes are in flight at once instead of one after another.
///
/// The keys are hashed first, all of them, so that the loop that probes is short: the processor can only
/// look ahead as far as its reorder buffer reaches, and a hash computed inside the loop fills it. Building
/// a table of a million `Int`s on the project's machine (best of 15): 68 ms this way; 124 ms hashing
/// inside the loop; 133 ms without reading ahead; 91 ms for a `Dictionary`.
@usableFromInline
struct SlotLookahead<Key: Hashable> {
    /// How many keys ahead the slots are read.
    @usableFromInline static var distance: Int { 16 }

    /// The keys' hash values, in order.
    @usableFromInline let hashes: [Int]
    /// The first slots of the next `distance` keys, by index modulo `distance`.
    @usableFromInline var ahead: InlineArray<16, PositionTable<Key>.Slot>

    /// Hashes `keys` and reads the first slots of the first of them from `table`.
    ///
    /// - Precondition: `table` is not empty; `keys` is not empty.
    @inlinable
    init(_ keys: [Key], in table: PositionTable<Key>) {
        hashes = keys.map(\.hashValue)
        ahead = InlineArray(repeating: (keys[0], -1))
        for index in 0..<min(Self.distance, keys.count) {
            ahead[index] = table.firstSlot(hash: hashes[index])
        }
    }

    /// The hash and the first slot of the key at `index` (taken in order, from 0); reads the slot of the
    /// key `distance` further.
    @inlinable
    mutating func next(_ index: Int, in table: PositionTable<Key>) -> (
        hash: Int, seen: PositionTable<Key>.Slot
    ) {
        let current = (hashes[index], ahead[index % Self.distance])
        if index + Self.distance < hashes.count {
            ahead[index % Self.distance] = table.firstSlot(hash: hashes[index + Self.distance])
        }
        return current
    }
}
