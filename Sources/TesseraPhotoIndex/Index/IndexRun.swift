import Dispatch
import Synchronization

/// One pass of ``PhotoIndex/update(photos:progress:)`` on the background workers: wait for it, cancel it,
/// or ask how far it is.
public final class IndexRun: Sendable {
    private struct State {
        var done = 0
        var known = 0
        var isFinished = false
        var isCancelled = false
    }

    /// Files to check in this run.
    public let total: Int
    private let state = Mutex(State())
    private let finished = DispatchGroup()

    init(total: Int) {
        self.total = total
        finished.enter()
    }

    /// Files checked so far.
    public var done: Int { state.withLock { $0.done } }

    /// Whether the run has ended (all files checked, or cancelled and stopped).
    public var isFinished: Bool { state.withLock { $0.isFinished } }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Asks the workers to stop after their current batch; what they read so far is kept.
    public func cancel() { state.withLock { $0.isCancelled = true } }

    /// Blocks the calling thread until the run has ended (`snapshot --timeline` waits so its screens are
    /// deterministic). Never call it on a thread the progress callback needs.
    public func wait() { finished.wait() }

    /// Files checked so far that had a row in the index.
    var knownCount: Int { state.withLock { $0.known } }

    /// Counts `count` more files done, `known` of them with a row; returns the new total done.
    func advance(by count: Int, known: Int = 0) -> Int {
        state.withLock {
            $0.done += count
            $0.known += known
            return $0.done
        }
    }

    /// Marks the run ended and wakes the waiters.
    func finish() {
        state.withLock { $0.isFinished = true }
        finished.leave()
    }
}
