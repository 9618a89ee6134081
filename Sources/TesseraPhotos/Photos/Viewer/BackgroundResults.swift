import Dispatch
import Synchronization

/// Values made one at a time on a background queue for the screen on top (a photo's info, an animation's
/// frames) and kept for the main thread to look up, the `capacity` most recent ones.
///
/// Only what was asked for last is made: a request that is no longer wanted when its turn comes (the
/// person stepped on) is dropped unmade. The main thread never waits, except a headless run, which waits
/// for everything asked to be made (``waitUntilIdle()``) so its screens do not depend on timing.
final class BackgroundResults<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var values: [Key: Value] = [:]
        /// Keys of `values`, the least recently made first.
        var recency: [Key] = []
        var inFlight: Set<Key> = []
        var wanted: Key?
    }

    private let state = Mutex(State())
    private let capacity: Int
    private let queue: DispatchQueue
    private let running = DispatchGroup()
    private let onFinish: @Sendable () -> Void

    /// - Parameters:
    ///   - capacity: How many made values are kept (the oldest are forgotten).
    ///   - onFinish: Called on the background queue after each value is made: the terminal's wake-up.
    init(label: String, capacity: Int, onFinish: @escaping @Sendable () -> Void) {
        self.capacity = max(capacity, 1)
        self.onFinish = onFinish
        queue = DispatchQueue(label: "tessera.\(label)", qos: .userInitiated)
    }

    /// The value made for `key`, if it is kept; never blocks on the work.
    func value(for key: Key) -> Value? {
        state.withLock { $0.values[key] }
    }

    /// Asks for `key`'s value, made by `make` on the background queue unless it is kept or already on its
    /// way; `key` becomes the only one wanted.
    func want(_ key: Key, make: @escaping @Sendable (Key) -> Value) {
        let isNew = state.withLock { state in
            state.wanted = key
            guard state.values[key] == nil, !state.inFlight.contains(key) else { return false }
            state.inFlight.insert(key)
            return true
        }
        guard isNew else { return }
        running.enter()
        queue.async { [self] in
            var made = false
            if state.withLock({ $0.wanted == key }) {
                let value = make(key)
                state.withLock { keep(value, for: key, in: &$0) }
                made = true
            }
            state.withLock { _ = $0.inFlight.remove(key) }
            running.leave()
            if made { onFinish() }
        }
    }

    /// Blocks until every value asked for so far is made (or dropped as no longer wanted).
    func waitUntilIdle() {
        running.wait()
    }

    private func keep(_ value: Value, for key: Key, in state: inout State) {
        if state.values.updateValue(value, forKey: key) == nil { state.recency.append(key) }
        while state.recency.count > capacity {
            state.values[state.recency.removeFirst()] = nil
        }
    }
}
