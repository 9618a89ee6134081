import Synchronization

/// Hands out the next batch of indexes to whichever worker asks first.
final class BatchCursor: Sendable {
    private let count: Int
    private let batchSize: Int
    private let position = Mutex(0)

    /// A cursor over `0 ..< count`, `batchSize` at a time.
    init(count: Int, batchSize: Int) {
        self.count = count
        self.batchSize = batchSize
    }

    /// The next batch, or `nil` when every index has been handed out.
    func next() -> Range<Int>? {
        position.withLock { next in
            guard next < count else { return nil }
            let batch = next..<min(next + batchSize, count)
            next = batch.upperBound
            return batch
        }
    }
}
