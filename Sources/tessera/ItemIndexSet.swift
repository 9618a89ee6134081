/// A set of item indices below a fixed count, one bit each: ten million items take 1.25 MB, however many
/// of them are in the set, and the members come out in ascending order, each once.
struct ItemIndexSet: Sequence {
    /// The indices the set can hold lie in `0..<capacity`.
    let capacity: Int
    private var words: [UInt64]

    /// An empty set for indices `0..<count`.
    init(count: Int) {
        capacity = Swift.max(count, 0)
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    /// Adds `index`; indices outside `0..<capacity` are ignored.
    mutating func insert(_ index: Int) {
        guard index >= 0, index < capacity else { return }
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    /// Iterates over the members in ascending order.
    func makeIterator() -> Iterator { Iterator(words: words) }

    /// The members in ascending order.
    struct Iterator: IteratorProtocol {
        let words: [UInt64]
        var wordIndex = 0
        var remaining: UInt64 = 0

        /// Starts before the first member of the set `words` hold.
        init(words: [UInt64]) {
            self.words = words
            remaining = words.first ?? 0
        }

        /// The next member, or `nil` after the last.
        mutating func next() -> Int? {
            while remaining == 0 {
                wordIndex += 1
                guard wordIndex < words.count else { return nil }
                remaining = words[wordIndex]
            }
            let bit = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            return wordIndex * 64 + bit
        }
    }
}
