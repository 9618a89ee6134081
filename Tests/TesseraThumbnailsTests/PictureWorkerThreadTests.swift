import Dispatch
import TesseraThumbnails
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pipeline's workers wait for requests on threads of their own, so they never hold libdispatch's
/// global threads: other background work (the Feed's photo shapes, the name index) starts at once. On
/// Linux a worker blocked on the global queue held one of its threads (one a processor), and a block sent
/// there waited about a second for libdispatch's starvation check (every headless `snapshot` took 1.1 s).
@MainActor
@Suite struct PictureWorkerThreadTests {
    @Test func backgroundWorkStartsAtOnceWhileEveryWorkerWaits() throws {
        let workers = PicturePipeline.Configuration.processorCount
        let pipeline = PicturePipeline(configuration: .init(workers: workers), onFinish: {})
        usleep(100_000)  // the workers start and block waiting for requests
        let started = DispatchSemaphore(value: 0)
        let sent = DispatchTime.now()
        for _ in 0..<workers { DispatchQueue.global(qos: .userInitiated).async { started.signal() } }
        for _ in 0..<workers { _ = started.wait(timeout: .now() + 5) }
        let waited = Double(DispatchTime.now().uptimeNanoseconds - sent.uptimeNanoseconds) / 1e9
        #expect(waited < 0.5, "background blocks waited \(waited) s for a thread")
        withExtendedLifetime(pipeline) {}
    }
}
