import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with file permissions checked as the user `nobody`, so that a folder without
/// permissions is unreadable even though the tests run as root.
///
/// Root reads any folder whatever its mode. Setting the file-system user ID (`setfsuid`) to a non-zero
/// user drops the capabilities that let it, for the calling thread only, and setting it back to 0
/// restores them. `body` runs synchronously on this thread, so no other test is affected. As a user
/// other than root, `body` just runs.
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

/// Runs `body` on a thread of its own in a private mount namespace, where it may bind-mount folders
/// without anyone else seeing them; the namespace and its mounts end with the thread.
///
/// Returns `nil` without running `body` when this process may not make a mount namespace.
func inPrivateMountNamespace<T: Sendable>(_ body: @escaping @Sendable () throws -> T) -> Result<T, any Error>?
{
    let outcome = Outcome<Result<T, any Error>>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        defer { done.signal() }
        // CLONE_NEWNS; the private remount stops mounts from propagating back to the host.
        guard unshareNamespaces(0x0002_0000) == 0,
            mount(nil, "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0
        else { return }
        outcome.value = Result(catching: body)
    }
    thread.start()
    done.wait()
    return outcome.value
}

/// `unshare(2)`, which the `Glibc` module does not declare.
private let unshareNamespaces: @convention(c) (Int32) -> Int32 = {
    unsafeBitCast(dlsym(nil, "unshare"), to: (@convention(c) (Int32) -> Int32).self)
}()

/// Bind-mounts the folder `source` onto the folder `target` (in a private mount namespace only).
func bindMount(_ source: FilePath, onto target: FilePath) throws {
    let result = source.withPlatformString { source in
        target.withPlatformString { mount(source, $0, nil, UInt(MS_BIND), nil) }
    }
    try check(result)
}

/// A value handed from one thread to another, which a semaphore orders.
private final class Outcome<Value>: @unchecked Sendable {
    var value: Value?
}
