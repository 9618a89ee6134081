#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file still open for writing in some process when ``waitUntilLastWriterClosed(_:limit:)`` gave up.
public struct WriterStillOpen: Error, CustomStringConvertible {
    /// The file's path.
    public let path: String
    /// How long the wait took.
    public let waited: Duration

    /// The path and the time waited, in one line.
    public var description: String {
        "\(path) was still open for writing in some process after \(waited)"
    }
}

/// Waits until no process has the file at `path` (a C string) open for writing any more; throws
/// ``WriterStillOpen`` when one still has after `limit`.
///
/// inotify queues `IN_CLOSE_WRITE` when the *last* reference to an open file goes, not when the writer
/// calls `close`. A process that another thread starts between a test's `open` and `close` (any test
/// running `Process` or `posix_spawn` in parallel) gets a copy of every descriptor, `O_CLOEXEC` ones too,
/// and holds it until its `exec`; on a loaded machine that can be after the test went on to read a
/// watcher's events, so the file's close event arrives late (CI's failure of
/// `FolderWatcherPropertyTests` with seed 895024). A file lease answers exactly the question "is the file
/// still open for writing anywhere": Linux grants a read lease only when it is not, and the close event
/// is queued before that stops being so; so once the lease is granted the event is in the queue. The lease
/// is given back at once.
///
/// Where leases are not available (another system, a file system without them), this returns at once.
public func waitUntilLastWriterClosed(_ path: UnsafePointer<CChar>, limit: Duration = .seconds(20)) throws {
    #if canImport(Glibc)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let start = clock.now
        while fcntl(descriptor, setLease, Int32(F_RDLCK)) != 0 {
            guard errno == EAGAIN || errno == EINTR else { return }
            guard clock.now < start + limit else {
                throw WriterStillOpen(path: String(cString: path), waited: start.duration(to: clock.now))
            }
            usleep(1000)
        }
        _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
    #endif
}

/// `F_SETLEASE` (`fcntl.h`, Linux's own commands from 1024 up): Swift does not import it.
private let setLease: Int32 = 1024
