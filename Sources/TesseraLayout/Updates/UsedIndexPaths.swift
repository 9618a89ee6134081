/// The index paths one side of a batch has used so far, to find an index path used twice.
///
/// Index paths are numbered by *flat* position (the section's start plus the item), which is possible once
/// they are known to be in range. A batch with many operations for its items gets a bit per item — one
/// bit test per operation, and the bitmap has no more words than the batch has operations, so it costs
/// O(m) for m operations; a batch with few operations for many items gets a hash set of the positions
/// used, which costs O(m) too but hashes each one. With index paths as dictionary keys, as before, a
/// million moves took about two seconds to check; with a bitmap, a few milliseconds.
struct UsedIndexPaths {
    /// How the positions used are kept.
    enum Storage {
        /// A bit per item: for batches that touch at least one item in 64.
        case bitmap
        /// A set of positions: for batches that touch fewer.
        case hashSet
    }

    /// Where each section starts, to number index paths by flat position.
    private let starts: SectionStarts
    /// The positions used, when kept as bits.
    private var bits: [UInt64] = []
    /// The positions used, when kept in a set.
    private var positions: Set<Int> = []
    /// Which of the two is in use.
    let storage: Storage

    /// An empty set for the index paths of sections with `itemCounts` items, to be used by `operations`
    /// operations; `storage` chooses how they are kept (by default, by how dense they will be).
    ///
    /// - Precondition: no count is negative.
    init(itemCounts: [Int], operations: Int, storage: Storage? = nil) {
        starts = SectionStarts(counts: itemCounts)
        let words = (starts.itemCount + 63) / 64
        self.storage = storage ?? (words <= operations ? .bitmap : .hashSet)
        if self.storage == .bitmap {
            bits = Array(repeating: 0, count: words)
        } else {
            positions.reserveCapacity(operations)
        }
    }

    /// Adds `path`; returns `false` when it was there already.
    ///
    /// - Precondition: `path` is in range for the item counts.
    mutating func insert(_ path: IndexPath) -> Bool {
        let position = starts.flatPosition(of: path)
        switch storage {
        case .bitmap:
            let mask: UInt64 = 1 << (position % 64)
            let word = bits[position / 64]
            bits[position / 64] = word | mask
            return word & mask == 0
        case .hashSet:
            return positions.insert(position).inserted
        }
    }
}
