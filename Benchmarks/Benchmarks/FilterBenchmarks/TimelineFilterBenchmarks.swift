@preconcurrency import Benchmark
import SystemPackage
import TesseraCanvas
import TesseraGallery
import TesseraPhotoLibrary

/// The `/` filter on a timeline of 100,000 photos in 480 folders, as a person types "img_42" into it:
/// each keystroke is the match, the difference (months going and coming), the batch and the first frame
/// (200 × 60), through `GalleryApp` as a key from the terminal. The photos are made up (no file is
/// read: each is placed by its modification time, its index in memory), named as cameras and phones
/// name them — `IMG_0042.JPG`, `PXL_20230514_101530042.jpg`, `DSC04242.JPG` — over ten years.
private let photoCount = 100_000
private let folderCount = 480
private let timelineScreen = InputEvent.resize(columns: 200, rows: 60)

/// The made-up library: photo `n` is in folder `n % 480`, taken about 53 minutes before photo `n - 1`;
/// no two photos share a path (a camera's `IMG_` number counts up within its folder).
private let syntheticLibrary: Library = {
    let root = FilePath("/nonexistent/tessera-filter-benchmark")
    let newest: Int64 = 1_795_000_000  // November 2026
    var folders = Array(repeating: [Photo](), count: folderCount)
    for n in 0..<photoCount {
        let seconds = newest - Int64(n) * 3_157 - Int64((n * 7_919) % 1_500)
        let name: String
        switch n % 3 {
        case 0: name = "IMG_\(String(10_000 + n / folderCount).dropFirst()).JPG"
        case 1:
            name =
                "PXL_2023\(String(100 + n % 12 + 1).dropFirst())\(String(100 + n % 28 + 1).dropFirst())_\(n).jpg"
        default: name = "DSC\(String(100_000 + n % 100_000).dropFirst()).JPG"
        }
        let folder = n % folderCount
        folders[folder].append(
            Photo(
                path: root.appending("\(2016 + folder / 48)/roll-\(folder)/\(name)"), name: name,
                byteCount: 2_000_000, modified: FileTime(seconds: seconds)))
    }
    let albums = folders.enumerated().map { index, photos in
        Album(
            name: "roll-\(index)", folder: root.appending("\(2016 + index / 48)/roll-\(index)"),
            photos: photos)
    }
    return Library(root: root, albums: albums)
}()

/// The app on the timeline of the made-up library, its index settled (every file found missing, so
/// placed by its modification time), the filter's name index ready, and the filter open.
@MainActor
private func timelineWithOpenFilter() -> GalleryApp {
    var options = GalleryOptions(photos: .folder(syntheticLibrary))
    options.opensTimeline = true
    options.watchesFolder = false
    let app = GalleryApp(options: options)
    _ = app.handle(timelineScreen)
    app.settleIndex()
    _ = app.render()
    _ = app.handle(.key(.character("/")))
    return app
}

/// The timeline's filter benchmarks, registered with the others.
func registerTimelineFilterBenchmarks() {
    Benchmark("Timeline: first keystroke (name index ready), 100k photos") { benchmark in
        onMainActor {
            let app = timelineWithOpenFilter()
            benchmark.startMeasurement()
            _ = app.handle(.key(.character("i")))
            blackHole(app.render())
            benchmark.stopMeasurement()
            app.finishBackgroundWork()
        }
    }

    Benchmark("Timeline: each further keystroke of \"img_42\", 100k photos") { benchmark in
        onMainActor {
            let app = timelineWithOpenFilter()
            _ = app.handle(.key(.character("i")))
            _ = app.render()
            benchmark.startMeasurement()
            for character in "mg_42" {
                _ = app.handle(.key(.character(character)))
                blackHole(app.render())
            }
            benchmark.stopMeasurement()
            app.finishBackgroundWork()
        }
    }

    Benchmark("Timeline: Backspace back to \"i\", 100k photos") { benchmark in
        onMainActor {
            let app = timelineWithOpenFilter()
            for character in "img_42" { _ = app.handle(.key(.character(character))) }
            _ = app.render()
            benchmark.startMeasurement()
            for _ in 0..<5 {
                _ = app.handle(.key(.backspace))
                blackHole(app.render())
            }
            benchmark.stopMeasurement()
            app.finishBackgroundWork()
        }
    }
}
