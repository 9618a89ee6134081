import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `body` on a thread of its own in a private mount namespace, where it may mount file systems that
/// nobody else sees; programs it starts from that thread see them too. The namespace ends with the
/// thread.
///
/// Returns `nil` without running `body` when this process may not make a mount namespace (not root).
func inPrivateMountNamespace<T: Sendable>(_ body: @escaping @Sendable () throws -> T) -> Result<T, any Error>?
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

/// A small ext4 file system in an image file of `scene`, loop-mounted at `scene/volume` for the length of
/// `body` (call inside ``inPrivateMountNamespace(_:)``); `prepare` runs on the mounted volume first.
func withExt4Volume<T>(in scene: TrashScene, _ body: (FilePath) throws -> T) throws -> T {
    let image = scene.root.appending("volume.img").string
    let volume = scene.root.appending("volume")
    try run(["/usr/bin/truncate", "-s", "8M", image])
    try run(["/usr/sbin/mkfs.ext4", "-q", "-F", image])
    try run(["/bin/mkdir", "-p", volume.string])
    let mounted = try run(["/bin/mount", "-o", "loop", image, volume.string])
    guard mounted.status == 0 else { throw MountFailure(message: mounted.error) }
    defer { _ = try? run(["/bin/umount", volume.string]) }
    return try body(volume)
}

/// A `tmpfs` mounted at `scene/memory` for the length of `body` (inside a private namespace).
func withMemoryVolume<T>(in scene: TrashScene, _ body: (FilePath) throws -> T) throws -> T {
    let volume = scene.root.appending("memory")
    try run(["/bin/mkdir", "-p", volume.string])
    let mounted = try run(["/bin/mount", "-t", "tmpfs", "tessera-test", volume.string])
    guard mounted.status == 0 else { throw MountFailure(message: mounted.error) }
    defer { _ = try? run(["/bin/umount", volume.string]) }
    return try body(volume)
}

/// `mount` failed.
struct MountFailure: Error {
    let message: String
}

/// `unshare(2)`, which the `Glibc` module does not declare.
private let unshareNamespaces: @convention(c) (Int32) -> Int32 = {
    unsafeBitCast(dlsym(nil, "unshare"), to: (@convention(c) (Int32) -> Int32).self)
}()

/// A value handed from one thread to another, which a semaphore orders.
private final class Outcome<Value>: @unchecked Sendable {
    var value: Value?
}
