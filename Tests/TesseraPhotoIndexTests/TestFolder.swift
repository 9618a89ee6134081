import Foundation
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder under `/tmp` with a photo library and a cache folder beside it; removed with everything in it
/// when the value goes away.
final class TestFolder {
    /// The folder's absolute path, resolved.
    let root: FilePath

    /// A new folder, searchable by every user (so a test may check permissions as `nobody`).
    init() throws {
        var template = Array("/tmp/tessera-index-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Errno(rawValue: errno) }
        root = FilePath(platformString: made)
        chmod(made, 0o755)
    }

    deinit {
        _ = try? FileManager.default.removeItem(atPath: root.string)
    }

    /// The library's folder, `root/photos`.
    var library: FilePath { root.appending("photos") }

    /// The cache file the tests use, `root/cache/tessera/index.sqlite3`.
    var cacheFile: FilePath { root.appending("cache/tessera/index.sqlite3") }

    /// Where the tests keep the index.
    var storage: IndexStorage { .file(cacheFile) }

    /// The absolute path of `relative` under the library's folder.
    func photo(_ relative: String) -> FilePath { library.appending(relative) }

    /// Writes a photo file (folders on the way are made) whose contents say when it was taken, as
    /// ``TestReader`` reads them: `taken 2026-11-26 21:30:00 photo` (or `video`), padded with `padding` bytes.
    @discardableResult
    func writePhoto(_ relative: String, taken: String, video: Bool = false, padding: Int = 0) throws
        -> FilePath
    {
        let path = photo(relative)
        try FileManager.default.createDirectory(
            atPath: path.removingLastComponent().string, withIntermediateDirectories: true)
        let words = "taken " + taken + (video ? " video" : " photo")
        let contents = Data((words + String(repeating: " ", count: padding)).utf8)
        guard FileManager.default.createFile(atPath: path.string, contents: contents) else {
            throw Errno.noSuchFileOrDirectory
        }
        return path
    }

    /// Sets the file's modification time.
    func setModified(_ relative: String, seconds: Int) throws {
        var times = [
            timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0),
        ]
        let result = photo(relative).withPlatformString { utimensat(AT_FDCWD, $0, &times, 0) }
        guard result == 0 else { throw Errno(rawValue: errno) }
    }

    /// The library as Tessera scans it.
    func scan() throws -> Library { try LibraryScanner.scan(folder: library) }

    /// Every photo of the library, scanned now.
    func photos() throws -> [Photo] { PhotoIndex.photos(of: try scan()) }

    /// Indexes the library with a fresh index and closes it, as a Tessera process that has ended.
    func indexAndClose(reader: TestReader = TestReader()) throws {
        let index = try self.index(reader: reader)
        index.update(photos: try photos()).wait()
        index.close()
    }

    /// An index of the library in ``storage`` (or `storage`), reading with `reader`, `batchSize` files a batch.
    func index(reader: TestReader, storage: IndexStorage? = nil, batchSize: Int = 512) throws -> PhotoIndex {
        PhotoIndex(
            root: try scan().root, storage: storage ?? self.storage, reader: reader.reader,
            batchSize: batchSize)
    }
}
