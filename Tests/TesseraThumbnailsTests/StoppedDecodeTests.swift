import Dispatch
import ImagingTestSupport
import Synchronization
import SystemPackage
import TesseraImaging
import Testing

@testable import TesseraThumbnails

/// A picture whose item scrolls away while a worker is already making it: its decode stops and its result
/// is never delivered; wanted again in time, it goes on. One worker, held at the start of its first
/// request by a gate, so the order of "started", "scrolled away" and "decoding" is fixed, not timed.
@MainActor
@Suite struct StoppedDecodeTests {
    let folder = TemporaryDirectory()

    /// Holds the worker at the start of the first request it takes, until the test lets it go.
    final class WorkerGate: Sendable {
        private let arrived = DispatchSemaphore(value: 0)
        private let released = DispatchSemaphore(value: 0)
        private let isFirst = Mutex(true)

        /// What the worker calls before making a request: the first time, blocks until ``release()``.
        func pass() {
            let first = isFirst.withLock { isFirst in
                defer { isFirst = false }
                return isFirst
            }
            guard first else { return }
            arrived.signal()
            released.wait()
        }

        /// Blocks until the worker has taken its first request (it is started, no longer waiting).
        func waitForWorker() { arrived.wait() }

        /// Lets the worker make the request.
        func release() { released.signal() }
    }

    /// A photo big enough to decode in many batches of rows, as `name`.
    func photo(_ name: String, encoder: (RGBImage) throws -> [UInt8]) throws -> PictureRequest {
        let image = RGBImage(size: PixelSize(width: 640, height: 2048), filledWith: (30, 120, 200))
        let file = folder.write(try encoder(image), to: name)
        return try .current(file)
    }

    /// A pipeline of one worker that stops at `gate` before its first request.
    func pipeline(gate: WorkerGate) -> PicturePipeline {
        var configuration = PicturePipeline.Configuration(workers: 1)
        configuration.workerWillMake = { _ in gate.pass() }
        return PicturePipeline(configuration: configuration, onFinish: {})
    }

    func isReady(_ state: PictureState) -> Bool {
        if case .ready = state { return true }
        return false
    }

    func isPending(_ state: PictureState) -> Bool {
        if case .pending = state { return true }
        return false
    }

    @Test(arguments: ["jpeg", "png"])
    func aStartedDecodeOfAnItemScrolledAwayStopsAndIsNeverDelivered(format: String) throws {
        let away = try photo(
            "away.\(format)",
            encoder: format == "png" ? { try PNGWriter().encode($0) } : { try JPEGWriter().encode($0) })
        let shown = try photo("shown.jpg") { try JPEGWriter().encode($0) }
        let gate = WorkerGate()
        let pipeline = pipeline(gate: gate)
        pipeline.want([away])
        gate.waitForWorker()
        pipeline.want([shown])  // The item scrolled away; another came into view.
        gate.release()
        pipeline.waitUntilIdle()
        #expect(pipeline.stoppedDecodes == 1)
        #expect(isPending(pipeline.state(of: away)), "the stopped decode was delivered")
        #expect(isReady(pipeline.state(of: shown)))
    }

    @Test func aStartedDecodeWantedAgainBeforeItStopsGoesOn() throws {
        let photo = try photo("back.jpg") { try JPEGWriter().encode($0) }
        let gate = WorkerGate()
        let pipeline = pipeline(gate: gate)
        pipeline.want([photo])
        gate.waitForWorker()
        pipeline.want([])  // Scrolled away…
        pipeline.want([photo])  // …and back, before the worker looked.
        gate.release()
        pipeline.waitUntilIdle()
        #expect(pipeline.stoppedDecodes == 0)
        #expect(isReady(pipeline.state(of: photo)))
    }

    @Test func aStoppedPictureIsMadeAfreshWhenItIsWantedLater() throws {
        let photo = try photo("later.jpg") { try JPEGWriter().encode($0) }
        let gate = WorkerGate()
        let pipeline = pipeline(gate: gate)
        pipeline.want([photo])
        gate.waitForWorker()
        pipeline.want([])
        gate.release()
        pipeline.waitUntilIdle()
        #expect(pipeline.stoppedDecodes == 1)
        #expect(isPending(pipeline.state(of: photo)))
        pipeline.want([photo])
        pipeline.waitUntilIdle()
        #expect(isReady(pipeline.state(of: photo)))
    }
}
