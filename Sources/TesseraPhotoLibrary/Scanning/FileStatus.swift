import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file, reduced to what scanning needs.
struct FileStatus {
    /// The kinds of file that scanning tells apart.
    enum Kind {
        case directory, regular, symbolicLink
        /// A FIFO, socket or device: never a photo, never opened.
        case other
    }

    /// What kind of file it is.
    let kind: Kind
    /// Which file it is, to notice a folder met twice.
    let identity: FileIdentity
    /// Its size in bytes.
    let byteCount: Int64
    /// When its contents last changed.
    let modified: FileTime

    /// The status of the file at `path`, following a symbolic link there unless `followingLink` is false.
    init(path: FilePath, followingLink: Bool = true) throws(Errno) {
        var buffer = stat()
        let flags = followingLink ? 0 : AT_SYMLINK_NOFOLLOW
        let result = path.withPlatformString { fstatat(AT_FDCWD, $0, &buffer, flags) }
        guard result == 0 else { throw Errno(rawValue: errno) }
        self.init(buffer)
    }

    /// The status of the open file `descriptor`.
    init(descriptor: CInt) throws(Errno) {
        var buffer = stat()
        guard fstat(descriptor, &buffer) == 0 else { throw Errno(rawValue: errno) }
        self.init(buffer)
    }

    /// The status of the file `name` in the open folder `folder`, following a symbolic link or not.
    init(name: UnsafePointer<CChar>, in folder: CInt, followingLinks: Bool) throws(Errno) {
        var buffer = stat()
        guard fstatat(folder, name, &buffer, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) == 0 else {
            throw Errno(rawValue: errno)
        }
        self.init(buffer)
    }

    private init(_ buffer: stat) {
        kind =
            switch buffer.st_mode & S_IFMT {
            case S_IFDIR: .directory
            case S_IFREG: .regular
            case S_IFLNK: .symbolicLink
            default: .other
            }
        identity = FileIdentity(device: UInt64(buffer.st_dev), inode: UInt64(buffer.st_ino))
        byteCount = Int64(buffer.st_size)
        #if canImport(Darwin)
            let time = buffer.st_mtimespec
        #else
            let time = buffer.st_mtim
        #endif
        modified = FileTime(seconds: Int64(time.tv_sec), nanoseconds: Int32(time.tv_nsec))
    }
}

/// A file's device and inode numbers: the same pair is the same file, whatever path reached it.
struct FileIdentity: Hashable {
    /// `st_dev`.
    let device: UInt64
    /// `st_ino`.
    let inode: UInt64
}
