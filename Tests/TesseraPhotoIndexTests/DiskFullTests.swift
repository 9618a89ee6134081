import Foundation
import Synchronization
import SystemPackage
import Testing

@testable import TesseraPhotoIndex

#if canImport(Glibc)
    import Glibc
#endif

/// A cache on a file system that fills up during a run: the index goes on in memory with a notice.
@Suite struct DiskFullTests {
    @Test func aFullDiskMeansMemoryFromThenOnAndEveryFileStillIndexed() throws {
        let folder = try TestFolder()
        for number in 0..<24 { try folder.writePhoto("\(number).jpg", taken: "2026-01-01 00:00:00") }
        let photos = try folder.photos()
        let root = try folder.scan().root
        // Each row carries 8 KiB of lens name, so 24 rows cannot fit in 64 KiB.
        let bulky = PhotoFactsReader(identity: "bulky-1") { _ in
            PhotoFacts(exif: ExifSummary(lens: String(repeating: "L", count: 8_192)))
        }
        let cacheFile = folder.cacheFile
        let cacheFolder = cacheFile.removingLastComponent()
        try FileManager.default.createDirectory(atPath: cacheFolder.string, withIntermediateDirectories: true)

        let outcome = inPrivateMountNamespace { () throws -> (IndexNotice?, Int) in
            let mounted = mount("tmpfs", cacheFolder.string, "tmpfs", 0, "size=64k")
            guard mounted == 0 else { throw Errno(rawValue: errno) }
            defer { umount(cacheFolder.string) }
            let index = PhotoIndex(root: root, storage: .file(cacheFile), reader: bulky, batchSize: 2)
            index.update(photos: photos).wait()
            return (index.notice, index.count)
        }
        guard let outcome else { return }  // no mount namespaces here: nothing to test

        let (notice, count) = try outcome.get()
        #expect(notice == .writeFailed(cacheFile, "database or disk is full"))
        #expect(count == 24)
    }
}

/// Runs `body` on a thread of its own in a private mount namespace, where it may mount file systems
/// that no one else sees; they end with the thread. `nil` when this process may not make one.
private func inPrivateMountNamespace<T: Sendable>(_ body: @escaping @Sendable () throws -> T)
    -> Result<T, any Error>?
{
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        defer { done.signal() }
        // CLONE_NEWNS; the private remount stops mounts from propagating back to the host.
        guard unshareNamespaces(0x0002_0000) == 0,
            mount(nil, "/", nil, UInt(MS_REC | MS_PRIVATE), nil) == 0
        else { return }
        let result = Result(catching: body)
        outcome.withLock { $0 = result }
    }
    thread.start()
    done.wait()
    return outcome.withLock { $0 }
}

/// `unshare(2)`, which the `Glibc` module does not declare.
private let unshareNamespaces: @convention(c) (Int32) -> Int32 = {
    unsafeBitCast(dlsym(nil, "unshare"), to: (@convention(c) (Int32) -> Int32).self)
}()
