import SystemPackage

/// Why the index runs in memory, or was rebuilt: one line for the status line.
///
/// Tessera works the same either way; only a later start is slower, as nothing was kept.
public enum IndexNotice: Hashable, Sendable, CustomStringConvertible {
    /// The cache folder is the browsed folder or inside it, where Tessera never writes.
    case cacheInsideLibrary(FilePath)
    /// The database could not be opened or set up (a read-only or missing folder, locked past the busy
    /// timeout…).
    case cannotOpen(FilePath, String)
    /// The file system cannot hold a write-ahead log (a network file system), so two processes could not
    /// share the file safely.
    case noWriteAheadLog(FilePath)
    /// A newer Tessera made the file (its schema version is higher than this build's); it is left as is.
    case newerSchema(FilePath, version: Int)
    /// Writing failed during the run (disk full, read-only, locked): what was kept so far stays in the
    /// file, the rest of the run is kept in memory.
    case writeFailed(FilePath, String)
    /// The file was damaged or not a database, and was deleted and built again.
    case rebuilt(FilePath, String)

    /// The notice in one line, such as `index in memory: disk is full (…): ~/.cache/tessera/index.sqlite3`.
    public var description: String {
        switch self {
        case .cacheInsideLibrary(let path):
            "index in memory: the cache \(path) is inside the browsed folder"
        case .cannotOpen(let path, let reason): "index in memory: \(reason): \(path)"
        case .noWriteAheadLog(let path):
            "index in memory: this file system cannot keep a write-ahead log: \(path)"
        case .newerSchema(let path, let version):
            "index in memory: made by a newer Tessera (schema \(version)): \(path)"
        case .writeFailed(let path, let reason): "index in memory from now on: \(reason): \(path)"
        case .rebuilt(let path, let reason): "index rebuilt (\(reason)): \(path)"
        }
    }

    /// Whether the index keeps nothing on disk after this notice (every case but ``rebuilt(_:_:)``).
    public var isInMemory: Bool {
        if case .rebuilt = self { return false }
        return true
    }
}
