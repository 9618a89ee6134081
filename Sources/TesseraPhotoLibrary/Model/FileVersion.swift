import SystemPackage

/// One version of a file as a scan saw it, all from one `stat`: its path, size, modification time and
/// inode. Two versions are equal only when the file was not changed or replaced in between (a file moved
/// over another of the same size and time still has another inode).
///
/// The index keys what it read by the version; a ``Photo`` carries its version only when a scan made it
/// (``Photo/scannedVersion``), and photos compare without it.
public struct FileVersion: Hashable, Sendable {
    /// The file's path, bytes exactly as on disk.
    public let path: FilePath
    /// The size in bytes (`st_size`).
    public let byteCount: Int64
    /// When its contents last changed (`st_mtim`).
    public let modified: FileTime
    /// The inode number (`st_ino`).
    public let inode: UInt64

    /// The version with these facts.
    public init(path: FilePath, byteCount: Int64, modified: FileTime, inode: UInt64) {
        self.path = path
        self.byteCount = byteCount
        self.modified = modified
        self.inode = inode
    }
}
