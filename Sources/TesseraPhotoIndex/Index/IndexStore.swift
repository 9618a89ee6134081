import CSQLite
import SystemPackage
import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The index's database file and what to do when it fails: the only code that talks to SQLite for the
/// index.
///
/// A damaged file (`SQLITE_CORRUPT`, `SQLITE_NOTADB`) or one deleted under the open connection is
/// deleted and built again, once; anything else that stops opening or writing (read-only, locked past the
/// busy timeout, disk full, no write-ahead log, a newer schema) leaves the store without a database, and
/// the index keeps its facts in memory. Either way ``notice`` says so in one line.
///
/// Not thread-safe: ``PhotoIndex`` uses it under a lock.
final class IndexStore {
    /// The open database, or `nil` when the index lives in memory only.
    private(set) var database: SQLiteDatabase?
    /// Why the store is in memory or was rebuilt, if it is or was.
    private(set) var notice: IndexNotice?
    /// The database file, or `nil` for ``IndexStorage/memory``.
    let path: FilePath?
    /// Which file ``path`` named when the database was opened.
    private var openedIdentity: FileIdentity?

    /// Opens the store for a library whose root is `root`; never inside `root`.
    init(storage: IndexStorage, root: FilePath) {
        guard case .file(let file) = storage else {
            path = nil
            return
        }
        path = file
        if CachePlacement.isInside(file, root: root) {
            notice = .cacheInsideLibrary(file)
            return
        }
        if let problem = CachePlacement.makeFolder(for: file) {
            notice = .cannotOpen(file, problem)
            return
        }
        openFile(rebuildingIfDamaged: true)
    }

    /// Closes the database (SQLite checkpoints the write-ahead log into the file); nothing is written after.
    func close() { database = nil }

    /// Every record whose path lies under `root`, by path, or none when the database cannot be read.
    ///
    /// The rows go straight into a table sized by counting them first: no array of every record on the
    /// way (with 100,000 rows, its copies and fresh pages were a third of a warm start's opening).
    func records(under root: FilePath) -> RecordTable {
        guard let database else { return RecordTable() }
        let range = Self.keyRange(under: root)
        do {
            let counting = try database.prepare("SELECT count(*) FROM files WHERE path >= ? AND path < ?")
            try counting.bind([.blob(range.lower), .blob(range.upper)])
            let count = try counting.step() ? counting.integer(at: 0) ?? 0 : 0
            let statement = try database.prepare(
                "SELECT \(FileRecord.columns) FROM files WHERE path >= ? AND path < ?")
            try statement.bind([.blob(range.lower), .blob(range.upper)])
            var records = RecordTable(minimumCapacity: Int(count))
            while try statement.step() {
                records.appendLoaded(FileRecord(row: statement))
            }
            return records
        } catch {
            recover(from: error)
            return RecordTable()
        }
    }

    /// Writes `records` and deletes the rows of `deletions` in one transaction.
    ///
    /// After a rebuild, or when the file was deleted or replaced since it was opened (SQLite would go on
    /// writing to the deleted file), `everything` (what the index knows in memory) is written to the new
    /// file instead.
    func save(_ records: [FileRecord], deleting deletions: [FilePath], everything: () -> [FileRecord]) {
        guard database != nil, !(records.isEmpty && deletions.isEmpty) else { return }
        do {
            if let reason = fileChangeSinceOpening() {
                reopen(because: reason, deletingFiles: false)
                try write(everything(), deleting: [])
            } else {
                try write(records, deleting: deletions)
            }
        } catch {
            recover(from: error)
            guard database != nil else { return }
            do { try write(everything(), deleting: []) } catch { recover(from: error) }
        }
    }

    private func write(_ records: [FileRecord], deleting deletions: [FilePath]) throws(SQLiteError) {
        guard let database else { return }
        try database.transaction { () throws(SQLiteError) in
            if !deletions.isEmpty {
                let delete = try database.prepare("DELETE FROM files WHERE path = ?")
                for path in deletions { try delete.run([.blob(path.bytes)]) }
            }
            if !records.isEmpty {
                let insert = try database.prepare(
                    "INSERT OR REPLACE INTO files (\(FileRecord.columns)) VALUES (\(FileRecord.placeholders))"
                )
                for record in records { try insert.run(record.values) }
            }
        }
    }

