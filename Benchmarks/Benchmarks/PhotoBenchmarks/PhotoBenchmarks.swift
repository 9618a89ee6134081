// The harness's `Benchmark` predates strict concurrency; a benchmark hands it to the main actor only
// while its own thread waits (`onMainActor`), so one thread uses it at a time.
@preconcurrency import Benchmark
import Dispatch
import Foundation
import TesseraCanvas
import TesseraGallery
import TesseraPhotoLibrary
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// The album the photo benchmarks browse: `TESSERA_BENCH_ALBUM`, or the one
/// `Benchmarks/photos/make_photos.py album /tmp/tessera-bench/album10k --count 10000 --size 1600x1200` makes.
private let album = getenv("TESSERA_BENCH_ALBUM").map { String(cString: $0) } ?? "/tmp/tessera-bench/album10k"

/// Runs `body` on the main actor, where the app lives (`GalleryApp` is `@MainActor`): the harness calls a
/// benchmark on a thread of its own, so `body` goes to the main queue and is waited for; measurements
/// are taken inside it.
private func onMainActor(_ body: @MainActor () -> Void) {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// The processor time the calling thread has used, in microseconds.
private func threadCPUMicroseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000 + time.tv_nsec / 1_000
}

/// The app on the album's Feed at 200 × 60, with room in memory for every picture the benchmark shows.
@MainActor
private func startedApp() -> GalleryApp? {
    guard let location = try? LibraryScanner.locate(FilePath(album)) else { return nil }
    let app = GalleryApp(options: GalleryOptions(photos: location, pictureMemoryLimit: 1 << 30))
    _ = app.handle(.resize(columns: 200, rows: 60))
    _ = app.render()
    return app
}

/// One page turn and its frame, on the main thread only: the processor time the frame took there is the
/// custom metric, so decoding on the workers (the other core) does not count, while anything the main
/// thread did for it would.
private func registerScrollFrame(_ name: String, decoding: Bool) {
    Benchmark(
        "Photo Feed page turn 200x60, \(name)",
        configuration: .init(
            metrics: [.wallClock, .custom("main-thread CPU (µs)", useScalingFactor: false)],
            timeUnits: .microseconds, maxDuration: .seconds(60), maxIterations: 120)
    ) { benchmark in
        onMainActor {
            guard let app = startedApp() else {
                benchmark.error("no album at \(album): run Benchmarks/photos/make_photos.py first")
                return
            }
            if !decoding {
                // The first 30 pages are decoded first, and the run turns pages within them only.
                for _ in 0..<31 {
                    _ = app.handle(.key(.pageDown))
                    _ = app.renderSettled()
                }
                _ = app.handle(.key(.home))
                _ = app.render()
            }
            for iteration in benchmark.scaledIterations {
                let forward = decoding || iteration % 60 < 30
                _ = app.handle(.key(forward ? .pageDown : .pageUp))
                let before = threadCPUMicroseconds()
                benchmark.startMeasurement()
                blackHole(app.render())
                benchmark.stopMeasurement()
                benchmark.measurement(
                    .custom("main-thread CPU (µs)", useScalingFactor: false), threadCPUMicroseconds() - before)
                if !decoding { app.collectFinishedPictures() }
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    registerScrollFrame("pictures in memory", decoding: false)
    registerScrollFrame("while the workers decode", decoding: true)
}
