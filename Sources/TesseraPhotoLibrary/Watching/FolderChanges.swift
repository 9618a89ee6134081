import SystemPackage

/// One batch of changes a ``FolderWatcher`` noticed: which folders to read again, which went away, or that
/// everything must be scanned again.
///
/// ``LibraryScanner/rescan(_:changes:folder:)`` turns a library and a batch into the library a fresh
/// scan would give. Paths are absolute, below the watched root (resolved), bytes as on disk.
public struct FolderChanges: Hashable, Sendable {
    /// Folders whose own entries may have changed — photos added, removed, renamed, rewritten — and
    /// folders that appeared (each folder of a new subtree is listed). Reading each one level deep is
    /// enough: a folder listed here may also have gone away since, or hold no photos.
    public internal(set) var changed: Set<FilePath> = []
    /// Folders that went away — removed, moved elsewhere or out of the root, renamed, made unreadable —
    /// each with everything below it. A folder may be listed both here and in ``changed`` when it went
    /// away and came back.
    public internal(set) var vanished: Set<FilePath> = []
    /// Events were lost (the kernel's queue overflowed) or the root itself changed: only a whole new scan
    /// is right. ``changed`` and ``vanished`` then say nothing more.
    public internal(set) var everything = false

    /// No changes.
    init() {}

    /// Whether the batch holds no change at all.
    var isEmpty: Bool {
        changed.isEmpty && vanished.isEmpty && !everything
    }

    /// Whether `folder` is one of ``vanished`` or lies below one.
    func hasVanished(_ folder: FilePath) -> Bool {
        var ancestor = folder
        repeat {
            if vanished.contains(ancestor) { return true }
        } while ancestor.removeLastComponent()
        return false
    }
}
