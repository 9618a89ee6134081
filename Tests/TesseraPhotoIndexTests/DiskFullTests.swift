import Foundation
import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

#if canImport(Glibc)
    import Glibc
#endif

/// A cache on a file system that fills up during a run: the index goes on in memory with a notice.
///
/// The cache folder becomes a 64 KiB tmpfs in a child process started in a mount namespace of its own
/// (`unshare --mount`), so every thread of the index sees it and no other test does.
@Suite struct DiskFullTests {
    @Test func aFullDiskMeansMemoryFromThenOnAndEveryFileStillIndexed() throws {
        guard try Self.mayMakeMountNamespaces() else { return }  // nothing to test here
        let folder = try TestFolder()
        for number in 0..<24 { try folder.writePhoto("\(number).jpg", taken: "2026-01-01 00:00:00") }

        let (status, text) = try runTestsInChildProcess(
            filter: "DiskFullChild", environment: [diskFullFolderVariable: folder.root.string],
            launcher: Self.launcher)

        #expect(status == 0, "\(text)")
        #expect(text.contains("1 test in 1 suite passed"), "\(text)")
    }

    static let launcher = ["unshare", "--mount", "--propagation", "private"]

    /// Whether `unshare --mount` works here (it needs root or a user namespace).
    static func mayMakeMountNamespaces() throws -> Bool {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = launcher + ["true"]
        try probe.run()
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }
}

/// The folder of the parent's ``TestFolder``, set only in the child process.
let diskFullFolderVariable = "TESSERA_TEST_DISK_FULL_FOLDER"

/// Runs only in the child process that ``DiskFullTests`` starts in its own mount namespace.
@Suite(.enabled(if: ProcessInfo.processInfo.environment[diskFullFolderVariable] != nil))
struct DiskFullChild {
    @Test func theIndexRunsInMemoryOnceTheDiskIsFull() throws {
        let root = FilePath(ProcessInfo.processInfo.environment[diskFullFolderVariable] ?? "")
        let cacheFile = root.appending("cache/tessera/index.sqlite3")
        let cacheFolder = cacheFile.removingLastComponent()
        try FileManager.default.createDirectory(atPath: cacheFolder.string, withIntermediateDirectories: true)
        try #require(mount("tmpfs", cacheFolder.string, "tmpfs", 0, "size=64k") == 0)
        defer { umount(cacheFolder.string) }
        let library = try LibraryScanner.scan(folder: root.appending("photos"))
        // Each row carries 8 KiB of lens name, so 24 rows cannot fit in 64 KiB.
        let bulky = PhotoFactsReader(identity: "bulky-1") { _ in
            PhotoFacts(exif: ExifSummary(lens: String(repeating: "L", count: 8_192)))
        }

        let index = PhotoIndex(root: library.root, storage: .file(cacheFile), reader: bulky, batchSize: 2)
        index.update(photos: PhotoIndex.photos(of: library)).wait()

        #expect(index.notice == .writeFailed(cacheFile, "database or disk is full"))
        #expect(index.count == 24 && !index.isPersistent)
    }
}
