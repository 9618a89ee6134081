#if canImport(Glibc)
    import Glibc
#endif

/// The scheduling priority of the threads that index a library in the background (its scan, the
/// scan's ``ParallelWork`` threads, the check of its files): below the main thread's, so that the
/// screen made on the main thread never waits for a core while they run on every core.
///
/// On Linux a thread's nice value is its own, and a thread it starts inherits it; a thread unprivileged
/// cannot raise its priority again, so a worker of a shared pool lowered once stays lowered for good
/// (every job such pools run in the app is background work). Elsewhere nothing changes (the dispatch
/// queue's quality of service says the same there).
public enum BackgroundPriority {
    /// The nice value background threads take: a nice-0 thread sharing a core with one of them gets
    /// about 90 % of it.
    public static let niceness: Int32 = 10

    /// Lowers the calling thread's priority to ``niceness`` unless it is lower already; best effort
    /// (a refusal changes nothing).
    public static func lowerCurrentThread() {
        #if os(Linux)
            guard currentThreadNiceness < niceness else { return }
            // PRIO_PROCESS with 0 is the calling thread on Linux, not its whole process.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }

    /// The calling thread's nice value (0 where it is not kept per thread).
    public static var currentThreadNiceness: Int32 {
        #if os(Linux)
            errno = 0
            let value = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            return value == -1 && errno != 0 ? 0 : value
        #else
            return 0
        #endif
    }
}
