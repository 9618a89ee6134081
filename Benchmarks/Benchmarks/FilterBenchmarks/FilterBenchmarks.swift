// The harness's `Benchmark` predates strict concurrency; a benchmark hands it to the main actor only
// while its own thread waits (`onMainActor`), so one thread uses it at a time.
@preconcurrency import Benchmark
import Dispatch
import Foundation
import TesseraCanvas
import TesseraGallery

/// The `/` filter on a million friends, as a person types "steve" into it: each keystroke is the match,
/// the difference and the first frame (200 × 60). The name index (every friend's name generated and
/// interned once) is built in the background from the start; the keystrokes are measured once it is
/// ready, and building it on its own.
private let friends = 1_000_000
private let screen = InputEvent.resize(columns: 200, rows: 60)

/// Runs `body` on the main actor, where the app lives (`GalleryApp` is `@MainActor`): the harness calls a
/// benchmark on a thread of its own, so `body` goes to the main queue and is waited for; measurements
/// are taken inside it.
func onMainActor(_ body: @MainActor () -> Void) {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

@MainActor
private func appWithOpenFilter() -> GalleryApp {
    let app = GalleryApp(options: GalleryOptions(seed: 1, friendCount: friends))
    _ = app.handle(screen)
    _ = app.render()
    app.waitForNameIndex()
    _ = app.handle(.key(.character("/")))
    return app
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(20),
        maxIterations: 10)

    Benchmark("Name index, built in the background from the start, 1M friends") { benchmark in
        onMainActor {
            benchmark.startMeasurement()
            let app = GalleryApp(options: GalleryOptions(seed: 1, friendCount: friends))
            app.waitForNameIndex()
            benchmark.stopMeasurement()
            withExtendedLifetime(app) {}
        }
    }

    Benchmark("First keystroke (name index ready), 1M friends") { benchmark in
        onMainActor {
            let app = appWithOpenFilter()
            benchmark.startMeasurement()
            _ = app.handle(.key(.character("s")))
            blackHole(app.render())
            benchmark.stopMeasurement()
            withExtendedLifetime(app) {}
        }
    }

    Benchmark("Each further keystroke of \"steve\", 1M friends") { benchmark in
        onMainActor {
            let app = appWithOpenFilter()
            _ = app.handle(.key(.character("s")))
            _ = app.render()
            benchmark.startMeasurement()
            for character in "teve" {
                _ = app.handle(.key(.character(character)))
                blackHole(app.render())
            }
            benchmark.stopMeasurement()
            withExtendedLifetime(app) {}
        }
    }

    Benchmark("Backspace back to \"s\", 1M friends") { benchmark in
        onMainActor {
            let app = appWithOpenFilter()
            for character in "steve" { _ = app.handle(.key(.character(character))) }
            _ = app.render()
            benchmark.startMeasurement()
            for _ in 0..<4 {
                _ = app.handle(.key(.backspace))
                blackHole(app.render())
            }
            benchmark.stopMeasurement()
            withExtendedLifetime(app) {}
        }
    }

    registerTimelineFilterBenchmarks()
}
