#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with file permissions checked as the user `nobody`, so that a read-only folder stays
/// read-only even though the tests run as root (root writes anywhere whatever the mode).
///
/// `setfsuid` changes the calling thread only, and `body` runs synchronously on it. As a user other than
/// root, `body` just runs.
func asUnprivilegedUser<T>(_ body: () throws -> T) rethrows -> T {
    guard geteuid() == 0 else { return try body() }
    let previous = setFileSystemUserID(65534)
    defer { _ = setFileSystemUserID(uid_t(previous)) }
    return try body()
}

/// `setfsuid(2)`, which the `Glibc` module does not declare; it returns the previous ID.
private let setFileSystemUserID: @convention(c) (uid_t) -> Int32 = {
    unsafeBitCast(dlsym(nil, "setfsuid"), to: (@convention(c) (uid_t) -> Int32).self)
}()
