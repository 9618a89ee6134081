/// Item identifiers grouped by the high bits of their hash (``identifierHash(_:seed:)``), each group in
/// position order, with their hashes and flat positions.
///
/// The keyed diff matches old and new items one bucket at a time (``PositionMatching``), so each table
/// it builds and probes holds a bucket — about a thousand items, a few kilobytes, in the processor's
/// cache — where one table of all items, tens of megabytes at a million, made every probe a miss to
/// memory. Grouping costs two passes over the identifiers: one counts the buckets, one copies each
/// identifier into its bucket.
///
/// The entries live in memory lent by the owner, who calls ``deinitialize()`` when done (the diff lends
/// its batch's storage: ``ItemSnapshotDifference/make(itemCountsBefore:itemCountsAfter:scratchBytes:scratchAlignment:match:)``).
@usableFromInline
struct BucketedItems<Key: Hashable> {
    /// One identifier, its hash and its flat position.
    @usableFromInline
    struct Entry {
        @usableFromInline let key: Key
        @usableFromInline let hash: UInt32
        @usableFromInline let position: Int32

        @inlinable
        init(key: Key, hash: UInt32, position: Int32) {
            self.key = key
            self.hash = hash
            self.position = position
        }

        /// Whether `other` has the same identifier (compared by hash first).
        @inlinable
        func matches(_ other: Entry) -> Bool { hash == other.hash && key == other.key }
    }

    /// The identifiers, bucket after bucket.
    @usableFromInline let entries: UnsafeMutableBufferPointer<Entry>
    /// Where each bucket starts in ``entries``, and, last, where the last one ends: `buckets + 1` values.
    @usableFromInline let starts: [Int32]

    /// Groups the identifiers of `sections` (`count` in all, numbered section after section) into
    /// `1 << bits` buckets.
    ///
    /// Each identifier is hashed twice, once per pass, when that is cheap (`Int`s); otherwise the hashes
    /// of the first pass are kept for the second (4 bytes per item, which costs more than an `Int`'s hash
    /// in fresh memory, and less than a SipHash).
    ///
    /// - Parameter memory: Where to put the entries: ``byteCount(forItems:)`` bytes, aligned for an
    ///   ``Entry``, uninitialised.
    /// - Precondition: `bits <= 24`; `count < Int32.max`.
    @inlinable
    init(_ sections: [[Key]], count: Int, bits: Int, seed: UInt64, in memory: UnsafeMutableRawPointer) {
        let hashes: [UInt32]? =
            Key.self == Int.self
            ? nil : sections.flatMap { $0.lazy.map { identifierHash($0, seed: seed) } }
        var starts = [Int32](repeating: 0, count: (1 << bits) + 1)
        starts.withUnsafeMutableBufferPointer { starts in
            Self.forEachHash(sections, hashes, seed: seed) { _, _, hash in
                starts[Self.bucket(of: hash, bits: bits) + 1] += 1
            }
            for bucket in 0..<(1 << bits) { starts[bucket + 1] += starts[bucket] }
        }
        var next = starts
        let entries = memory.bindMemory(to: Entry.self, capacity: count)
        next.withUnsafeMutableBufferPointer { next in
            Self.forEachHash(sections, hashes, seed: seed) { key, position, hash in
                let bucket = Self.bucket(of: hash, bits: bits)
                (entries + Int(next[bucket])).initialize(
                    to: Entry(key: key, hash: hash, position: Int32(truncatingIfNeeded: position)))
                next[bucket] += 1
            }
        }
        self.entries = UnsafeMutableBufferPointer(start: entries, count: count)
        self.starts = starts
    }

    /// The bytes the entries of `count` items take.
    @inlinable
    static func byteCount(forItems count: Int) -> Int { count * MemoryLayout<Entry>.stride }

    /// Ends the entries' lifetime (releasing identifiers that hold references), leaving their memory
    /// uninitialised.
    @inlinable
    func deinitialize() { _ = entries.deinitialize() }

    /// Calls `body` with each identifier, its flat position and its hash (from `hashes`, or computed).
    @inlinable
    static func forEachHash(
        _ sections: [[Key]], _ hashes: [UInt32]?, seed: UInt64, _ body: (Key, Int, UInt32) -> Void
    ) {
        var position = 0
        for items in sections {
            for key in items {
                body(key, position, hashes?[position] ?? identifierHash(key, seed: seed))
                position += 1
            }
        }
    }

    /// The number of buckets.
    @inlinable var bucketCount: Int { starts.count - 1 }

    /// The number of items in the largest bucket.
    @inlinable var largestBucket: Int {
        (0..<bucketCount).reduce(0) { largest, bucket in
            max(largest, Int(starts[bucket + 1] - starts[bucket]))
        }
    }

    /// Calls `body` with the items of `bucket`, in position order.
    @inlinable
    func withBucket<Result>(_ bucket: Int, _ body: (UnsafeBufferPointer<Entry>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: entries[Int(starts[bucket])..<Int(starts[bucket + 1])]))
    }

    /// The bucket of a hash: its top `bits` bits.
    @inlinable
    static func bucket(of hash: UInt32, bits: Int) -> Int { Int((UInt64(hash) << bits) >> 32) }

    /// How many bits of bucket number suit snapshots of up to `count` items: about a thousand items in
    /// each bucket.
    @inlinable
    static func bits(forItems count: Int) -> Int {
        var bits = 0
        while bits < 24 && count >> bits > 1024 { bits += 1 }
        return bits
    }
}
