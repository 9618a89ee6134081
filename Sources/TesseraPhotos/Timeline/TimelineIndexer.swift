import Dispatch
import Synchronization
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary

/// Keeps the timeline's ``PhotoIndex`` up to date on its background workers and tells the screen what
/// changed: the index is opened on the first ``update(photos:)`` (a folder browsed by album never opens
/// it), each update replaces the one before, and every report wakes the run loop.
final class TimelineIndexer: Sendable {
    /// The folder whose photos are indexed.
    let root: FilePath
    private let storage: IndexStorage
    private let reader: PhotoFactsReader
    private let wake: @Sendable () -> Void
    private let state = Mutex(State())
    /// Entered while a background scan of the folder runs (``scanAndUpdate()``).
    private let scanning = DispatchGroup()

    private struct State {
        var index: PhotoIndex?
        var run: IndexRun?
        /// Counts updates, so reports of a replaced run are told apart.
        var generation = 0
        /// The last report of the current run.
        var progress: IndexProgress?
        /// Whether facts changed since the screen last took them.
        var hasChanges = false
        /// Every photo a background scan found, until the screen takes them.
        var scannedPhotos: [Photo]?
        /// What the last background scan found, or why it failed; kept for the session.
        var scan: Result<Library, LibraryError>?
    }

    /// What has happened since the screen last asked.
    struct Report {
        /// Whether facts changed (the timeline must be made again).
        var hasChanges: Bool
        /// How far the current run is, while it runs.
        var progress: IndexProgress?
        /// Every photo of the library as a background scan (``scanAndUpdate()``) just found them, once.
        var scannedPhotos: [Photo]?
    }

    /// An indexer for the library at `root`, keeping its database in `storage`, reading new and changed
    /// files with `reader`; `wake` is called from a worker after every batch.
    init(
        root: FilePath, storage: IndexStorage, reader: PhotoFactsReader = .exif,
        wake: @escaping @Sendable () -> Void
    ) {
        self.root = root
        self.storage = storage
        self.reader = reader
        self.wake = wake
    }

    /// The index, opened (and its known rows loaded) on first use.
    var index: PhotoIndex {
        state.withLock { state in
            if let index = state.index { return index }
            let index = PhotoIndex(root: root, storage: storage, reader: reader)
            state.index = index
            return index
        }
    }

    /// Checks `photos` (every photo of the library) against the index in the background, reading what is
    /// new or changed; a run still going is cancelled, and photos a background scan found that the screen
    /// has not taken yet are dropped (`photos` is newer).
    func update(photos: [Photo]) {
        let index = self.index
        let generation = state.withLock { state in
            state.scannedPhotos = nil
            state.run?.cancel()
            state.generation += 1
            state.progress = IndexProgress(done: 0, total: photos.count)
            return state.generation
        }
        let run = index.update(photos: photos) { [self] progress in
            state.withLock { state in
                if !progress.changed.isEmpty { state.hasChanges = true }
                guard state.generation == generation else { return }
                state.progress = progress
            }
            wake()
        }
        state.withLock { state in
            if state.generation == generation { state.run = run }
        }
    }

    /// Scans the folder on a background worker, then checks every photo found (``update(photos:)``): a
    /// warm start shows the index's rows (``PhotoIndex/knownPhotos()``) meanwhile. The photos found come
    /// with the next report; a folder that cannot be scanned leaves the known photos as they are.
    func scanAndUpdate() {
        scanning.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { scanning.leave() }
            let scan = Result { () throws(LibraryError) in try LibraryScanner.scan(folder: root) }
            guard case .success(let library) = scan else {
                state.withLock { $0.scan = scan }
                wake()
                return
            }
            let photos = PhotoIndex.photos(of: library)
            update(photos: photos)
            state.withLock {
                $0.scannedPhotos = photos
                $0.scan = scan
            }
            wake()
        }
    }

    /// What the last background scan (``scanAndUpdate()``) found, or why it failed; `nil` while none has
    /// ended.
    var scan: Result<Library, LibraryError>? {
        state.withLock { $0.scan }
    }

    /// Blocks until a background scan (``scanAndUpdate()``) has ended, not for the check after it.
    func waitForScan() {
        scanning.wait()
    }

    /// What changed since the last call, and how far indexing is (`nil` once it is done).
    func takeReport() -> Report {
        state.withLock { state in
            defer {
                state.hasChanges = false
                state.scannedPhotos = nil
            }
            let running = state.progress.flatMap { $0.isFinished ? nil : $0 }
            return Report(
                hasChanges: state.hasChanges, progress: running, scannedPhotos: state.scannedPhotos)
        }
    }

    /// Blocks until a background scan has ended and the current run has checked every file (`snapshot
    /// --timeline`: deterministic screens).
    func waitForRun() {
        scanning.wait()
        let run = state.withLock { $0.run }
        run?.wait()
    }

    /// Why the index is in memory or was rebuilt, in one line, once it is open.
    var notice: IndexNotice? {
        state.withLock { $0.index }?.notice
    }
}
