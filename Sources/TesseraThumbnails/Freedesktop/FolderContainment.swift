import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether one path lies inside a folder, decided by the filesystem rather than by the paths' text:
/// symlinks anywhere in either path, `..`, and bind mounts (the same folder under two names) all count.
///
/// The path is resolved (`realpath`) as far as it exists; then the device and inode of it and of every
/// ancestor up to `/` are compared with the folder's. Components that do not exist yet are taken as
/// written, below the resolved part.
public enum FolderContainment {
    /// The components of `path` below `folder` when `path` is `folder` or lies inside it (empty when it
    /// is `folder` itself), else `nil` (also when `folder` does not exist).
    public static func components(of path: FilePath, inside folder: FilePath) -> [String]? {
        guard let target = identity(of: folder), let (resolved, missing) = resolve(path) else { return nil }
        var ancestor = resolved
        var below: [String] = []
        while true {
            if identity(of: ancestor) == target { return below.reversed() + missing }
            guard let last = ancestor.lastComponent else { return nil }
            below.append(last.string)
            ancestor = ancestor.removingLastComponent()
        }
    }

    /// Whether `path` is `folder` or lies inside it.
    public static func contains(_ folder: FilePath, _ path: FilePath) -> Bool {
        components(of: path, inside: folder) != nil
    }

    /// A file's device and inode, following symlinks; `nil` when it does not exist.
    private static func identity(of path: FilePath) -> FileIdentity? {
        var status = stat()
        guard path.withPlatformString({ stat($0, &status) }) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The real path of `path`'s longest existing prefix, and the components after it.
    private static func resolve(_ path: FilePath) -> (FilePath, [String])? {
        var existing = path.lexicallyNormalized()
        var missing: [String] = []
        while true {
            if let real = existing.withPlatformString({ realpath($0, nil) }) {
                defer { free(real) }
                return (FilePath(platformString: real), missing.reversed())
            }
            guard errno == ENOENT || errno == ENOTDIR, let last = existing.lastComponent,
                existing.components.count > 1 || existing.isAbsolute
            else { return nil }
            missing.append(last.string)
            existing = existing.removingLastComponent()
        }
    }
}

/// A file as the filesystem names it: device and inode.
struct FileIdentity: Hashable {
    /// `st_dev`.
    let device: UInt64
    /// `st_ino`.
    let inode: UInt64
}
