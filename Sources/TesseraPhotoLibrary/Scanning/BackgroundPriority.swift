import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The scheduling priority of the threads a library's scan starts (`ParallelWork`'s) while a
/// foreground thread makes a screen: below it, so that a warm start's first screen, made on the main
/// thread while the folder is scanned on every core, never waits for a core.
///
/// Only threads started while the foreground is busy (``markForegroundBusy()``) are lowered, and they
/// end with their part of the scan (one depth of folders): on Linux a thread's nice value is its own and
/// an unprivileged thread cannot raise it again, so no long-lived worker (a shared pool's) is lowered,
/// and work after the first screen runs at the caller's priority against the machine's other programs.
/// Elsewhere nothing changes.
public enum BackgroundPriority {
    /// The nice value such threads take: a nice-0 thread sharing a core with one of them gets about
    /// 90 % of it.
    public static let niceness: Int32 = 10

    /// How many foreground screens are being made now.
    private static let busyForegrounds = Atomic(0)
    /// The thread that last said it makes a screen (its `pthread_t`; 0: none): the threads it starts
    /// itself to make the screen are not lowered.
    private static let foregroundThread = Atomic<UInt>(0)

    /// Says the calling thread is making a screen: threads the scan starts from now on other threads
    /// run lowered, until the matching ``markForegroundDone()``.
    public static func markForegroundBusy() {
        #if os(Linux)
            foregroundThread.store(UInt(pthread_self()), ordering: .relaxed)
        #endif
        busyForegrounds.add(1, ordering: .relaxed)
    }

    /// Says the screen ``markForegroundBusy()`` announced is made (or that its thread now waits).
    public static func markForegroundDone() {
        busyForegrounds.subtract(1, ordering: .relaxed)
    }

    /// Whether a foreground thread is making a screen.
    public static var foregroundIsBusy: Bool { busyForegrounds.load(ordering: .relaxed) > 0 }

    /// Whether threads the calling thread starts now are to run lowered: the foreground is busy and
    /// the calling thread is not the one making the screen.
    static var lowersThreadsStartedHere: Bool {
        #if os(Linux)
            foregroundIsBusy && UInt(pthread_self()) != foregroundThread.load(ordering: .relaxed)
        #else
            false
        #endif
    }

    /// Lowers the calling thread's priority to ``niceness`` unless it is lower already; best effort
    /// (a refusal changes nothing).
    static func lowerCurrentThread() {
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
