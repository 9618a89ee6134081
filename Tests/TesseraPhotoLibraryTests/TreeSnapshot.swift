import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything `lstat` says that a write would change, for every entry under a folder, keyed by path.
func treeSnapshot(of folder: FilePath) throws -> [FilePath: [Int]] {
    var snapshot: [FilePath: [Int]] = [:]
    var pending = [folder]
    while let next = pending.popLast() {
        var status = stat()
        try check(next.withPlatformString { lstat($0, &status) })
        snapshot[next] = [
            Int(status.st_mode), Int(status.st_size), Int(status.st_ino), Int(status.st_nlink),
            status.st_mtim.tv_sec, status.st_mtim.tv_nsec, status.st_ctim.tv_sec, status.st_ctim.tv_nsec,
        ]
        if status.st_mode & S_IFMT == S_IFDIR { pending += entries(of: next) }
    }
    return snapshot
}