    /// After a failed statement: rebuild a damaged or deleted file (once per store), else go to memory.
    private func recover(from error: SQLiteError) {
        guard let path else { return }
        let fileIsGone = error.extendedCode == csqlite_readonly_dbmoved()
        if (error.isDamagedFile || fileIsGone) && !hasRebuilt {
            reopen(
                because: fileIsGone ? "the file was deleted" : error.message,
                deletingFiles: error.isDamagedFile)
        } else {
            database = nil
            notice = .writeFailed(path, error.message)
        }
    }

    /// Closes the database and opens the file at ``path`` again, deleting it first if asked.
    private func reopen(because reason: String, deletingFiles: Bool) {
        guard let path else { return }
        database = nil
        if deletingFiles { Self.deleteDatabaseFiles(at: path) }
        notice = .rebuilt(path, reason)
        openFile(rebuildingIfDamaged: false)
    }

    /// Why the file at ``path`` is no longer the one the connection has open (deleted, or replaced by
    /// another process's rebuild), or `nil` when it still is.
    private func fileChangeSinceOpening() -> String? {
        guard let path, let openedIdentity else { return nil }
        guard let identity = FileIdentity(path: path) else { return "the file was deleted" }
        return identity == openedIdentity ? nil : "the file was replaced"
    }

    /// Whether the file has been rebuilt once already (a second failure goes to memory).
    private var hasRebuilt: Bool {
        if case .rebuilt = notice { return true }
        return false
    }

    /// Opens ``path``, sets it up and migrates it; on a damaged file deletes it and tries once more.
    private func openFile(rebuildingIfDamaged: Bool) {
        guard let path else { return }
        do {
            database = try Self.openAndPrepare(path)
            openedIdentity = FileIdentity(path: path)
        } catch {
            database = nil
            switch error {
            case .newerSchema(let version): notice = .newerSchema(path, version: version)
            case .noWriteAheadLog: notice = .noWriteAheadLog(path)
            case .sqlite(let error) where error.isDamagedFile && rebuildingIfDamaged:
                reopen(because: error.message, deletingFiles: true)
            case .sqlite(let error): notice = .cannotOpen(path, error.message)
            }
        }
    }

    /// Why a file could not be opened as this build's index.
    private enum OpenFailure: Error {
        case sqlite(SQLiteError)
        case newerSchema(Int)
        case noWriteAheadLog
    }

    private static func openAndPrepare(_ path: FilePath) throws(OpenFailure) -> SQLiteDatabase {
        let database: SQLiteDatabase
        let journalMode: String?
        do throws(SQLiteError) {
            database = try SQLiteDatabase(path: path)
            try database.execute("PRAGMA busy_timeout = 5000")
            journalMode = try database.text("PRAGMA journal_mode = WAL")
        } catch {
            throw .sqlite(error)
        }
        guard journalMode?.lowercased() == "wal" else { throw .noWriteAheadLog }
        let version: Int
        do throws(SQLiteError) {
            try database.execute("PRAGMA synchronous = NORMAL")
            version = try database.userVersion()
            if version < IndexSchema.currentVersion { try IndexSchema.migrate(database) }
        } catch {
            throw .sqlite(error)
        }
        guard version <= IndexSchema.currentVersion else { throw .newerSchema(version) }
        return database
    }

    /// Deletes the database and its write-ahead log, shared-memory and journal files.
    private static func deleteDatabaseFiles(at path: FilePath) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            _ = FilePath(path.string + suffix).withPlatformString { unlink($0) }
        }
    }

    /// The keys of every path under `root`: from `root/` up to, not including, `root0` (`0` follows `/`).
    static func keyRange(under root: FilePath) -> (lower: [UInt8], upper: [UInt8]) {
        var prefix = root.bytes
        if prefix.last != UInt8(ascii: "/") { prefix.append(UInt8(ascii: "/")) }
        return (prefix, prefix.dropLast() + [UInt8(ascii: "/") + 1])
    }
}

/// A file's device and inode: the same pair is the same file.
private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or `nil` when there is none.
    init?(path: FilePath) {
        var status = stat()
        guard path.withPlatformString({ stat($0, &status) }) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
