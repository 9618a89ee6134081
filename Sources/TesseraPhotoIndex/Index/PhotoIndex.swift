import Dispatch
import Synchronization
import SystemPackage
import TesseraPhotoLibrary

/// What Tessera knows about the photos under one folder, kept in an SQLite file between runs so that a
/// warm start reads no photo at all.
///
/// Opening loads every row under ``root`` into memory (the timeline's first screen comes from these);
/// ``update(photos:progress:)`` then checks every file on two background workers and reads facts only for
/// files that are new or whose size, modification time or inode changed, deleting rows of files that are
/// gone. Failures of the database never reach the caller: see ``notice``.
public final class PhotoIndex: Sendable {
    /// The browsed folder, resolved: the rows this index loads and may delete are the ones under it.
    public let root: FilePath
    /// What computes facts for new and changed files.
    public let reader: PhotoFactsReader
    /// How many files are checked at once.
    public let workerCount: Int
    /// Files per batch: one transaction and one progress report each.
    public let batchSize: Int
    private let records: Mutex<[FilePath: FileRecord]>
    /// Lock order: `store`, then `records`.
    private let store: Mutex<IndexStore>

    /// Opens the index of the library at `root` in `storage` and loads what it knows about the files
    /// under `root`.
    public init(
        root: FilePath, storage: IndexStorage, reader: PhotoFactsReader = .modificationTimeOnly,
        workerCount: Int = 2, batchSize: Int = 512
    ) {
        self.root = root
        self.reader = reader
        self.workerCount = max(workerCount, 1)
        self.batchSize = max(batchSize, 1)
        let store = IndexStore(storage: storage, root: root)
        let loaded = store.records(under: root)
        var byPath = [FilePath: FileRecord](minimumCapacity: loaded.count)
        for record in loaded { byPath[record.path] = record }
        records = Mutex(byPath)
        self.store = Mutex(store)
    }

    /// Why the index lives in memory or was rebuilt, in one line, or `nil` when all is well.
    public var notice: IndexNotice? { store.withLock { $0.notice } }

    /// Whether the index writes to a file (`false`: in memory, by choice or after a failure).
    public var isPersistent: Bool { store.withLock { $0.database != nil } }

    /// Closes the database file now rather than when the index is released, folding the write-ahead log
    /// into it; the index keeps answering from memory and writes nothing more. Call it after the last
    /// ``IndexRun`` has ended (a later run's results stay in memory).
    public func close() { store.withLock { $0.close() } }

    /// How many files the index knows.
    public var count: Int { records.withLock { $0.count } }

    /// The facts known for the file at `path` (possibly of an older version, until an update reads it).
    public func facts(for path: FilePath) -> PhotoFacts? {
        records.withLock { $0[path]?.facts }
    }

    /// The facts of every file the index knows, by path.
    public func allFacts() -> [FilePath: PhotoFacts] {
        records.withLock { $0.mapValues(\.facts) }
    }

    /// Runs `body` with a lookup of the known facts by path, under the index's lock (no copy of them).
    func withKnownFacts<Result>(_ body: ((FilePath) -> PhotoFacts?) -> Result) -> Result {
        records.withLock { records in body { records[$0]?.facts } }
    }

    /// Runs `body` with the known rows under the index's lock (no copy of the dictionary).
    func withKnownRecords<Result>(_ body: (Dictionary<FilePath, FileRecord>.Values) -> Result) -> Result {
        records.withLock { body($0.values) }
    }

    /// Brings the index up to date with `photos` (every photo of the library) on the background workers.
    ///
    /// `progress` is called from a worker thread after each batch and once more at the end
    /// (``IndexProgress/isFinished``). Rows under ``root`` of files not in `photos` are deleted at the end.
    @discardableResult
    public func update(
        photos: [Photo], progress: @escaping @Sendable (IndexProgress) -> Void = { _ in }
    ) -> IndexRun {
        let run = IndexRun(total: photos.count)
        let cursor = BatchCursor(count: photos.count, batchSize: batchSize)
        let workers = DispatchGroup()
        for _ in 0..<workerCount {
            workers.enter()
            DispatchQueue.global(qos: .utility).async {
                defer { workers.leave() }
                while !run.isCancelled, let batch = cursor.next() {
                    let changed = self.check(photos[batch])
                    let done = run.advance(by: batch.count)
                    progress(IndexProgress(done: done, total: photos.count, changed: changed))
                }
            }
        }
        workers.notify(queue: .global(qos: .utility)) {
            let gone = run.isCancelled ? [] : self.deleteRows(notIn: photos)
            progress(IndexProgress(done: run.done, total: photos.count, changed: gone, isFinished: true))
            run.finish()
        }
        return run
    }

    /// The photos of every album of `library`, for ``update(photos:progress:)``.
    public static func photos(of library: Library) -> [Photo] {
        library.albums.flatMap(\.photos)
    }

    /// Checks `photos`, reads the new and changed ones, saves them; returns the paths whose facts changed.
    private func check(_ photos: ArraySlice<Photo>) -> [FilePath] {
        var fresh: [FileRecord] = []
        var gone: [FilePath] = []
        for photo in photos {
            let known = records.withLock { $0[photo.path] }
            guard let key = FileKey(path: photo.path) else {
                if known != nil { gone.append(photo.path) }
                continue
            }
            if let known, known.isCurrent(for: key, reader: reader.identity) { continue }
            if let facts = reader.facts(for: photo.path) {
                fresh.append(FileRecord(path: photo.path, key: key, reader: reader.identity, facts: facts))
            } else if known != nil {
                gone.append(photo.path)
            }
        }
        save(fresh, deleting: gone)
        return fresh.map(\.path) + gone
    }

    /// Deletes the rows under ``root`` of files not in `photos`; returns their paths.
    private func deleteRows(notIn photos: [Photo]) -> [FilePath] {
        let present = Set(photos.lazy.map(\.path))
        let gone = records.withLock { Array($0.keys.filter { !present.contains($0) }) }
        save([], deleting: gone)
        return gone
    }

    private func save(_ fresh: [FileRecord], deleting gone: [FilePath]) {
        guard !(fresh.isEmpty && gone.isEmpty) else { return }
        store.withLock { store in
            records.withLock { records in
                for record in fresh { records[record.path] = record }
                for path in gone { records[path] = nil }
            }
            store.save(fresh, deleting: gone) { records.withLock { Array($0.values) } }
        }
    }
}
