import Dispatch
import SystemPackage
import TesseraPhotoLibrary
import Testing

@testable import TesseraPhotoIndex

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run on an index that knew nothing skips the search for rows of vanished files only when it had the
/// index to itself (``RunOverlap``): a row written by another run meanwhile is still deleted.
@Suite struct OverlappingRunTests {
    @Test func aRowAnOverlappingRunWroteForAVanishedFileIsDeleted() throws {
        let folder = try TestFolder()
        try folder.writePhoto("x.jpg", taken: "2026-01-01 00:00:00")
        try folder.writePhoto("y.jpg", taken: "2026-01-02 00:00:00")
        let both = try folder.photos()
        let firstGoesOn = DispatchSemaphore(value: 0)
        let secondGoesOn = DispatchSemaphore(value: 0)
        // The first run's first read waits for the second run to have started; the second run's first
        // read waits for the first run to have ended.
        let reader = TestReader { count in
            if count == 1 { firstGoesOn.wait() }
            if count == 2 { secondGoesOn.wait() }
        }
        let index = PhotoIndex(
            root: try folder.scan().root, storage: folder.storage, reader: reader.reader, workerCount: 1,
            batchSize: 1)

        let first = index.update(photos: both)
        while reader.readCount < 1 { usleep(1000) }
        // The second run's library no longer has y (as a scan after its deletion would find it).
        let second = index.update(photos: both.filter { $0.path == folder.photo("x.jpg") })
        while reader.readCount < 2 { usleep(1000) }
        firstGoesOn.signal()
        first.wait()
        #expect(index.facts(for: folder.photo("y.jpg")) != nil)
        secondGoesOn.signal()
        second.wait()

        #expect(index.facts(for: folder.photo("y.jpg")) == nil)
        #expect(index.count == 1)
    }

    @Test func aColdRunAloneKeepsEveryRowItWrote() throws {
        let folder = try TestFolder()
        for day in 1...5 { try folder.writePhoto("d\(day).jpg", taken: "2026-01-0\(day) 00:00:00") }
        let index = try folder.index(reader: TestReader(), batchSize: 2)
        index.update(photos: try folder.photos()).wait()
        #expect(index.count == 5)
        #expect(try folder.index(reader: TestReader()).count == 5)
    }
}
