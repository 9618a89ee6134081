import SystemPackage
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder under `/tmp` that a test fills with files, folders, links, FIFOs and sockets; removed with
/// everything in it when the value goes away (never following a symbolic link, so a link to `/` is safe).
final class TemporaryTree {
    /// The folder's absolute path, resolved.
    let root: FilePath

    /// A new, empty folder, searchable by every user so that ``asUnprivilegedUser(_:)`` can reach it.
    init() throws {
        var template = Array("/tmp/tessera-library-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Errno(rawValue: errno) }
        root = FilePath(platformString: made)
        try check(chmod(made, 0o755))
    }

    deinit {
        for folder in lockedFolders { _ = folder.withPlatformString { chmod($0, 0o755) } }
        remove(root)
    }

    /// The absolute path of `relative` in the tree.
    func path(_ relative: String) -> FilePath {
        root.appending(relative)
    }

    /// A regular file (folders on the way are made), holding `contents`.
    @discardableResult
    func file(_ relative: String, contents: [UInt8] = [0xFF, 0xD8, 0xFF]) throws -> FilePath {
        try file(at: path(relative), contents: contents)
    }

    /// A regular file at `path` (folders on the way are made), holding `contents`; closed for good on return
    /// (``waitUntilLastWriterClosed(_:limit:)``), so its `IN_CLOSE_WRITE` is queued.
    @discardableResult
    func file(at path: FilePath, contents: [UInt8] = [0xFF, 0xD8, 0xFF]) throws -> FilePath {
        try makeParents(of: path)
        try writeClosing(contents, to: path, flags: O_CREAT | O_EXCL)
        return path
    }

    /// Opens `path` for writing with `flags` added, writes `contents`, closes it and waits until no
    /// process still holds it open for writing.
    private func writeClosing(_ contents: [UInt8], to path: FilePath, flags: Int32) throws {
        let descriptor = path.withPlatformString { open($0, O_WRONLY | O_CLOEXEC | flags, 0o644) }
        try check(descriptor)
        let written = write(descriptor, contents, contents.count)
        let writeError = errno
        close(descriptor)
        guard written == contents.count else { throw Errno(rawValue: writeError) }
        try waitUntilLastWriterClosed(path)
    }

    /// Many regular files in one folder (made if needed), each holding `contents`: faster than ``file(_:contents:)``
    /// one by one, as a burst of copies is. Every one is closed for good on return.
    func files(_ names: [String], in relative: String, contents: [UInt8] = [0xFF, 0xD8, 0xFF]) throws {
        try makeParents(of: path(relative).appending("file"))
        try inFolder(relative) { folder in
            for name in names {
                let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
                try check(descriptor)
                defer { close(descriptor) }
                guard write(descriptor, contents, contents.count) == contents.count else {
                    throw Errno(rawValue: errno)
                }
            }
        }
        for name in names { try waitUntilLastWriterClosed(path(relative).appending(name)) }
    }

    /// Removes many files of one folder.
    func removeFiles(_ names: [String], in relative: String) throws {
        try inFolder(relative) { folder in
            for name in names { try check(unlinkat(folder, name, 0)) }
        }
    }

    /// Calls `body` with the folder at `relative` open.
    private func inFolder(_ relative: String, _ body: (Int32) throws -> Void) throws {
        let folder = path(relative).withPlatformString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        try check(folder)
        defer { close(folder) }
        try body(folder)
    }

    /// A folder (folders on the way are made).
    @discardableResult
    func folder(_ relative: String) throws -> FilePath {
        try folder(at: path(relative))
    }

    /// A folder at `path` (folders on the way are made).
    @discardableResult
    func folder(at path: FilePath) throws -> FilePath {
        try makeParents(of: path)
        try check(path.withPlatformString { mkdir($0, 0o755) })
        return path
    }

    /// A symbolic link at `relative` whose target is `target`, as written.
    func link(_ relative: String, to target: String) throws {
        try makeParents(of: path(relative))
        try check(path(relative).withPlatformString { symlink(target, $0) })
    }

    /// A FIFO (named pipe).
    func fifo(_ relative: String) throws {
        try check(path(relative).withPlatformString { mkfifo($0, 0o644) })
    }

    /// A Unix domain socket, bound and then closed (the socket file stays).
    func socket(_ relative: String) throws {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try check(descriptor)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path(relative).string.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try check(result)
    }

    /// Takes permissions away from the folder: all of them, or all but `mode` (given back before the
    /// tree is removed).
    func lock(_ relative: String, leaving mode: mode_t = 0) throws {
        try check(path(relative).withPlatformString { chmod($0, mode) })
        lockedFolders.append(path(relative))
    }

    /// Gives a folder ``lock(_:leaving:)`` locked its permissions back (0755).
    func unlock(_ relative: String) throws {
        try check(path(relative).withPlatformString { chmod($0, 0o755) })
    }

    /// Sets a file's access and modification times, without following a symbolic link.
    func setModified(_ relative: String, seconds: Int, nanoseconds: Int) throws {
        let times = Array(repeating: timespec(tv_sec: seconds, tv_nsec: nanoseconds), count: 2)
        try check(path(relative).withPlatformString { utimensat(AT_FDCWD, $0, times, AT_SYMLINK_NOFOLLOW) })
    }

    /// Replaces a file's contents (`O_TRUNC`), as an editor saving in place does; closed for good on return.
    func rewrite(_ relative: String, contents: [UInt8]) throws {
        try writeClosing(contents, to: path(relative), flags: O_TRUNC)
    }

    /// Renames (moves) `from` to `to`.
    func rename(_ from: String, to: String) throws {
        try check(
            path(from).withPlatformString { old in path(to).withPlatformString { Glibc.rename(old, $0) } })
    }

    /// A second name for an existing file (a hard link).
    func hardLink(_ relative: String, to existing: String) throws {
        try check(
            path(existing).withPlatformString { old in
                path(relative).withPlatformString { Glibc.link(old, $0) }
            })
    }

    /// Removes the entry at `relative` and, when it is a folder, everything in it.
    func remove(_ relative: String) {
        remove(path(relative))
    }

    /// Removes `path` and, when it is a folder (not a link to one), everything in it.
    private func remove(_ path: FilePath) {
        var status = stat()
        guard path.withPlatformString({ lstat($0, &status) }) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            entries(of: path).forEach(remove)
            _ = path.withPlatformString { rmdir($0) }
        } else {
            _ = path.withPlatformString { unlink($0) }
        }
    }

