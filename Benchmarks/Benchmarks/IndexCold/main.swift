// Indexes a folder of photos from an empty cache, the way the timeline's first start does, and prints what
// its first screen would say: `index-cold PATH CACHE_FILE` (the cache file is deleted first; `--warm` keeps
// it and only opens it). Timed from outside with farm-bench against exiv2 reading the same dates; see
// docs/performance.md.
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let warm = arguments.contains("--warm")
let paths = arguments.filter { $0 != "--warm" }
guard paths.count == 2 else {
    print("usage: index-cold [--warm] PATH CACHE_FILE")
    exit(2)
}
let root = FilePath(paths[0])
let cache = FilePath(paths[1])
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
