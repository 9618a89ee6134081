import SystemPackage
import Testing

@testable import TesseraPhotoLibrary

/// A watcher on a folder of a temporary tree, and the library as its batches keep it: every check compares
/// that library with a fresh scan of the same folder.
///
/// Time is virtual: inotify queues an event during the system call that causes it, so the events of
/// everything a test did are queued by the time it calls ``settle()``, which then lets the quiet period
/// pass at once. The one exception is `IN_CLOSE_WRITE`, queued when the last process holding the written
/// file lets go of it — a child another test starts holds a copy of every descriptor until its `exec` —
/// so ``TemporaryTree``'s writes wait for that (``waitUntilLastWriterClosed(_:limit:)``), and a test
/// writing on its own descriptor must too.
final class WatchSession {
    /// The tree the folder lies in.
    let tree: TemporaryTree
    /// The watched folder, as given to the watcher and the scanner.
    let folder: FilePath
    /// The watcher.
    let watcher: FolderWatcher
    /// The library: the first scan with every batch so far applied.
    private(set) var library: Library
    /// The virtual time.
    private(set) var now = Duration.zero

    /// Watches `relative` in `tree` (a watcher acting as if the watch limit were `watchLimit`), then scans
    /// it.
    init(_ tree: TemporaryTree, folder relative: String = "photos", watchLimit: Int? = nil) throws {
        self.tree = tree
        folder = tree.path(relative)
        watcher = try FolderWatcher(
            folder: folder, quietPeriod: .milliseconds(150), longestWait: .seconds(1), watchLimit: watchLimit)
        library = try LibraryScanner.scan(folder: folder)
    }

    /// Reads the queued events, moves the time to the batch's deadline and applies the batch to
    /// ``library``; the batch, or `nil` when nothing was pending.
    @discardableResult
    func settle() throws -> FolderChanges? {
        watcher.readEvents(at: now)
        guard let deadline = watcher.nextDeadline else { return nil }
        now = deadline
        let changes = try #require(watcher.takeChanges(at: now))
        library = try LibraryScanner.rescan(library, changes: changes, folder: folder)
        return changes
    }

    /// Where ``library`` first differs from a fresh scan of the folder, in one short line; `nil` when they
    /// are equal.
    func differenceFromFreshScan() throws -> String? {
        let fresh = try LibraryScanner.scan(folder: folder)
        guard library.root == fresh.root else { return "root \(library.root) ≠ \(fresh.root)" }
        guard library.skipped == fresh.skipped else { return "skipped \(library.skipped) ≠ \(fresh.skipped)" }
        guard library.albums != fresh.albums else { return nil }
        guard library.albumNames == fresh.albumNames else {
            return "albums \(library.albumNames.prefix(8)) ≠ \(fresh.albumNames.prefix(8))"
        }
        let (kept, scanned) = zip(library.albums, fresh.albums).first { $0 != $1 }!
        guard kept.photoNames == scanned.photoNames else {
            return "\(kept.name): \(kept.photoNames.prefix(8)) ≠ \(scanned.photoNames.prefix(8))"
        }
        return "\(kept.name): a photo's size or time differs"
    }

    /// The folders of a batch as paths relative to the tree, sorted.
    func relative(_ folders: Set<FilePath>) -> [String] {
        folders.map { String($0.string.dropFirst(tree.root.string.count + 1)) }.sorted()
    }
}
