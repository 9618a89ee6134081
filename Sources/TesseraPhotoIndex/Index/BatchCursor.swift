import Synchronization

/// Hands out the next batch of indexes to whichever worker asks first.
final class BatchCursor: Sendable {
    /// Files per batch: one transaction and one progress report each.
    static let batchSize = 512

    private let count: Int
    private let position = Mutex(0)

    /// A cursor over `0 ..< count`.
    init(count: Int) { self.count = count }

    /// The next batch, or `nil` when every index has been handed out.
    func next() -> Range<Int>? {
        position.withLock { next in
            guard next < count else { return nil }
            let batch = next..<min(next + Self.batchSize, count)
            next = batch.upperBound
            return batch
        }
    }
}
