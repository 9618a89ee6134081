// Indexes a folder of photos from an empty cache, the way the timeline's first start does, and prints what
// its first screen would say: `index-cold PATH CACHE_FILE` (the cache file is deleted first; `--warm` keeps
// it, scans the folder, opens the index and makes the timeline of the scan). `--first-screen` is a warm
// start as the timeline screen makes it now: the timeline from the index's rows alone (no scan), printed
// with the milliseconds it took; with `--check` it then scans and checks every file, as the screen does in
// the background. Timed from outside with farm-bench against exiv2 reading the same dates; see
// docs/performance.md.
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let firstScreen = arguments.contains("--first-screen")
let warm = arguments.contains("--warm") || firstScreen
let paths = arguments.filter { !$0.hasPrefix("--") }
guard paths.count == 2 else {
    print("usage: index-cold [--warm | --first-screen [--check]] PATH CACHE_FILE")
    exit(2)
}
let root = FilePath(paths[0])
let cache = FilePath(paths[1])
if firstScreen {
    let start = ContinuousClock.now
    let index = PhotoIndex(root: root, storage: .file(cache), reader: exifFactsReader)
    let opened = ContinuousClock.now - start
    let known = index.knownTimeline()
    let shown = ContinuousClock.now - start
    print(
        "\(known.items.count) photos in \(known.sections.count) months from the index: opened after "
            + "\(opened.milliseconds) ms, timeline after \(shown.milliseconds) ms")
    if arguments.contains("--check") {
        guard let library = try? LibraryScanner.scan(folder: root) else { exit(1) }
        let photos = PhotoIndex.photos(of: library)
        let scanned = ContinuousClock.now - start
        index.update(photos: photos).wait()
        let checked = ContinuousClock.now - start
        let settled = index.timeline(of: photos)
        print(
            "scanned after \(scanned.milliseconds) ms, checked after \(checked.milliseconds) ms: "
                + "\(settled.items.count) photos, " + (settled == known ? "unchanged" : "changed"))
    }
    index.close()
    exit(0)
}

if !warm { for suffix in ["", "-wal", "-shm"] { unlink(cache.string + suffix) } }
guard let library = try? LibraryScanner.scan(folder: root) else {
    print("cannot scan \(root)")
    exit(1)
}
let photos = PhotoIndex.photos(of: library)
let index = PhotoIndex(root: root, storage: .file(cache), reader: exifFactsReader)
if !warm { index.update(photos: photos).wait() }
let timeline = index.timeline(of: photos)
let first = timeline.sections.first
print(
    "\(photos.count) photos, \(index.count) indexed, \(timeline.sections.count) months; first: "
        + "\(first.map { "\($0.year)-\($0.month): \($0.items.count)" } ?? "none")")
index.close()

extension Duration {
    /// The duration in whole milliseconds.
    var milliseconds: Int64 { components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 }
}
