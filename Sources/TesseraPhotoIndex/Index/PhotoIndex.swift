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
    /// The quality of service the workers check files at: `.utility` (below the screen) while a person
    /// looks at what is known, `.default` when the caller waits for the check (a headless run).
    public let workerPriority: DispatchQoS.QoSClass
    private let records: Mutex<RecordTable>
    /// Lock order: `store`, then `records`.
    private let store: Mutex<IndexStore>
    private let runs = RunOverlap()

    /// Opens the index of the library at `root` in `storage` and loads what it knows about the files
    /// under `root`; its workers check files at `workerPriority`.
    public init(
        root: FilePath, storage: IndexStorage, reader: PhotoFactsReader = .modificationTimeOnly,
        workerCount: Int = 2, batchSize: Int = 512, workerPriority: DispatchQoS.QoSClass = .utility
    ) {
        self.root = root
        self.reader = reader
        self.workerCount = max(workerCount, 1)
        self.batchSize = max(batchSize, 1)
        self.workerPriority = workerPriority
        let store = IndexStore(storage: storage, root: root)
        records = Mutex(store.records(under: root))
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
        records.withLock { $0[PathKey(path)]?.facts }
    }

    /// The facts of every file the index knows, by path.
    public func allFacts() -> [FilePath: PhotoFacts] {
        records.withLock { records in
            Dictionary(uniqueKeysWithValues: records.values.lazy.map { ($0.path, $0.facts) })
        }
    }

    /// Runs `body` with a lookup of the known facts by path, under the index's lock (no copy of them).
    func withKnownFacts<Result>(_ body: ((FilePath) -> PhotoFacts?) -> Result) -> Result {
        records.withLock { records in body { records[PathKey($0)]?.facts } }
    }

    /// Runs `body` with the known rows' table under the index's lock (no copy of them); `body` may read
    /// it on several threads.
    func withKnownTable<Result>(_ body: (RecordTable) -> Result) -> Result {
        records.withLock { records in
            records.makePositions()
            return body(records)
        }
    }

    /// Runs `body` with the known rows under the index's lock (no copy of them).
    func withKnownRecords<Result>(_ body: ([FileRecord]) -> Result) -> Result {
        records.withLock { body($0.values) }
    }

    /// Brings the index up to date with `photos` (every photo of the library) on the background workers.
    ///
    /// `progress` is called from a worker thread after each batch and once more at the end
    /// (``IndexProgress/isFinished``). Rows under ``root`` of files not in `photos` (each file once, as a
    /// scan lists them) are deleted at the end.
    @discardableResult
    public func update(
        photos: [Photo], progress: @escaping @Sendable (IndexProgress) -> Void = { _ in }
    ) -> IndexRun {
        let run = IndexRun(total: photos.count)
        let ticket = runs.start()
        // Known rows can only come from this run when there were none at its start: no lookups then.
        let knownAtStart = records.withLock { records in
            records.reserveCapacity(photos.count)
            return records.count
        }
        let startsEmpty = knownAtStart == 0
        let cursor = BatchCursor(count: photos.count, batchSize: batchSize)
        let workers = DispatchGroup()
        for _ in 0..<workerCount {
            workers.enter()
            DispatchQueue.global(qos: workerPriority).async {
                defer { workers.leave() }
                while !run.isCancelled, let batch = cursor.next() {
                    let checked = self.check(photos[batch], knowingNone: startsEmpty)
                    let done = run.advance(by: batch.count, known: checked.known)
                    progress(IndexProgress(done: done, total: photos.count, changed: checked.changed))
                }
            }
        }
        workers.notify(queue: .global(qos: workerPriority)) {
            // Alone, and every row there was at the start met among the photos: no row is of a file
            // not among them (a cold start: no row at the start, every row its own).
            let sawEveryRow = self.runs.isAlone(ticket) && run.knownCount == knownAtStart
            let gone = run.isCancelled || sawEveryRow ? [] : self.deleteRows(notIn: photos)
            self.runs.end(ticket)
            progress(IndexProgress(done: run.done, total: photos.count, changed: gone, isFinished: true))
            run.finish()
        }
        return run
    }

    /// The photos of every album of `library`, for ``update(photos:progress:)``.
    public static func photos(of library: Library) -> [Photo] {
        // One album (a warm start's): its own array, not a copy.
        library.albums.count == 1 ? library.albums[0].photos : library.albums.flatMap(\.photos)
    }

    /// Checks `photos`, reads the new and changed ones, saves them; returns the paths whose facts changed
    /// and how many of the photos had a row. With `knowingNone`, the index knew no file when the run
    /// began, so none is looked up.
    ///
    /// A photo's version is the one its scan saw (``Photo/scannedVersion``), else the file's status now: a
    /// cold start costs one `stat` of each file (the scan's) and one read, never a second `stat`. The
    /// reader opens each file by its name in its folder, kept open from one photo to the next
    /// (``OpenPhotoFolder``).
    private func check(_ photos: ArraySlice<Photo>, knowingNone: Bool) -> (changed: [FilePath], known: Int) {
        let keys = photos.map { FileKey(scanned: $0) ?? FileKey(path: $0.path) }
        let rows =
            knowingNone ? Array(repeating: .missing, count: photos.count) : knownRows(of: photos, keys: keys)
        var fresh: [FileRecord] = []
        var gone: [FilePath] = []
        var folder = OpenPhotoFolder()
        for ((photo, key), row) in zip(zip(photos, keys), rows) where row != .current {
            guard let key else {
                if row != .missing { gone.append(photo.path) }
                continue
            }
            if let facts = reader.facts(for: photo.path, inFolder: folder.descriptor(holding: photo.path)) {
                fresh.append(FileRecord(path: photo.path, key: key, reader: reader.identity, facts: facts))
            } else if row != .missing {
                gone.append(photo.path)
            }
        }
        save(fresh, deleting: gone)
        return (fresh.map(\.path) + gone, rows.count { $0 != .missing })
    }

    /// What the index knows of a photo's file.
    private enum KnownRow {
        /// No row.
        case missing
        /// A row for the file's current version, by this reader.
        case current
        /// A row for another version, or by another reader.
        case outdated
    }

    /// The rows of `photos` whose versions are `keys`, in their order, looked up under one lock.
    private func knownRows(of photos: ArraySlice<Photo>, keys: [FileKey?]) -> [KnownRow] {
        records.withLock { records in
            zip(photos, keys).map { photo, key in
                guard let record = records[PathKey(photo.path)] else { return .missing }
                guard let key, record.isCurrent(for: key, reader: reader.identity) else { return .outdated }
                return .current
            }
        }
    }

    /// Deletes the rows under ``root`` of files not in `photos`; returns their paths.
    private func deleteRows(notIn photos: [Photo]) -> [FilePath] {
        let present = Set(photos.lazy.map { PathKey($0.path) })
        let gone = records.withLock { $0.keys.filter { !present.contains($0) }.map(\.path) }
        save([], deleting: gone)
        return gone
    }

    private func save(_ fresh: [FileRecord], deleting gone: [FilePath]) {
        guard !(fresh.isEmpty && gone.isEmpty) else { return }
        store.withLock { store in
            records.withLock { records in
                for record in fresh { records[PathKey(record.path)] = record }
                for path in gone { records[PathKey(path)] = nil }
            }
            store.save(fresh, deleting: gone) { records.withLock { Array($0.values) } }
        }
    }
}
