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
        #expect(versions(in: known) == versions(in: settled), "the index's rows now say what the disk says")
        #expect(known.items.map(\.date) == settled.items.map(\.date))
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
        #expect(versions(in: [known]) == versions(in: [scanned]))
        #expect(
            known.inode == nil, "a known photo's file is looked at again: only a scan's carries its inode")
    }

    /// Each photo's path, name, size and time, the version the index keys it by; not the inode, which
    /// only a scan's photos carry.
    private func versions(in photos: [Photo]) -> [String] {
        photos.map {
            "\($0.path) \($0.name) \($0.byteCount) \($0.modified.seconds).\($0.modified.nanoseconds)"
        }
    }

    private func versions(in timeline: Timeline) -> [String] {
        versions(in: timeline.items.map(\.photo))
    }
}
