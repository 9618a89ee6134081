import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder open for reading its entries; closed when the value goes away.
struct OpenFolder: ~Copyable {
    /// The `DIR` stream from `fdopendir`.
    private let stream: OpaquePointer

    /// Opens the folder at `path`; with `followingLink: false` a symbolic link there fails with `ELOOP`
    /// rather than being followed.
    init(path: FilePath, followingLink: Bool) throws(Errno) {
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLink ? 0 : O_NOFOLLOW)
        let descriptor = path.withPlatformString { open($0, flags) }
        guard descriptor >= 0 else { throw Errno(rawValue: errno) }
        guard let stream = fdopendir(descriptor) else {
            let error = Errno(rawValue: errno)
            close(descriptor)
            throw error
        }
        self.stream = stream
    }

    deinit {
        closedir(stream)
    }

    /// The folder's own status.
    func status() throws(Errno) -> FileStatus {
        try FileStatus(descriptor: dirfd(stream))
    }

    /// The status of an entry of this folder, following a symbolic link or not; `nil` when it cannot be
    /// had (a broken link, a link loop, an entry removed meanwhile).
    func status(of entry: FolderEntry, followingLinks: Bool) -> FileStatus? {
        try? FileStatus(name: entry.cName, in: dirfd(stream), followingLinks: followingLinks)
    }

    /// Calls `body` with each entry, `.` and `..` included, in the order the file system gives them.
    ///
    /// An entry is valid only during the call. Throws when reading fails part-way (after the entries
    /// read until then).
    func forEachEntry(_ body: (FolderEntry) -> Void) throws(Errno) {
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw Errno(rawValue: errno) }
                return
            }
            body(FolderEntry(entry))
        }
    }
}

/// One entry read from an ``OpenFolder``: its name's bytes and what `d_type` says it is.
struct FolderEntry {
    /// The name, NUL-terminated, as `readdir` left it.
    let cName: UnsafePointer<CChar>
    /// The name's bytes, without the NUL.
    let name: UnsafeBufferPointer<UInt8>
    /// The kind from `d_type`, or `nil` when the file system does not say (`DT_UNKNOWN`).
    let kind: FileStatus.Kind?

    init(_ entry: UnsafeMutablePointer<dirent>) {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let start = UnsafeRawPointer(entry) + offset
        cName = start.assumingMemoryBound(to: CChar.self)
        name = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: strlen(cName))
        kind =
            switch Int(entry.pointee.d_type) {
            case Int(DT_UNKNOWN): nil
            case Int(DT_DIR): .directory
            case Int(DT_REG): .regular
            case Int(DT_LNK): .symbolicLink
            default: .other
            }
    }
}
