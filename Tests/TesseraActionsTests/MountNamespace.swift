import Foundation
import SystemPackage
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#endif

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
