import Dispatch
import Synchronization
import SystemPackage
import TesseraActions

/// A large batch on its way to the trash on a thread of its own, so the screen keeps drawing and says how
/// far it got (`Moving to the trash… 1,200 of 10,000`).
final class BackgroundTrash: Sendable {
    /// How many photos the batch holds.
    let total: Int
    private let done = Atomic<Int>(0)
    private let result = Mutex<TrashResult?>(nil)

    /// Starts moving `paths` to `trash`.
    init(_ paths: [FilePath], to trash: Trash?) {
        total = paths.count
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let moved = PhotoTrashing.move(paths, to: trash) { count, _ in
                done.store(count, ordering: .relaxed)
            }
            result.withLock { $0 = moved }
        }
    }

    /// How many photos have been handled so far.
    var progress: Int { done.load(ordering: .relaxed) }

    /// The result once the batch is done (once: later calls return `nil`).
    func takeResult() -> TrashResult? {
        result.withLock { finished in
            defer { finished = nil }
            return finished
        }
    }
}
