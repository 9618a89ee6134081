import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread of its own for a long-lived worker that blocks while it waits for work (the picture
/// pipeline's workers). On libdispatch's global queues such a worker would hold one of the few threads
/// (one a processor) for the life of the app, and on Linux, which has no kernel work queue to notice a
/// blocked thread, every other block sent to that queue (the Feed's photo shapes, the name index) then
/// waited about a second for libdispatch's starvation check to add a thread.
enum WorkerThread {
    /// The closure a started thread runs, kept alive until it ends.
    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread (on libdispatch's global queue when no thread can be started).
    static func start(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
        guard started == 0 else {
            let body = box.takeRetainedValue()
            DispatchQueue.global(qos: .userInitiated).async { body.run() }
            return
        }
        pthread_detach(thread)
    }
}
