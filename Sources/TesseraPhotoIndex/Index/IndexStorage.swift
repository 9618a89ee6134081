import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the index keeps its database.
public enum IndexStorage: Hashable, Sendable {
    /// Nowhere: facts live in memory for this run only (`--no-cache`).
    case memory
    /// The SQLite file at this path (its folder is made when missing).
    case file(FilePath)

    /// The usual place: `$XDG_CACHE_HOME/tessera/index.sqlite3`, else `~/.cache/tessera/index.sqlite3`;
    /// ``memory`` when neither `XDG_CACHE_HOME` (absolute) nor `HOME` is set.
    ///
    /// `environment` is the process's environment, or a test's.
    public static func standard(environment: [String: String]) -> IndexStorage {
        let cache: FilePath
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cache = FilePath(xdg)
        } else if let home = environment["HOME"], !home.isEmpty {
            cache = FilePath(home).appending(".cache")
        } else {
            return .memory
        }
        return .file(cache.appending("tessera").appending("index.sqlite3"))
    }

    /// Whether an index opened here may know files already: `false` in memory and where the database
    /// file does not exist (a first run, or a cache deleted), so that a start knows it is cold before
    /// opening the index.
    public var mayKnowFiles: Bool {
        switch self {
        case .memory: false
        case .file(let path): path.withPlatformString { access($0, F_OK) } == 0
        }
    }
}
