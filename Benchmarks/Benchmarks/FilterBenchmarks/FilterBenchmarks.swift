import Benchmark
import TesseraCanvas
import TesseraGallery

/// The `/` filter on a million friends, as a person types "steve" into it: each keystroke is the match,
/// the difference and the first frame (200 × 60). The first keystroke also builds the name index (every
/// friend's name generated and interned once), so it is measured on its own.
private let friends = 1_000_000
private let screen = InputEvent.resize(columns: 200, rows: 60)

private func appWithOpenFilter() -> GalleryApp {
    let app = GalleryApp(options: GalleryOptions(seed: 1, friendCount: friends))
    _ = app.handle(screen)
    _ = app.render()
    _ = app.handle(.key(.character("/")))
    return app
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 10)

    Benchmark("First keystroke (builds the name index), 1M friends") { benchmark in
        let app = appWithOpenFilter()
        benchmark.startMeasurement()
        _ = app.handle(.key(.character("s")))
        blackHole(app.render())
        benchmark.stopMeasurement()
        withExtendedLifetime(app) {}
    }

    Benchmark("Each further keystroke of \"steve\", 1M friends") { benchmark in
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

    Benchmark("Backspace back to \"s\", 1M friends") { benchmark in
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
