import ImagingTestSupport
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraThumbnails
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#endif

/// A warm start of the timeline: the first screen comes from the index a former run left (a real SQLite
/// file), before the folder is scanned; the scan and the check of every file run in the background and
/// what changed on disk since (real JPEGs dated by exiftool) comes in after.
@MainActor
@Suite struct TimelineWarmStartTests {
    /// The month titles of `timeline`, newest first.
    static func months(_ timeline: Timeline) -> [String] { timeline.sections.map(\.title) }

    /// `roll/a.jpg` (November 2026) and `roll/b.jpg` (March 2025) in `folder`, indexed into `storage` by a
    /// former run; the folder's root.
    static func formerRun(_ folder: PhotoFolder, storage: IndexStorage) throws -> FilePath {
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/b.jpg", taken: "2025:03:02 09:00:00")
        let root = try LibraryScanner.scan(folder: folder.root).root
        let former = TimelineIndexer(root: root, storage: storage, wake: {})
        former.update(photos: PhotoIndex.photos(of: try LibraryScanner.scan(folder: root)))
        former.waitForRun()
        former.index.close()
        return root
    }

    @Test func theFirstScreenShowsTheIndexsMonthsThenTheChangesOnDisk() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        let storage = IndexStorage.file(cache.path.appending("tessera/index.sqlite3"))
        let root = try Self.formerRun(folder, storage: storage)

        // Since the former run: b.jpg gone, c.jpg new in a month of its own.
        #expect(unlink(root.appending("roll/b.jpg").string) == 0)
        try TimelineLiveFolderTests.photo(folder, "roll/c.jpg", taken: "2019:07:14 10:00:00")

        let indexer = TimelineIndexer(root: root, storage: storage, wake: {})
        let context = PhotoContext(
            pipeline: PicturePipeline(onFinish: {}),
            rendering: GalleryOptions().pictureRendering)
        let screen = TimelineViewController(fromIndexOf: indexer, context: context)
        #expect(
            Self.months(screen.timeline) == ["November 2026 · 1 photo", "March 2025 · 1 photo"],
            "the first screen is the index's, b.jpg still on it")

        indexer.waitForRun()
        screen.takeIndexChanges(at: .seconds(1))
        #expect(Self.months(screen.timeline) == ["November 2026 · 1 photo", "July 2019 · 1 photo"])
        #expect(screen.timeline.items.map(\.photo.name) == ["a.jpg", "c.jpg"])
        #expect(
            screen.photos.map(\.name).sorted() == ["a.jpg", "c.jpg"], "the scan's photos replace the rows")
    }

    @Test func snapshotsWaitForTheScanAndTheCheck() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        let storage = IndexStorage.file(cache.path.appending("tessera/index.sqlite3"))
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        let root = try LibraryScanner.scan(folder: folder.root).root
        let context = PhotoContext(
            pipeline: PicturePipeline(onFinish: {}),
            rendering: GalleryOptions().pictureRendering)

        // An empty index: the first screen has nothing, the settled one the folder's photo.
        let screen = TimelineViewController(
            fromIndexOf: TimelineIndexer(root: root, storage: storage, wake: {}), context: context)
        #expect(screen.timeline.items.isEmpty)
        screen.settle()
        #expect(Self.months(screen.timeline) == ["November 2026 · 1 photo"])
    }

    @Test func anUnchangedFolderLeavesTheFirstTimelineAsItWas() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        let storage = IndexStorage.file(cache.path.appending("tessera/index.sqlite3"))
        let root = try Self.formerRun(folder, storage: storage)

        let indexer = TimelineIndexer(root: root, storage: storage, wake: {})
        indexer.startScan()
        let context = PhotoContext(
            pipeline: PicturePipeline(onFinish: {}),
            rendering: GalleryOptions().pictureRendering)
        let screen = TimelineViewController(fromIndexOf: indexer, context: context)
        let first = screen.timeline
        screen.settle()
        #expect(screen.timeline == first)
        #expect(
            screen.timeline.items.allSatisfy { $0.photo.scannedVersion == nil },
            "the timeline is the index's, not made again from the scan's photos")
        #expect(screen.photos.allSatisfy { $0.scannedVersion != nil }, "the scan's photos are taken in")
        #expect(Set(screen.photos) == Set(first.items.map(\.photo)))
    }
}
