import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the jobs `0..<count` on the calling thread and on threads it starts for the purpose, one per
/// other core, each thread taking the next job until none is left; returns when every job is done.
///
/// Threads started by the caller, not a shared pool's: they take the caller's credentials and
/// namespaces as they are (a thread that changed its file-system user or mount namespace for itself
/// reads with them on every core), and no pool's queue can delay them. Started while a foreground
/// screen is being made, they run below it (``BackgroundPriority``).
package enum ParallelWork {
    /// How many threads run jobs at most: one per core, up to four.
    package static var threadLimit: Int {
        min(max(Int(sysconf(CInt(_SC_NPROCESSORS_ONLN))), 1), 4)
    }

    /// Runs `job(0)` … `job(count - 1)`, each once, on up to ``threadLimit`` threads.
    package static func run(count: Int, _ job: @escaping @Sendable (Int) -> Void) {
        let queue = JobQueue(
            count: count, lowersHelpers: BackgroundPriority.lowersThreadsStartedHere, job: job)
        let helperCount = max(min(threadLimit, count) - 1, 0)
        let helpers = (0..<helperCount).compactMap { _ in startThread(running: queue) }
        queue.runJobs()
        for thread in helpers { pthread_join(thread, nil) }
    }

    /// `transform(0)` … `transform(count - 1)`, in that order, each computed once on one of up to
    /// ``threadLimit`` threads.
    package static func map<Result: Sendable>(count: Int, _ transform: @escaping @Sendable (Int) -> Result)
        -> [Result]
    {
        let results = Results<Result>(count: count)
        run(count: count) { results.set(transform($0), at: $0) }
        return results.values
    }

    /// The results of ``map(count:_:)`` as they come, each at its job's position.
    private final class Results<Value: Sendable>: Sendable {
        private let slots: Mutex<[Value?]>

        init(count: Int) {
            slots = Mutex([Value?](repeating: nil, count: count))
        }

        func set(_ value: Value, at position: Int) {
            slots.withLock { $0[position] = value }
        }

        /// Every result, once every job has set its own.
        var values: [Value] { slots.withLock { $0.map { $0! } } }
    }

    /// Starts a thread that runs jobs of `queue` until none is left; `nil` when no thread could be
    /// started (the calling thread then runs them all).
    private static func startThread(running queue: JobQueue) -> pthread_t? {
        let context = Unmanaged.passRetained(queue).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let started = pthread_create(
            &thread, nil,
            { context in
                let queue = Unmanaged<JobQueue>.fromOpaque(context!).takeRetainedValue()
                if queue.lowersHelpers { BackgroundPriority.lowerCurrentThread() }
                queue.runJobs()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<JobQueue>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
            return thread
        #else
            return thread!
        #endif
    }

    /// The jobs, handed out one at a time.
    private final class JobQueue: Sendable {
        private let next = Atomic(0)
        private let count: Int
        private let job: @Sendable (Int) -> Void
        /// Whether the threads started to run the jobs lower themselves first (``BackgroundPriority``).
        let lowersHelpers: Bool

        init(count: Int, lowersHelpers: Bool, job: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.lowersHelpers = lowersHelpers
            self.job = job
        }

        /// Runs the next job not taken until none is left.
        func runJobs() {
            while true {
                let taken = next.add(1, ordering: .relaxed).oldValue
                guard taken < count else { return }
                job(taken)
            }
        }
    }
}
