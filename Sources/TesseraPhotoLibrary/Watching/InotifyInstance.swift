import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An inotify instance: its non-blocking file descriptor, closed when the instance goes away, and the
/// watches added to it.
///
/// Linux only; elsewhere creating one throws ``WatchProblem/unavailable(_:)`` without an error number.
final class InotifyInstance {
    /// The descriptor to `poll` for `POLLIN`.
    let descriptor: Int32

    #if canImport(Glibc)
        /// What every watch asks for: the file events the scan cares about (a file is reported once it is
        /// closed after writing, not when created), the folder's own removal and move, and nothing for
        /// entries already unlinked; folders only, never through a symbolic link.
        static let watchMask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF
                | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK)

        /// What the watch on the root's parent asks for: entries made, removed or moved in and out (the
        /// root's own name among them), nothing about files being written.
        static let parentMask = UInt32(
            IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK
        )

        /// A new instance (`inotify_init1` with `IN_NONBLOCK | IN_CLOEXEC`).
        init() throws(WatchProblem) {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw .unavailable(Errno(rawValue: errno)) }
        }

        deinit {
            close(descriptor)
            buffer.deallocate()
        }

        /// Watches the folder at `path` for `mask` (``watchMask`` unless told); the watch descriptor, the
        /// same one again for a folder (by inode) watched already.
        func addWatch(_ path: FilePath, mask: UInt32 = watchMask) throws(Errno) -> Int32 {
            let watch = path.withPlatformString { inotify_add_watch(descriptor, $0, mask) }
            guard watch >= 0 else { throw Errno(rawValue: errno) }
            return watch
        }

        /// Stops a watch; one the kernel dropped already (its folder was removed) is passed over.
        func removeWatch(_ watch: Int32) {
            _ = inotify_rm_watch(descriptor, watch)
        }

        /// The events queued now, without waiting: reads until the queue is empty, or stops after
        /// ``readsPerCall`` full buffers (at least 15,000 events, usually far more) so
        /// that a storm cannot keep the caller here; the descriptor then stays readable.
        func readEvents() -> [InotifyEvent] {
            var events: [InotifyEvent] = []
            var reads = 0
            while reads < Self.readsPerCall {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                guard count > 0 else {
                    if count < 0 && errno == EINTR { continue }
                    break
                }
                events += InotifyEvent.records(in: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                reads += 1
            }
            return events
        }

        /// How many buffers ``readEvents()`` reads at most.
        static let readsPerCall = 64

        /// Room for many events per `read` (each is 16 bytes and a name of at most 256).
        private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 8)
    #else
        /// Always throws: inotify is Linux's.
        init() throws(WatchProblem) {
            throw .unavailable(nil)
        }

        static let parentMask: UInt32 = 0

        func addWatch(_ path: FilePath, mask: UInt32 = 0) throws(Errno) -> Int32 { throw .noFunction }

        func removeWatch(_ watch: Int32) {}

        func readEvents() -> [InotifyEvent] { [] }
    #endif
}
