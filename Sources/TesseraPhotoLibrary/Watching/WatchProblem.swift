import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a ``FolderWatcher`` does not see every change: the app shows the ``description`` as a notice and
/// offers a rescan.
public enum WatchProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// No inotify instance could be made: the system's error number (`EMFILE` when the per-user instance
    /// limit or the process's file limit is reached), or `nil` on a system without inotify.
    case unavailable(Errno?)
    /// The per-user watch limit was reached (`ENOSPC`): folders met after that are not watched. `limit` is
    /// the limit's value when it could be read.
    case watchLimit(limit: Int?)
    /// The watched folder itself is gone (removed, moved away) or cannot be read: nothing under it is
    /// watched until a folder comes back under its path, which is noticed and watched at once.
    case folderGone(FilePath)

    /// The problem in one lower-case line, such as
    /// `not watching every folder: the inotify watch limit is reached (fs.inotify.max_user_watches = 8192)`.
    public var description: String {
        switch self {
        case .unavailable(nil):
            "cannot watch for changes: inotify needs Linux"
        case .unavailable(.tooManyOpenFiles?):
            "cannot watch for changes: too many open files or inotify instances (fs.inotify.max_user_instances)"
        case .unavailable(let errno?):
            "cannot watch for changes: \(errno.description.prefix(1).lowercased() + errno.description.dropFirst())"
        case .watchLimit(let limit?):
            "not watching every folder: the inotify watch limit is reached (fs.inotify.max_user_watches = \(limit))"
        case .watchLimit(nil):
            "not watching every folder: the inotify watch limit is reached (fs.inotify.max_user_watches)"
        case .folderGone(let path):
            "\(path) is gone: watching for it to come back"
        }
    }

    /// The watch-limit problem with the system's limit: the smaller of `fs.inotify.max_user_watches` and
    /// `user.max_inotify_watches`, which differ inside a user namespace (a container), where the second
    /// is the namespace's own.
    static func systemWatchLimit() -> WatchProblem {
        let limits = ["/proc/sys/fs/inotify/max_user_watches", "/proc/sys/user/max_inotify_watches"]
        return .watchLimit(limit: limits.compactMap { readNumber(at: FilePath($0)) }.min())
    }

    /// The decimal number a small file starts with (such as a `/proc/sys` setting), or `nil`.
    private static func readNumber(at path: FilePath) -> Int? {
        #if canImport(Glibc)
            let descriptor = path.withPlatformString { open($0, O_RDONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 32)
            let count = read(descriptor, &bytes, bytes.count)
            guard count > 0 else { return nil }
            let digits = bytes[..<count].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            return Int(String(decoding: digits, as: UTF8.self))
        #else
            return nil
        #endif
    }
}
