import SystemPackage

/// One photo file of an ``Album``: where it is, what to call it, how big and how recent it is.
///
/// Two photos are equal when their path, name, size and modification time are: the ``inode``, which only
/// a scan sets, is left out, so a photo made from the index's row equals the one a scan finds for the same
/// file unchanged. Compare ``scannedVersion`` to tell a replaced file apart.
public struct Photo: Hashable, Sendable {
    /// The file's path with its name's bytes exactly as on disk: open the file with this.
    ///
    /// For a symbolic link this is the link's own path, which opening follows.
    public let path: FilePath
    /// The file name for display: bytes that are not valid UTF-8 are repaired with U+FFFD.
    ///
    /// Control characters are left in; whoever draws the name sanitises it.
    public let name: String
    /// The file's size in bytes (of the target, for a symbolic link).
    public let byteCount: Int64
    /// When the file's contents last changed (`st_mtim`; of the target, for a symbolic link).
    public let modified: FileTime
    /// The file's inode number (`st_ino`; of the target, for a symbolic link), when the photo was made
    /// from the file's status as ``LibraryScanner`` makes it: with ``byteCount`` and ``modified``, the
    /// version of the file the scan saw, which the index compares with what it read before.
    public let inode: UInt64?

    /// A photo with these facts and no ``inode``.
    public init(path: FilePath, name: String, byteCount: Int64, modified: FileTime) {
        self.init(path: path, name: name, byteCount: byteCount, modified: modified, inode: nil)
    }

    /// A photo with these facts, all from one `stat` of the file; ``LibraryScanner`` makes them so.
    public init(path: FilePath, name: String, byteCount: Int64, modified: FileTime, inode: UInt64?) {
        self.path = path
        self.name = name
        self.byteCount = byteCount
        self.modified = modified
        self.inode = inode
    }

    /// The version of the file the scan that made this photo saw (with its ``inode``), or `nil` for a
    /// photo made otherwise, such as from the index's rows.
    public var scannedVersion: FileVersion? {
        inode.map { FileVersion(path: path, byteCount: byteCount, modified: modified, inode: $0) }
    }

    /// Whether both photos have the same path, name, size and modification time (not ``inode``).
    public static func == (lhs: Photo, rhs: Photo) -> Bool {
        lhs.path == rhs.path && lhs.byteCount == rhs.byteCount && lhs.modified == rhs.modified
            && lhs.name == rhs.name
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(byteCount)
        hasher.combine(modified)
        hasher.combine(name)
    }
}
