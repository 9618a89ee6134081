import Benchmark
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#endif

/// The library the index benchmarks scan: `TESSERA_BENCH_INDEX_LIBRARY`, else 100,000 empty `.jpg` files in
/// 480 folders under `/tmp/tessera-bench/index100k`, made on first use (outside any measurement).
private let libraryPath =
    getenv("TESSERA_BENCH_INDEX_LIBRARY").map { String(cString: $0) } ?? "/tmp/tessera-bench/index100k"
/// The cache file the benchmarks write, beside the library (never inside it).
private let cacheFile = FilePath(libraryPath + "-cache/index.sqlite3")
private let fileCount = 100_000
private let folderCount = 480

/// The library's photos, scanned once; the library made first when missing.
private let photos: [Photo] = {
    let root = FilePath(libraryPath)
    if access(libraryPath, F_OK) != 0 {
        mkdir("/tmp/tessera-bench", 0o755)
        mkdir(libraryPath, 0o755)
        for number in 0..<fileCount {
            let folder = root.appending("folder-\(number % folderCount)")
            mkdir(folder.string, 0o755)
            let descriptor = open(folder.appending("IMG_\(number).jpg").string, O_WRONLY | O_CREAT, 0o644)
            close(descriptor)
        }
    }
    guard let library = try? LibraryScanner.scan(folder: root) else { return [] }
    return PhotoIndex.photos(of: library)
}()

/// Full facts made up from the path, as a real EXIF reader would return them: every column of a row filled.
private let syntheticReader = PhotoFactsReader(identity: "synthetic-1") { path in
    let seed = Int64(truncatingIfNeeded: path.string.hashValue.magnitude % 400_000_000)
    return PhotoFacts(
        kind: .photo, dateTaken: .wallClock(localSeconds: 1_400_000_000 + seed, utcOffset: 3_600),
        pixelSize: PixelSize(width: 4_032, height: 3_024),
        exif: ExifSummary(
            make: "Apple", model: "iPhone 15 Pro", lens: "iPhone 15 Pro back camera 6.765mm f/1.78",
            exposureSeconds: 1.0 / 120, fNumber: 1.78, iso: 80, focalLengthMillimetres: 6.765,
            location: GPSLocation(latitude: 48.8584, longitude: 2.2945, altitude: 35)))
}

/// Removes the cache file and the files beside it.
private func deleteCache() {
    for suffix in ["", "-wal", "-shm"] { unlink(cacheFile.string + suffix) }
}

/// An index of the library, cold or warm.
private func openIndex() -> PhotoIndex {
    PhotoIndex(root: FilePath(libraryPath), storage: .file(cacheFile), reader: syntheticReader)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds,
        maxDuration: .seconds(30),
        maxIterations: 5)

    Benchmark("Index cold: 100,000 files in 480 folders, every row written") { benchmark in
        guard photos.count == fileCount else { return benchmark.error("no library at \(libraryPath)") }
        deleteCache()
        benchmark.startMeasurement()
        let index = openIndex()
        index.update(photos: photos).wait()
        benchmark.stopMeasurement()
        if index.count != fileCount || !index.isPersistent { benchmark.error("index incomplete") }
    }

    // The same pass without the database: the difference is what SQLite costs for 100,000 rows.
    Benchmark("Index cold in memory (--no-cache): 100,000 files, no rows written") { benchmark in
        guard photos.count == fileCount else { return benchmark.error("no library at \(libraryPath)") }
        benchmark.startMeasurement()
        let index = PhotoIndex(root: FilePath(libraryPath), storage: .memory, reader: syntheticReader)
        index.update(photos: photos).wait()
        benchmark.stopMeasurement()
        if index.count != fileCount { benchmark.error("index incomplete") }
    }

    Benchmark("Index warm open: 100,000 rows loaded") { benchmark in
        if openIndex().count != fileCount {
            deleteCache()
            openIndex().update(photos: photos).wait()
        }
        benchmark.startMeasurement()
        let index = openIndex()
        benchmark.stopMeasurement()
        if index.count != fileCount { benchmark.error("warm index has \(index.count) rows") }
    }

    Benchmark("Index warm check: 100,000 unchanged files, nothing read") { benchmark in
        let index = openIndex()
        if index.count != fileCount { index.update(photos: photos).wait() }
        benchmark.startMeasurement()
        index.update(photos: photos).wait()
        benchmark.stopMeasurement()
    }

    Benchmark("Timeline of 100,000 indexed photos: sort and month sections") { benchmark in
        let index = openIndex()
        if index.count != fileCount { index.update(photos: photos).wait() }
        benchmark.startMeasurement()
        blackHole(index.timeline(of: photos))
        benchmark.stopMeasurement()
    }
}
