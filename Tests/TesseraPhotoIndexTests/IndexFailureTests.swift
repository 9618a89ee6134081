import Foundation
import SystemPackage
import Testing
import SystemTestSupport

@testable import TesseraPhotoIndex

/// A damaged, deleted, newer, read-only or misplaced database never stops Tessera: the index rebuilds
/// the file or keeps its facts in memory, and says so in one line.
@Suite struct IndexFailureTests {
    @Test func aFileOfGarbageIsDeletedAndBuiltAgain() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try folder.indexAndClose()
        #expect(!FileManager.default.fileExists(atPath: folder.cacheFile.string + "-wal"))
        try Data(repeating: 0x5A, count: 16_384).write(to: URL(fileURLWithPath: folder.cacheFile.string))

        let reader = TestReader()
        let index = try folder.index(reader: reader)
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == .rebuilt(folder.cacheFile, "file is not a database"))
        #expect(index.isPersistent && reader.readCount == 1)
        let reopened = try folder.index(reader: TestReader())
        #expect(reopened.count == 1 && reopened.notice == nil)
    }

    @Test func aDatabaseDeletedMidRunIsMadeAgainWithEverythingKnown() throws {
        let folder = try TestFolder()
        for number in 0..<8 { try folder.writePhoto("\(number).jpg", taken: "2026-01-01 00:00:00") }
        let cache = folder.cacheFile
        let reader = TestReader { count in
            // After the first batch of four is saved, while the second is being read.
            if count == 6 { Self.deleteDatabase(at: cache) }
        }

        let index = try folder.index(reader: reader, batchSize: 4)
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == .rebuilt(cache, "the file was deleted"))
        #expect(FileManager.default.fileExists(atPath: cache.string))
        #expect(try folder.index(reader: TestReader()).count == 8)
    }

    @Test func aNewerSchemaIsLeftAloneAndTheIndexRunsInMemory() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try FileManager.default.createDirectory(
            atPath: folder.cacheFile.removingLastComponent().string, withIntermediateDirectories: true)
        try SQLiteDatabase(path: folder.cacheFile).setUserVersion(99)

        let index = try folder.index(reader: TestReader())
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == .newerSchema(folder.cacheFile, version: 99) && !index.isPersistent)
        #expect(index.facts(for: folder.photo("a.jpg")) != nil)
        let file = try SQLiteDatabase(path: folder.cacheFile)
        #expect(try file.userVersion() == 99)
        #expect(try file.integer("SELECT count(*) FROM sqlite_schema") == 0)
    }

    @Test func anOlderSchemaIsMigratedKeepingItsRowsUntilTheyAreReadAgain() throws {
        let folder = try TestFolder()
        let photo = try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try FileManager.default.createDirectory(
            atPath: folder.cacheFile.removingLastComponent().string, withIntermediateDirectories: true)
        let old = try SQLiteDatabase(path: folder.cacheFile)
        try IndexSchema.migrate(old, to: 1)
        let key = try #require(FileKey(path: photo))
        try old.prepare(
            """
            INSERT INTO files (path, size, mtime_seconds, mtime_nanoseconds, inode, reader, kind, width, height)
            VALUES (?, ?, ?, ?, ?, 'test-1', 0, 4, 3)
            """
        ).run([
            .blob(photo.bytes), .integer(key.size), .integer(key.modifiedSeconds),
            .integer(key.modifiedNanoseconds), .integer(key.inode),
        ])

        let reader = TestReader()
        let index = try folder.index(reader: reader)

        #expect(try SQLiteDatabase(path: folder.cacheFile).userVersion() == IndexSchema.currentVersion)
        #expect(index.notice == nil && index.facts(for: photo)?.pixelSize == PixelSize(width: 4, height: 3))
        index.update(photos: try folder.photos()).wait()
        #expect(reader.readPaths == [photo])
        #expect(index.facts(for: photo)?.exif.make == "Test")
    }

    @Test func aReadOnlyCacheFolderMeansAnIndexInMemoryWithANotice() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        let cacheFolder = folder.cacheFile.removingLastComponent()
        try FileManager.default.createDirectory(atPath: cacheFolder.string, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: cacheFolder.string)

        let index = try asUnprivilegedUser { try folder.index(reader: TestReader()) }
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == .cannotOpen(folder.cacheFile, "unable to open database file"))
        #expect(!index.isPersistent && index.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.cacheFile.string))
        #expect(
            index.notice?.description
                == "index in memory: unable to open database file: \(folder.cacheFile)")
    }

    @Test func aCacheInsideTheBrowsedFolderIsNeverWritten() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try FileManager.default.createSymbolicLink(
            atPath: folder.root.appending("link").string, withDestinationPath: folder.library.string)
        let inside = folder.root.appending("link/.cache/tessera/index.sqlite3")

        let index = try folder.index(reader: TestReader(), storage: .file(inside))
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == .cacheInsideLibrary(inside) && index.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.photo(".cache").string))
    }

    @Test func noCacheKeepsEverythingInMemoryWithoutANotice() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")

        let index = try folder.index(reader: TestReader(), storage: .memory)
        index.update(photos: try folder.photos()).wait()

        #expect(index.notice == nil && !index.isPersistent && index.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.cacheFile.removingLastComponent().string))
    }

    @Test func aDatabaseLockedPastTheBusyTimeoutMeansMemoryFromThenOn() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        let index = try folder.index(reader: TestReader())
        let holder = try SQLiteDatabase(path: folder.cacheFile)
        try holder.execute("BEGIN EXCLUSIVE")
        defer { try? holder.execute("ROLLBACK") }

        let started = ContinuousClock.now
        index.update(photos: try folder.photos()).wait()

        #expect(ContinuousClock.now - started >= .seconds(5))
        #expect(index.notice == .writeFailed(folder.cacheFile, "database is locked"))
        #expect(!index.isPersistent && index.count == 1)
    }

    @Test func theStandardPlaceFollowsXDGThenHome() {
        #expect(
            IndexStorage.standard(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
                == .file("/x/cache/tessera/index.sqlite3"))
        #expect(
            IndexStorage.standard(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])
                == .file("/home/u/.cache/tessera/index.sqlite3"))
        #expect(IndexStorage.standard(environment: [:]) == .memory)
    }

    /// Deletes the database and the files beside it, as a user cleaning the cache would.
    static func deleteDatabase(at path: FilePath) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path.string + suffix)
        }
    }
}
