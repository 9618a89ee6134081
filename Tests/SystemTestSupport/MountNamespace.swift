import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `body` on a thread of its own in a private mount namespace, where it may mount file systems and
/// bind-mount folders that nobody else sees; programs it starts from that thread see them too. The
/// namespace and its mounts end with the thread.
///
/// Returns `nil` without running `body` when this process may not make a mount namespace (not root).
public func inPrivateMountNamespace<T: Sendable>(_ body: @escaping @Sendable () throws -> T)
    -> Result<T, any Error>?
{
    guard geteuid() == 0 else { return nil }
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

/// A value handed from one thread to another, which a semaphore orders.
private final class Outcome<Value>: @unchecked Sendable {
    var value: Value?
}
