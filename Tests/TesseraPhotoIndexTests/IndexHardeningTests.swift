import Foundation
import SystemPackage
import SystemTestSupport
import Testing

@testable import TesseraPhotoIndex

/// The index file damaged inside (a sound header over broken pages), or read-only: the index rebuilds
/// the file or keeps its facts in memory with a one-line notice, never stops, and never loses a photo.
@Suite struct IndexHardeningTests {
    /// A database of `count` photos, closed, as a Tessera process that has ended leaves it.
    func indexedFolder(count: Int) throws -> TestFolder {
        let folder = try TestFolder()
        for number in 0..<count {
            try folder.writePhoto("\(number).jpg", taken: "2026-01-01 00:00:00", padding: number % 7)
        }
        try folder.indexAndClose()
        return folder
    }

    @Test func brokenPagesUnderASoundHeaderAreSQLiteCorruptAndTheFileIsBuiltAgain() throws {
        let folder = try indexedFolder(count: 400)
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: folder.cacheFile.string))
        let size = try file.seekToEnd()
        #expect(size > 16_384, "the database must have pages past the first")
        // Page 1 (the header and the schema) stays; every other page becomes garbage.
        try file.seek(toOffset: 4_096)
        try file.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4_096))
        try file.close()

        let reader = TestReader()
        let index = try folder.index(reader: reader)
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == .rebuilt(folder.cacheFile, "database disk image is malformed"))
        #expect(index.isPersistent && index.count == 400 && reader.readCount == 400)
        index.close()
        let reopened = try folder.index(reader: TestReader())
        #expect(reopened.count == 400 && reopened.notice == nil)
        #expect(try SQLiteDatabase(path: folder.cacheFile).text("PRAGMA integrity_check") == "ok")
    }

    @Test func aReadOnlyDatabaseFileMeansMemoryWithANoticeAndTheFileUntouched() throws {
        let folder = try indexedFolder(count: 3)
        try folder.writePhoto("new.jpg", taken: "2026-02-01 00:00:00")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.cacheFile.string)
        _ = chown(folder.cacheFile.removingLastComponent().string, 65534, 65534)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.cacheFile.string))

        let index = try asUnprivilegedUser { () throws -> PhotoIndex in
            let index = try folder.index(reader: TestReader())
            index.update(photos: try folder.photos()).wait()
            return index
        }

        let notice = try #require(index.notice)
        #expect(notice.isInMemory && !index.isPersistent, "\(notice)")
        #expect(!notice.description.contains("\n") && notice.description.hasPrefix("index in memory"))
        #expect(index.count == 4)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.cacheFile.string)) == before)
    }
}
