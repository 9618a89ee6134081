import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the cache file may go: never inside the browsed folder, and in a folder that exists.
enum CachePlacement {
    /// Whether `file` is, or would be once made, inside `root` (or is `root`), comparing real paths: the
    /// deepest existing folder on the way to `file` is resolved with `realpath`, the rest appended.
    static func isInside(_ file: FilePath, root: FilePath) -> Bool {
        guard let realRoot = resolved(root) else { return false }
        var existing = file
        var rest: [FilePath.Component] = []
        while !existing.isEmpty, resolved(existing) == nil, let last = existing.lastComponent {
            rest.insert(last, at: 0)
            existing.removeLastComponent()
        }
        guard var realFile = resolved(existing.isEmpty ? "." : existing) else { return false }
        realFile.append(rest)
        return realFile.lexicallyNormalized().starts(with: realRoot)
    }

    /// Makes the folder that holds `file` and the folders on the way (mode 0700, as caches are); returns
    /// what went wrong, or `nil`.
    static func makeFolder(for file: FilePath) -> String? {
        var folder = file.removingLastComponent()
        var missing: [FilePath] = []
        while !folder.isEmpty, !folder.components.isEmpty,
            folder.withPlatformString({ access($0, F_OK) }) != 0
        {
            missing.insert(folder, at: 0)
            folder.removeLastComponent()
        }
        for path in missing where path.withPlatformString({ mkdir($0, 0o700) }) != 0 && errno != EEXIST {
            return "cannot make the folder \(path): \(Errno(rawValue: errno))"
        }
        return nil
    }

    /// `realpath(path)`, or `nil` when it does not exist.
    private static func resolved(_ path: FilePath) -> FilePath? {
        guard let real = path.withPlatformString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return FilePath(platformString: real)
    }
}
