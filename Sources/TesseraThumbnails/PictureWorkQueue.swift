import Dispatch
import Synchronization

/// The requests waiting for a worker, in priority order, and the results waiting for the main thread.
///
/// The main thread replaces the waiting list wholesale each frame (what is visible first, then what lies
/// ahead), which is how work for items that scrolled away is cancelled: it is simply no longer waiting.
/// Work already started finishes and is kept, since it is likely wanted again soon.
final class PictureWorkQueue: Sendable {
    private struct State {
        var waiting: [PictureRequest] = []
        /// The bounded whole decodes handed along with waiting region requests (``PictureSize/zoomSource``).
        var zoomSources: [PictureRequest: Picture] = [:]
        var started: Set<PictureRequest> = []
        var finished: [(PictureRequest, PictureState)] = []
        /// Finished pictures still being written to the disk cache.
        var storing = 0
        var isShutDown = false
    }

    private let state = Mutex(State())
    /// Counts requests added to the waiting list; workers sleep on it.
    private let workAvailable = DispatchSemaphore(value: 0)
    /// Signalled after every finished request, for ``waitUntilIdle()``.
    private let progress = DispatchSemaphore(value: 0)

    /// Makes `requests` (highest priority first) the whole waiting list, leaving out those already
    /// started, and wakes workers for the new ones. `zoomSources` go to the workers with the region
    /// requests they are for.
    func replaceWaiting(with requests: [PictureRequest], zoomSources: [PictureRequest: Picture] = [:]) {
        let added = state.withLock { state -> Int in
            let before = Set(state.waiting)
            state.waiting = requests.filter { !state.started.contains($0) }
            state.zoomSources = zoomSources
            return state.waiting.count { !before.contains($0) }
        }
        for _ in 0..<added { workAvailable.signal() }
    }

    /// Blocks until a request is waiting, then takes the most urgent one with the zoom source handed
    /// along with it, if any; `nil` after ``shutDown()``.
    func nextRequest() -> (request: PictureRequest, zoomSource: Picture?)? {
        while true {
            let request = state.withLock { state -> (request: PictureRequest, zoomSource: Picture?)?? in
                if state.isShutDown { return .some(nil) }
                guard !state.waiting.isEmpty else { return nil }
                let request = state.waiting.removeFirst()
                state.started.insert(request)
                return .some((request, state.zoomSources.removeValue(forKey: request)))
            }
            if let request { return request }
            workAvailable.wait()
        }
    }

    /// Hands a result to the main thread; `storing` says the worker still writes it to the disk cache
    /// and will call ``finishStoring()``. `byProduct` is a second picture made on the way (a region's
    /// bounded whole decode), handed over for the main thread to keep.
    func finish(
        _ request: PictureRequest, with result: PictureState, storing: Bool = false,
        byProduct: (PictureRequest, PictureState)? = nil
    ) {
        state.withLock { state in
            state.started.remove(request)
            if let byProduct { state.finished.append(byProduct) }
            state.finished.append((request, result))
            if storing { state.storing += 1 }
        }
        progress.signal()
    }

    /// Notes that a finished picture is written to the disk cache.
    func finishStoring() {
        state.withLock { $0.storing -= 1 }
        progress.signal()
    }

    /// Takes the results finished since the last call.
    func takeFinished() -> [(PictureRequest, PictureState)] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Whether `request` is waiting or being made (not yet finished, nor dropped).
    func isWaitingOrStarted(_ request: PictureRequest) -> Bool {
        state.withLock { $0.started.contains(request) || $0.waiting.contains(request) }
    }

    /// Blocks until the next request finishes (at once, if one finished since the last wait).
    func waitForProgress() {
        progress.wait()
    }

    /// Whether nothing is waiting, being made or being stored.
    var isIdle: Bool {
        state.withLock { $0.waiting.isEmpty && $0.started.isEmpty && $0.storing == 0 }
    }

    /// Blocks until nothing is waiting, being made or being stored.
    func waitUntilIdle() {
        while !isIdle { progress.wait() }
    }

    /// Stops the workers once they finish what they are making.
    func shutDown(workers: Int) {
        state.withLock { $0.isShutDown = true }
        for _ in 0..<workers { workAvailable.signal() }
    }
}
