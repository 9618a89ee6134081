import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waits until no process has the file at `path` open for writing any more; throws `EBUSY` when one
/// still has after `limit`.
///
/// inotify queues `IN_CLOSE_WRITE` when the *last* reference to an open file goes, not when the writer
/// calls `close`. A process that another thread starts between a test's `open` and `close` (any test
/// running `Process` or `posix_spawn` in parallel) gets a copy of every descriptor, `O_CLOEXEC` ones too,
/// and holds it until its `exec`; on a loaded machine that can be after the test went on to read the
/// watcher's events, so the photo's close event arrived a batch late (CI failure of
/// ``FolderWatcherPropertyTests``, seed 895024). A file lease answers exactly the question "is the file
/// still open for writing anywhere": Linux grants a read lease only when it is not (`i_writecount` is
/// zero), and the close event is queued before that count drops, so once the lease is granted the event
/// is in the queue. The lease is given back at once.
///
/// Where leases are not available (another system, a file system without them), this returns at once.
func waitUntilLastWriterClosed(_ path: FilePath, limit: Duration = .seconds(20)) throws {
    #if canImport(Glibc)
        let descriptor = path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK) }
        try check(descriptor)
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while fcntl(descriptor, setLease, Int32(F_RDLCK)) != 0 {
            guard errno == EAGAIN || errno == EINTR else { return }
            guard clock.now < deadline else { throw Errno.resourceBusy }
            usleep(1000)
        }
        _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
    #endif
}

/// `F_SETLEASE` (`fcntl.h`, Linux's own commands from 1024 up): Swift does not import it.
private let setLease: Int32 = 1024
