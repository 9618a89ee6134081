import Dispatch
import Synchronization
import TesseraImaging

/// The requests waiting for a worker, in priority order, and the results waiting for the main thread.
///
/// The main thread replaces the waiting list wholesale each frame (what is visible first, then what lies
/// ahead), which is how work for items that scrolled away is cancelled: it is simply no longer waiting.
/// Work already started that the new list leaves out is cancelled too (its ``DecodeCancellation`` is
/// raised, and a JPEG, PNG or GIF decode stops at its next batch of rows); wanted again before it stopped,
/// it goes on, or waits again at the front.
final class PictureWorkQueue: Sendable {
    private struct State {
        var waiting: [PictureRequest] = []
        /// The bounded whole decodes handed along with waiting region requests (``PictureSize/zoomSource``).
        var zoomSources: [PictureRequest: Picture] = [:]
        /// The requests being made, each with the flag that stops its decode.
        var started: [PictureRequest: DecodeCancellation] = [:]
        /// Everything the last list wanted, started or waiting.
        var wanted: Set<PictureRequest> = []
        /// How many started decodes stopped because their picture was no longer wanted.
        var stoppedDecodes = 0
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
    /// started, and wakes workers for the new ones; started work they leave out is cancelled, started work
    /// they name goes on. `zoomSources` go to the workers with the region requests they are for.
    func replaceWaiting(with requests: [PictureRequest], zoomSources: [PictureRequest: Picture] = [:]) {
        let added = state.withLock { state -> Int in
            let before = Set(state.waiting)
            state.wanted = Set(requests)
            for (request, cancellation) in state.started {
                if state.wanted.contains(request) { cancellation.resume() } else { cancellation.cancel() }
            }
            state.waiting = requests.filter { state.started[$0] == nil }
            state.zoomSources = zoomSources
            return state.waiting.count { !before.contains($0) }
        }
        for _ in 0..<added { workAvailable.signal() }
    }

    /// A request taken by a worker: what to make, the zoom source handed along with it, and the flag
    /// that stops it.
    typealias Work = (request: PictureRequest, zoomSource: Picture?, cancellation: DecodeCancellation)

    /// Blocks until a request is waiting, then takes the most urgent one with the zoom source handed
    /// along with it, if any; `nil` after ``shutDown()``.
    func nextRequest() -> Work? {
        while true {
            let request = state.withLock { state -> Work?? in
                if state.isShutDown { return .some(nil) }
                guard !state.waiting.isEmpty else { return nil }
                let request = state.waiting.removeFirst()
                let cancellation = DecodeCancellation()
                state.started[request] = cancellation
                return .some((request, state.zoomSources.removeValue(forKey: request), cancellation))
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
            state.started[request] = nil
            if let byProduct { state.finished.append(byProduct) }
            state.finished.append((request, result))
            if storing { state.storing += 1 }
        }
        progress.signal()
    }

    /// Notes that the decode of `request` stopped part way (it was cancelled): nothing is handed to the
    /// main thread. Wanted again since, it waits again, first.
    func stopped(_ request: PictureRequest) {
        let isWantedAgain = state.withLock { state -> Bool in
            state.started[request] = nil
            state.stoppedDecodes += 1
            guard state.wanted.contains(request) else { return false }
            state.waiting.insert(request, at: 0)
            return true
        }
        if isWantedAgain { workAvailable.signal() }
        progress.signal()
    }

    /// How many started decodes stopped because their picture was no longer wanted.
    var stoppedDecodes: Int { state.withLock { $0.stoppedDecodes } }

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
        state.withLock { $0.started[request] != nil || $0.waiting.contains(request) }
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
