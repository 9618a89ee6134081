import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The handful of system calls the actions make, on ``FilePath``s, returning `errno` as a typed error.
enum FileCalls {
    /// `stat` (following a symbolic link) or `lstat`.
    static func status(_ path: FilePath, followingLink: Bool) throws(Errno) -> stat {
        var buffer = stat()
        let result = path.withPlatformString {
            followingLink ? stat($0, &buffer) : lstat($0, &buffer)
        }
        guard result == 0 else { throw Errno(rawValue: errno) }
        return buffer
    }

    /// Whether anything (even a dangling link) is at `path`.
    static func exists(_ path: FilePath) -> Bool {
        (try? status(path, followingLink: false)) != nil
    }

    /// `mkdir` with `mode`; an existing entry of that name is no error.
    static func makeFolder(_ path: FilePath, mode: mode_t) throws(Errno) {
        let result = path.withPlatformString { mkdir($0, mode) }
        guard result == 0 || errno == EEXIST else { throw Errno(rawValue: errno) }
    }

    /// `mkdir -p`: the folder and every missing one above it, each with `mode`.
    static func makeFolders(_ path: FilePath, mode: mode_t) throws(Errno) {
        if (try? status(path, followingLink: true))?.isFolder == true { return }
        let parent = path.folder
        if parent != path, !parent.isEmpty, parent != FilePath("/") {
            try makeFolders(parent, mode: mode)
        }
        try makeFolder(path, mode: mode)
    }

    /// Renames `source` to `target` unless something is already at `target` (`renameat2` with
    /// `RENAME_NOREPLACE`; where the file system cannot, a check then `rename`).
    static func renameWithoutReplacing(_ source: FilePath, to target: FilePath) throws(Errno) {
        if let renameat2 = renameWithoutReplacing {
            let result = source.withPlatformString { from in
                target.withPlatformString { to in renameat2(AT_FDCWD, from, AT_FDCWD, to, 1) }
            }
            if result == 0 { return }
            guard errno == EINVAL || errno == ENOSYS else { throw Errno(rawValue: errno) }
        }
        guard !exists(target) else { throw Errno.fileExists }
        let fallback = source.withPlatformString { from in target.withPlatformString { rename(from, $0) } }
        guard fallback == 0 else { throw Errno(rawValue: errno) }
    }

    /// Everything in the file at `path` (read until its end, so `/proc` files work too).
    static func readAll(_ path: FilePath) throws(Errno) -> [UInt8] {
        let descriptor = path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw Errno(rawValue: errno) }
        defer { close(descriptor) }
        var contents: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Errno(rawValue: errno) }
            if count == 0 { return contents }
            contents += buffer[..<count]
        }
    }

    /// `unlink`.
    static func remove(_ path: FilePath) {
        _ = path.withPlatformString { unlink($0) }
    }

    /// Creates `path` (failing if anything is there) with `mode` and writes all of `bytes` to it.
    static func createExclusively(_ path: FilePath, mode: mode_t, bytes: [UInt8]) throws(Errno) {
        let descriptor = path.withPlatformString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode) }
        guard descriptor >= 0 else { throw Errno(rawValue: errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let failure = Errno(rawValue: errno)
                close(descriptor)
                remove(path)
                throw failure
            }
            written += count
        }
        close(descriptor)
    }

    /// The signature of `renameat2(2)`.
    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2(2)`, which the `Glibc` module does not declare; `nil` where the C library lacks it.
    private static let renameWithoutReplacing: RenameAt2? = dlsym(nil, "renameat2").map {
        unsafeBitCast($0, to: RenameAt2.self)
    }
}

extension stat {
    /// Whether this is a folder.
    var isFolder: Bool { st_mode & S_IFMT == S_IFDIR }
    /// Whether this is a symbolic link (from `lstat`).
    var isSymbolicLink: Bool { st_mode & S_IFMT == S_IFLNK }
}
