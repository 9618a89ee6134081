import ImagingTestSupport
import SystemPackage
import TesseraPhotoIndex
import TesseraPhotoLibrary
import TesseraThumbnails
import Testing

@testable import TesseraPhotos
@testable import TesseraShell

/// A warm start's background scan keeps the threads it starts below the main thread
/// (`BackgroundPriority`) while the first screen is made, and only until then: the first pass of the
/// run loop after it, or the main thread's waiting for the scan, ends it, once.
@MainActor
@Suite struct TimelineScanPriorityTests {
    /// A timeline screen started from the index of a former run, as `tessera --timeline` makes it.
    static func warmScreen(_ folder: PhotoFolder, _ cache: TemporaryDirectory) throws -> (
        TimelineIndexer, TimelineViewController
    ) {
        let storage = IndexStorage.file(cache.path.appending("tessera/index.sqlite3"))
        let root = try TimelineWarmStartTests.formerRun(folder, storage: storage)
        let indexer = TimelineIndexer(root: root, storage: storage, wake: {})
        indexer.startScan()
        let context = PhotoContext(
            pipeline: PicturePipeline(onFinish: {}), rendering: GalleryOptions().pictureRendering)
        return (indexer, TimelineViewController(fromIndexOf: indexer, context: context))
    }

    @Test func theScanRunsBelowTheMainThreadUntilTheFirstPassOfTheRunLoop() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        let (indexer, screen) = try Self.warmScreen(folder, cache)
        #expect(indexer.holdsForeground, "the first screen is made while the scan runs")
        #expect(BackgroundPriority.foregroundIsBusy)
        screen.advance(to: .seconds(1))
        #expect(
            !indexer.holdsForeground, "drawn: what the scan starts now runs at the main thread's priority")
        indexer.startScan()
        #expect(!indexer.holdsForeground, "one scan, held once")
        indexer.waitForRun()
    }

    @Test func waitingForTheScanEndsIt() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        let (indexer, screen) = try Self.warmScreen(folder, cache)
        #expect(indexer.holdsForeground)
        screen.settle()
        #expect(!indexer.holdsForeground, "a headless run's main thread waits: nothing to keep a core for")
    }

    @Test func anIndexerThatScansNothingHoldsNothing() throws {
        let cache = TemporaryDirectory()
        let indexer = TimelineIndexer(
            root: cache.path, storage: .file(cache.path.appending("index.sqlite3")), wake: {})
        #expect(!indexer.holdsForeground)
    }
}
