import Foundation
import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

/// A warm start's first timeline comes from the index's rows alone, before the folder is scanned: a real
/// SQLite file from an earlier run, real files changed on disk since. The scan and check that follow bring
/// the changes in.
@Suite struct WarmStartTests {
    @Test func theFirstTimelineShowsTheIndexsMonthsBeforeTheScanAndTheChangesAfterIt() throws {
        let folder = try TestFolder()
        try folder.writePhoto("2026/a.jpg", taken: "2026-01-10 12:00:00")
        try folder.writePhoto("2026/b.jpg", taken: "2026-01-03 08:00:00")
        try folder.writePhoto("2025/c.jpg", taken: "2025-03-15 09:30:00")
        try folder.indexAndClose()
        let before = [
            "January 2026 · 2 photos: a.jpg b.jpg", "March 2025 · 1 photo: c.jpg",
        ]

        // Since the last run: one photo gone, one redated, one new in a month of its own.
        try FileManager.default.removeItem(atPath: folder.photo("2026/b.jpg").string)
        try folder.writePhoto("2025/c.jpg", taken: "2025-04-01 10:00:00", padding: 2)
        try folder.writePhoto("2019/d.jpg", taken: "2019-07-14 18:00:00")

        let reader = TestReader()
        let index = try folder.index(reader: reader)
        let first = index.knownTimeline(zone: .fixed(0))
        #expect(first.outline == before, "the index's months, drawn before any file is looked at")
        #expect(reader.readCount == 0)
        #expect(index.knownPhotos().count == 3)

        let scanned = try folder.photos()
        index.update(photos: scanned).wait()
        let settled = index.timeline(of: scanned, zone: .fixed(0))
        #expect(
            settled.outline == [
                "January 2026 · 1 photo: a.jpg", "April 2025 · 1 photo: c.jpg", "July 2019 · 1 photo: d.jpg",
            ])
        let known = index.knownTimeline(zone: .fixed(0))
        #expect(known == settled, "the index's rows now say what the disk says")
        #expect(Set(reader.readPaths) == [folder.photo("2025/c.jpg"), folder.photo("2019/d.jpg")])
    }

    @Test func anEmptyIndexKnowsNoPhotos() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-10 12:00:00")
        let index = try folder.index(reader: TestReader())
        #expect(index.knownPhotos().isEmpty)
        #expect(index.knownTimeline(zone: .fixed(0)).sections.isEmpty)
    }

    @Test func aKnownPhotoCarriesTheVersionThatWasRead() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-10 12:00:00", padding: 5)
        try folder.setModified("a.jpg", seconds: 1_700_000_000)
        try folder.indexAndClose()
        let scanned = try #require(try folder.photos().first)

        let known = try #require(try folder.index(reader: TestReader()).knownPhotos().first)
        #expect(known == scanned, "photos compare without the inode")
        #expect(
            known.scannedVersion == nil,
            "a known photo's file is looked at again: only a scan's carries its version")
        let version = try #require(scanned.scannedVersion)
        #expect(FileKey(version) == FileKey(path: scanned.path))
    }

    @Test func theKnownTimelineOrdersTiesByPathAsAnyTimelineDoes() throws {
        let folder = try TestFolder()
        for name in ["m.jpg", "b/z.jpg", "a.jpg", "b/a.jpg", "c.jpg", "b.jpg"] {
            try folder.writePhoto(name, taken: "2026-01-10 12:00:00")
        }
        try folder.writePhoto("newer.jpg", taken: "2026-01-10 12:00:01")
        try folder.writePhoto("older.jpg", taken: "2025-12-31 23:59:59")
        try folder.indexAndClose()

        let index = try folder.index(reader: TestReader())
        let known = index.knownTimeline(zone: .fixed(0))
        #expect(known == index.timeline(of: try folder.photos(), zone: .fixed(0)))
        #expect(
            known.items.map(\.photo.name) == [
                "newer.jpg", "a.jpg", "b.jpg", "a.jpg", "z.jpg", "c.jpg", "m.jpg", "older.jpg",
            ])
    }

    @Test func aKnownPhotoIsNamedAsTheScanNamesIt() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a b/Été 2026.jpg", taken: "2026-01-10 12:00:00")
        try folder.writePhoto("x/a name with  spaces.jpg", taken: "2026-01-11 12:00:00")
        // A name that is not UTF-8 (Latin-1 "é"): both repair it with U+FFFD.
        let latin1 =
            Array(folder.library.appending("x").string.utf8) + Array("/caf".utf8) + [0xE9]
            + Array(".jpg".utf8)
        let made = (latin1 + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) }
        }
        try #require(made >= 0)
        let contents = Array("taken 2026-01-12 12:00:00 photo".utf8)
        #expect(write(made, contents, contents.count) == contents.count)
        close(made)
        try folder.indexAndClose()

        let scanned = try folder.photos()
        let known = try folder.index(reader: TestReader()).knownPhotos()
        #expect(scanned.count == 3)
        #expect(Set(known.map(\.name)) == Set(scanned.map(\.name)))
        #expect(Set(known) == Set(scanned), "a photo from a row equals the scan's, name and all")
        #expect(scanned.map(\.name).contains("caf\u{FFFD}.jpg"))
    }

    @Test func aFileReplacedBySameSizeAndTimeIsAnotherVersionOfAnEqualPhoto() throws {
        let folder = try TestFolder()
        try folder.writePhoto("a.jpg", taken: "2026-01-10 12:00:00")
        try folder.setModified("a.jpg", seconds: 1_700_000_000)
        let before = try #require(try folder.photos().first)
        // Another file moved over it, with the same bytes and time: a new inode.
        let other = folder.photo("b.jpg")
        try FileManager.default.copyItem(atPath: before.path.string, toPath: other.string)
        try folder.setModified("b.jpg", seconds: 1_700_000_000)
        #expect(rename(other.string, before.path.string) == 0)
        let after = try #require(try folder.photos().first)

        #expect(after == before)
        #expect(after.scannedVersion != before.scannedVersion)
    }
}
