#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with file permissions checked as the user `nobody`, so that a folder without permissions
/// is unreadable, and a read-only one unwritable, even though the tests run as root.
///
/// Root reads and writes any folder whatever its mode. Setting the file-system user ID (`setfsuid`) to a
/// non-zero user drops the capabilities that let it, for the calling thread only, and setting it back to 0
/// restores them. `body` runs synchronously on this thread, so no other test is affected. As a user other
/// than root, `body` just runs.
public func asUnprivilegedUser<T>(_ body: () throws -> T) rethrows -> T {
    guard geteuid() == 0 else { return try body() }
    let previous = setFileSystemUserID(65534)
    defer { _ = setFileSystemUserID(uid_t(previous)) }
    return try body()
}

/// `setfsuid(2)`, which the `Glibc` module does not declare; it returns the previous ID.
private let setFileSystemUserID: @convention(c) (uid_t) -> Int32 = {
    unsafeBitCast(dlsym(nil, "setfsuid"), to: (@convention(c) (uid_t) -> Int32).self)
}()
