import Foundation
import Synchronization
import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

/// The index against a real temporary folder and a real SQLite file: what is read on a cold start, on a
/// warm one, and after files change or go.
@Suite struct IncrementalIndexTests {
    @Test func aColdIndexReadsEveryFileOnceAndKeepsItsFacts() throws {
        let folder = try TestFolder()
        try folder.writePhoto("2026/a.jpg", taken: "2026-11-26 21:30:00")
        try folder.writePhoto("2026/b.png", taken: "2026-11-27 08:00:05", video: true)
        try folder.writePhoto("c.jpg", taken: "no date")
        let reader = TestReader()

        let index = try folder.index(reader: reader)
        index.update(photos: try folder.photos()).wait()

        #expect(reader.readCount == 3)
        #expect(index.notice == nil && index.isPersistent)
        let facts = try #require(index.facts(for: folder.photo("2026/a.jpg")))
        #expect(facts.dateTaken == .wallClock(localSeconds: 1_795_728_600, utcOffset: 3600))
        #expect(facts.pixelSize == PixelSize(width: 31, height: 1))
        #expect(facts.exif == ExifSummary(make: "Test", model: "Reader", iso: 100))
        #expect(index.facts(for: folder.photo("2026/b.png"))?.kind == .video)
        #expect(index.facts(for: folder.photo("c.jpg"))?.dateTaken == nil)
        #expect(FileManager.default.fileExists(atPath: folder.cacheFile.string))
    }

    @Test func aWarmIndexReadsNothingAndKnowsEverythingBeforeItsUpdate() throws {
        let folder = try TestFolder()
        for day in 1...9 { try folder.writePhoto("d\(day).jpg", taken: "2026-11-0\(day) 12:00:00") }
        let cold = try folder.index(reader: TestReader())
        cold.update(photos: try folder.photos()).wait()

        let reader = TestReader()
        let warm = try folder.index(reader: reader)
        #expect(warm.allFacts() == cold.allFacts())
        warm.update(photos: try folder.photos()).wait()

        #expect(reader.readCount == 0)
        #expect(warm.count == 9)
    }

    @Test func onlyAChangedFileIsReadAgain() throws {
        let folder = try TestFolder()
        for name in ["a", "b", "c", "d"] {
            try folder.writePhoto("\(name).jpg", taken: "2026-01-01 00:00:00")
        }
        try folder.indexAndClose()

        try folder.writePhoto("b.jpg", taken: "2025-06-15 10:00:00", padding: 3)
        let reader = TestReader()
        let index = try folder.index(reader: reader)
        index.update(photos: try folder.photos()).wait()

        #expect(reader.readPaths == [folder.photo("b.jpg")])
        #expect(index.facts(for: folder.photo("b.jpg"))?.pixelSize?.width == 34)
    }

    @Test func aNewModificationTimeOrANewInodeAloneMeansChanged() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try folder.writePhoto("b.jpg", taken: "2026-01-01 00:00:00")
        try folder.indexAndClose()

        try folder.setModified("a.jpg", seconds: 1_000_000)
        let sameTime = try #require(FileKey(path: folder.photo("b.jpg")))
        try folder.writePhoto("b.tmp", taken: "2026-01-01 00:00:00")
        try FileManager.default.removeItem(atPath: folder.photo("b.jpg").string)
        try FileManager.default.moveItem(
            atPath: folder.photo("b.tmp").string, toPath: folder.photo("b.jpg").string)
        try folder.setModified("b.jpg", seconds: Int(sameTime.modifiedSeconds))
        let reader = TestReader()
        try folder.index(reader: reader).update(photos: try folder.photos()).wait()

        #expect(Set(reader.readPaths) == [folder.photo("a.jpg"), folder.photo("b.jpg")])
    }

    @Test func rowsOfVanishedFilesAreDeletedFromMemoryAndFile() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try folder.writePhoto("gone/b.jpg", taken: "2026-01-01 00:00:00")
        let index = try folder.index(reader: TestReader())
        index.update(photos: try folder.photos()).wait()

        try FileManager.default.removeItem(atPath: folder.photo("gone").string)
        let changes = Mutex<[FilePath]>([])
        index.update(photos: try folder.photos()) { progress in
            changes.withLock { $0 += progress.changed }
        }.wait()

        #expect(index.facts(for: folder.photo("gone/b.jpg")) == nil)
        #expect(changes.withLock { $0 } == [folder.photo("gone/b.jpg")])
        #expect(try folder.index(reader: TestReader()).count == 1)
    }

    @Test func anotherReaderReadsEveryFileAgain() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        try folder.indexAndClose(reader: TestReader(identity: "old"))

        let reader = TestReader(identity: "new")
        try folder.index(reader: reader).update(photos: try folder.photos()).wait()

        #expect(reader.readCount == 1)
    }

    @Test func progressCountsEveryFileAndEndsOnce() throws {
        let folder = try TestFolder()
        let names = (0..<110).map { "f\($0).jpg" }
        for name in names { try folder.writePhoto(name, taken: "2026-01-01 00:00:00") }
        let reports = Mutex<[IndexProgress]>([])

        let index = try folder.index(reader: TestReader(), batchSize: 50)
        let run = index.update(photos: try folder.photos()) { progress in
            reports.withLock { $0.append(progress) }
        }
        run.wait()

        let all = reports.withLock { $0 }
        #expect(run.isFinished && run.done == 110)
        #expect(all.filter(\.isFinished).count == 1 && all.last?.isFinished == true)
        #expect(all.last?.done == 110 && all.allSatisfy { $0.total == 110 })
        #expect(Set(all.flatMap(\.changed)).count == 110)
        #expect(all.count == 4)
    }

    @Test func twoLibrariesShareOneCacheWithoutDeletingEachOthersRows() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a/1.jpg", taken: "2026-01-01 00:00:00")
        try folder.writePhoto("ab/2.jpg", taken: "2026-01-01 00:00:00")
        let all = try folder.index(reader: TestReader())
        all.update(photos: try folder.photos()).wait()

        let onlyA = PhotoIndex(root: folder.photo("a"), storage: folder.storage, reader: TestReader().reader)
        #expect(onlyA.count == 1)
        onlyA.update(photos: PhotoIndex.photos(of: try LibraryScanner.scan(folder: folder.photo("a")))).wait()

        #expect(try folder.index(reader: TestReader()).count == 2)
    }
}

extension IncrementalIndexTests {
    @Test func aClosedIndexKeepsAnsweringFromMemoryAndLeavesNoLog() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-01 00:00:00")
        let index = try folder.index(reader: TestReader())
        index.update(photos: try folder.photos()).wait()

        index.close()

        #expect(!FileManager.default.fileExists(atPath: folder.cacheFile.string + "-wal"))
        #expect(!index.isPersistent && index.facts(for: folder.photo("a.jpg")) != nil)
        #expect(try folder.index(reader: TestReader()).count == 1)
    }
}