    /// Folders ``lock(_:)`` made unreadable.
    private var lockedFolders: [FilePath] = []

    /// Makes the folders on the way to `path` that do not exist yet.
    private func makeParents(of path: FilePath) throws {
        var status = stat()
        let folder = path.removingLastComponent()
        if folder.withPlatformString({ stat($0, &status) }) == 0 && status.st_mode & S_IFMT == S_IFDIR {
            return
        }
        var parent = root
        for component in folder.components.dropFirst(root.components.count) {
            parent.append(component)
            let result = parent.withPlatformString { mkdir($0, 0o755) }
            if result != 0 && errno != EEXIST { throw Errno(rawValue: errno) }
        }
    }
}

/// The path with exactly these bytes.
func path(bytes: [UInt8]) -> FilePath {
    FilePath(platformString: bytes.map { CChar(bitPattern: $0) } + [0])
}

/// The paths of the entries of `folder` other than `.` and `..`; none when it cannot be read.
func entries(of folder: FilePath) -> [FilePath] {
    guard let stream = folder.withPlatformString({ opendir($0) }) else { return [] }
    defer { closedir(stream) }
    var paths: [FilePath] = []
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        if name != Array(".".utf8) && name != Array("..".utf8) {
            paths.append(
                folder.appending(
                    FilePath.Component(platformString: name.map { CChar(bitPattern: $0) } + [0])!))
        }
    }
    return paths
}

/// `SystemTestSupport`'s `waitUntilLastWriterClosed(_:limit:)` for a path.
func waitUntilLastWriterClosed(_ path: FilePath, limit: Duration = .seconds(20)) throws {
    try path.withPlatformString { try waitUntilLastWriterClosed($0, limit: limit) }
}

/// Throws `errno` when a system call returned -1.
func check(_ result: Int32) throws {
    if result == -1 { throw Errno(rawValue: errno) }
}
