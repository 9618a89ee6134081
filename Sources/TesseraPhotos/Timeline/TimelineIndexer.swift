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
    /// Whether the caller waits for the checks (a headless run): the index's workers then run at the
    /// default quality of service, not below the screen.
    private let checksInForeground: Bool
    /// Wakes the run loop (from any thread).
    let wake: @Sendable () -> Void
    private let state = Mutex(State())
    /// The index once opened; a lock of its own, so that reports and the scan never wait for the opening.
    private let opened = Mutex<PhotoIndex?>(nil)
    /// Entered while a background scan of the folder runs (``startScan()``), and while the check of its
    /// photos is being started (``scanAndUpdate()``).
    private let scanning = DispatchGroup()

    private struct State {
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
        /// Whether a background scan was started (``startScan(watching:)``).
        var scanStarted = false
        /// The folder watcher the background scan made before it began, until the session takes it.
        var watcher: WatcherHandOff?
        /// Whether the photos the background scan finds are to be checked (``scanAndUpdate()``).
        var checksScan = false
        /// Whether the check of the scanned photos has started, so that it starts once.
        var scanIsChecked = false
        /// Whether the background scan's threads are kept below the main thread until its first screen
        /// (``BackgroundPriority/markForegroundBusy()``, ``firstScreenIsDrawn()``).
        var holdsForeground = false
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
    /// files with `reader`; `wake` is called from a worker after every batch. With `checksInForeground`
    /// (a headless run, which waits for every check) the index's workers run at the default quality of
    /// service rather than `.utility`.
    init(
        root: FilePath, storage: IndexStorage, reader: PhotoFactsReader = .exif,
        checksInForeground: Bool = false, wake: @escaping @Sendable () -> Void
    ) {
        self.root = root
        self.storage = storage
        self.reader = reader
        self.checksInForeground = checksInForeground
        self.wake = wake
    }

    /// The index, opened (and its known rows loaded) on first use.
    var index: PhotoIndex {
        opened.withLock { opened in
            if let opened { return opened }
            let index = PhotoIndex(
                root: root, storage: storage, reader: reader,
                workerPriority: checksInForeground ? .default : .utility)
            opened = index
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

    /// Scans the folder on a background worker, once: a timeline's start calls it before it opens the
    /// index, so that the scan's `stat`s and the reading of the index's rows run at the same time. Its
    /// result is ``scan``; its photos are checked only when ``scanAndUpdate()`` asks for it.
    ///
    /// With `watching`, the worker first starts watching the folder (a ``FolderWatcher``: its walk adds
    /// a watch to every folder), then scans, so that a change during or after the scan is either in the
    /// scan or among the watcher's events, and the main thread does not walk the folders before its
    /// first screen; ``takeWatcher()`` hands the watcher over once the scan has ended.
    ///
    /// When the index may know files (``IndexStorage/mayKnowFiles``: a warm start makes its first screen
    /// from them while the scan runs) the threads the scan starts run below the main thread until
    /// ``firstScreenIsDrawn()``; without a database file (a cold start, whose main thread only waits for
    /// the scan) at its priority.
    func startScan(watching: Bool = false) {
        let holdsForeground = storage.mayKnowFiles
        let starts = state.withLock { state in
            defer { state.scanStarted = true }
            guard !state.scanStarted else { return false }
            // The main thread makes the first screen meanwhile: the scan's own threads run below it.
            if holdsForeground {
                state.holdsForeground = true
                BackgroundPriority.markForegroundBusy()
            }
            return true
        }
        guard starts else { return }
        scanning.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { scanning.leave() }
            let watcher = watching ? (try? FolderWatcher(folder: root)).map(WatcherHandOff.init) : nil
            let scan = Result { () throws(LibraryError) in try LibraryScanner.scan(folder: root) }
            state.withLock {
                $0.scan = scan
                $0.watcher = watcher
            }
            checkScannedPhotosOnce()
            wake()
        }
    }

    /// Checks every photo the background scan (``startScan()``, started now if it was not) finds, once it
    /// has ended: a warm start shows the index's rows (``PhotoIndex/knownPhotos()``) meanwhile. The photos
    /// found come with the next report; a folder that cannot be scanned leaves the known photos as they are.
    func scanAndUpdate() {
        state.withLock { $0.checksScan = true }
        startScan()
        // When the scan has ended already, its photos are listed and checked on a worker all the same.
        scanning.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { scanning.leave() }
            checkScannedPhotosOnce()
        }
    }

    /// Starts the check of the scanned photos (``update(photos:)``) if it is asked for, the scan has found
    /// them and no check of them has started; called by the scan when it ends and by ``scanAndUpdate()``,
    /// so whichever comes second starts it.
    private func checkScannedPhotosOnce() {
        let library = state.withLock { state -> Library? in
            guard state.checksScan, !state.scanIsChecked, case .success(let library)? = state.scan else {
                return nil
            }
            state.scanIsChecked = true
            return library
        }
        // Listed outside the lock: the main thread takes its reports under it.
        guard let library else { return }
        let photos = PhotoIndex.photos(of: library)
        update(photos: photos)
        state.withLock { $0.scannedPhotos = photos }
        wake()
    }

    /// The folder watcher the background scan started before it scanned (``startScan(watching:)``), once
    /// that scan has ended, and once: `nil` before, after, and when it watched nothing.
    func takeWatcher() -> FolderWatcher? {
        state.withLock { state in
            defer { state.watcher = nil }
            return state.watcher
        }?.watcher
    }

    /// What the last background scan (``scanAndUpdate()``) found, or why it failed; `nil` while none has
    /// ended.
    var scan: Result<Library, LibraryError>? {
        state.withLock { $0.scan }
    }

    /// Says the main thread has drawn its first screen (or waits for the background work): the scan's
    /// threads started from now run at the main thread's priority. Once; later calls do nothing.
    func firstScreenIsDrawn() {
        let held = state.withLock { state in
            defer { state.holdsForeground = false }
            return state.holdsForeground
        }
        if held { BackgroundPriority.markForegroundDone() }
    }

    deinit {
        firstScreenIsDrawn()
    }

    /// Whether the scan's threads are still kept below the main thread (until ``firstScreenIsDrawn()``).
    var holdsForeground: Bool {
        state.withLock { $0.holdsForeground }
    }

    /// Blocks until a background scan (``scanAndUpdate()``) has ended, not for the check after it.
    func waitForScan() {
        firstScreenIsDrawn()
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
        firstScreenIsDrawn()
        scanning.wait()
        let run = state.withLock { $0.run }
        run?.wait()
    }

    /// Why the index is in memory or was rebuilt, in one line, once it is open.
    var notice: IndexNotice? {
        opened.withLock { $0 }?.notice
    }
}

/// A folder watcher on its way from the scan's worker to the main thread: made there, used only here
/// once handed over (``TimelineIndexer/takeWatcher()``), never by two threads at once.
struct WatcherHandOff: @unchecked Sendable {
    let watcher: FolderWatcher
}
