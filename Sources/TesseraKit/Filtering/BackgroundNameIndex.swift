import Dispatch
import Synchronization

/// A ``NameIndex`` built on a background thread from the moment it is made, so that a filter's first
/// keystroke does not pay for it: the main thread asks ``index`` (never waits) and a ``NameFilter``
/// answers by a linear scan until it is there; headless runs ``wait()`` for it so their screens do not
/// depend on timing.
///
///     let people = BackgroundNameIndex(count: generator.count, name: { generator[$0].name }) {
///         wakeUp.signal()  // the run loop draws again: the filter is fast from now on
///     }
public final class BackgroundNameIndex: Sendable {
    private let built = Mutex<NameIndex?>(nil)
    /// Signalled once the index is built; each waiter signals it again for the next.
    private let finished = DispatchSemaphore(value: 0)

    /// Starts interning the names of the keys `0..<count` (read through `name`, on a worker thread);
    /// `onReady` is called on that thread once the index can be used (a run loop's wake-up, say, so the
    /// screen is drawn again).
    public init(
        count: Int, name: @escaping @Sendable (Int) -> String,
        onReady: @escaping @Sendable () -> Void = {}
    ) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let index = NameIndex(count: count, name: name)
            built.withLock { $0 = index }
            finished.signal()
            onReady()
        }
    }

    /// The index once it is built; `nil` before (never blocks).
    public var index: NameIndex? { built.withLock { $0 } }

    /// Whether the index is built.
    public var isReady: Bool { built.withLock { $0 != nil } }

    /// Blocks until the index is built, and returns it.
    @discardableResult
    public func wait() -> NameIndex {
        while true {
            if let index { return index }
            finished.wait()
            finished.signal()
        }
    }
}
