import Synchronization

/// Tells whether a run of ``PhotoIndex/update(photos:progress:)`` had the index to itself: no other run
/// was going when it started and none started before it ended.
///
/// A run alone on an index that knew nothing when it started wrote every row the index then holds, each
/// for one of its own photos, so none can be of a vanished file: the end of a cold start skips the search
/// for rows to delete.
final class RunOverlap: Sendable {
    /// One run's place among the others.
    struct Ticket {
        /// The run's number, counting every run started on the index.
        fileprivate let number: Int
        /// Whether another run was going when this one started.
        fileprivate let startedAmongOthers: Bool
    }

    private struct State {
        var going = 0
        var started = 0
    }

    private let state = Mutex(State())

    /// Counts a run as started and going.
    func start() -> Ticket {
        state.withLock { state in
            state.started += 1
            state.going += 1
            return Ticket(number: state.started, startedAmongOthers: state.going > 1)
        }
    }

    /// Whether the run of `ticket` has been alone so far: none was going when it started, none started
    /// since.
    func isAlone(_ ticket: Ticket) -> Bool {
        state.withLock { !ticket.startedAmongOthers && $0.started == ticket.number }
    }

    /// Counts the run of `ticket` as ended, once it has written its last row.
    func end(_ ticket: Ticket) {
        state.withLock { $0.going -= 1 }
    }
}
