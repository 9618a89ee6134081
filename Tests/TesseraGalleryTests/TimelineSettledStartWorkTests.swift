import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraPhotoIndex
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// What a headless cold start of the timeline (`snapshot --timeline`) leaves undone: the `/` filter's
/// name index until the filter is opened, a second list of the library's photos, and keeping its scan and
/// check below a screen it only waits for. Real JPEGs dated by exiftool, in two folders (two albums,
/// whose photos are listed into a new array).
@MainActor
@Suite(.serialized) struct TimelineSettledStartWorkTests {
    /// Photos in two folders, three dates.
    static func twoFolders() throws -> PhotoFolder {
        let folder = PhotoFolder()
        try TimelineLiveFolderTests.photo(folder, "roll/cat.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/dog.jpg", taken: "2025:03:02 09:00:00")
        try TimelineLiveFolderTests.photo(folder, "trip/city.jpg", taken: "2024:01:02 09:00:00")
        return folder
    }

    /// The timeline screen on top of `app`'s stack.
    static func timeline(_ app: GalleryApp) throws -> TimelineViewController {
        try #require(app.stack.last as? TimelineViewController)
    }

    @Test func aSettledStartInternsNoNamesUntilTheFilterIsOpened() throws {
        let folder = try Self.twoFolders()
        let cache = TemporaryDirectory()
        defer { withExtendedLifetime((folder, cache)) {} }
        var options = try TimelineStartTests.options(folder, cache: cache)
        options.settlesFirstScreen = true
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 60, rows: 8))
        app.settleIndex()
        let first = app.renderSettled().canvas
        #expect(first.statusLine.hasPrefix(" 1 of 3 · cat.jpg"), "\(first.plainText)")
        app.settleIndex()
        #expect(
            try Self.timeline(app).filtering.nameIndex == nil, "no name interned for a screen without `/`")

        _ = app.handle(.key(.character("/")))
        app.settleIndex()
        let names = try #require(try Self.timeline(app).filtering.nameIndex, "`/` starts the names' index")
        #expect(names.isReady, "a headless run waits for it while the filter is open")
        _ = app.handle(.key(.character("c")))
        app.settleIndex()
        let filtered = app.renderSettled().canvas
        #expect(filtered.statusLine.contains("/c"), "\(filtered.plainText)")
        #expect(!filtered.statusLine.contains("indexing"), "\(filtered.plainText)")
        #expect(filtered.plainText.contains("1 of 2"), "\(filtered.plainText)")
    }

    @Test func aColdStartsFirstTimelineTakesThePhotosItsCheckWasGiven() throws {
        let folder = try Self.twoFolders()
        let cache = TemporaryDirectory()
        defer { withExtendedLifetime((folder, cache)) {} }
        var options = try TimelineStartTests.options(folder, cache: cache)
        options.settlesFirstScreen = true
        let session = PhotoLibrarySession(
            location: try #require(options.photos), options: options, pictureFinished: {})
        let checked = try #require(session.checkedPhotos, "a cold start checks the scanned photos")
        #expect(checked.map(\.name).sorted() == ["cat.jpg", "city.jpg", "dog.jpg"])
        let screen = try #require(session.firstScreens(options: options).last as? TimelineViewController)
        #expect(screen.photos == checked)
        // The same array, not a second list of the two albums' photos.
        let shownBuffer = screen.photos.withUnsafeBufferPointer { $0.baseAddress }
        #expect(shownBuffer == checked.withUnsafeBufferPointer { $0.baseAddress })
        #expect(session.checkedPhotos == nil, "taken once: the session keeps no second reference")
    }

    @Test func aScanWithoutADatabaseFileDoesNotHoldTheForeground() throws {
        let folder = try Self.twoFolders()
        let cache = TemporaryDirectory()
        let storage = IndexStorage.file(cache.path.appending("tessera/index.sqlite3"))
        let cold = TimelineIndexer(root: folder.root, storage: storage, wake: {})
        cold.startScan()
        #expect(!cold.holdsForeground, "a cold start's main thread only waits for the scan")
        cold.waitForScan()
        #expect(cold.index.count == 0)

        // Once the database file exists, a start may draw from its rows while the scan runs.
        let warm = TimelineIndexer(root: folder.root, storage: storage, wake: {})
        warm.startScan()
        #expect(warm.holdsForeground)
        warm.waitForScan()
        #expect(!warm.holdsForeground)
    }

    @Test func aHeadlessSessionChecksAtTheDefaultPriorityAndARunningOneBelowTheScreen() throws {
        let folder = try Self.twoFolders()
        let cache = TemporaryDirectory()
        defer { withExtendedLifetime((folder, cache)) {} }
        var options = try TimelineStartTests.options(folder, cache: cache)
        options.settlesFirstScreen = true
        let headless = PhotoLibrarySession(location: try #require(options.photos), options: options) {}
        let headlessIndexer = try #require(headless.context.timelineIndexer)
        #expect(headlessIndexer.index.workerPriority == .default)
        headlessIndexer.waitForRun()
        options.settlesFirstScreen = false
        options.index = .memory
        let running = PhotoLibrarySession(location: try #require(options.photos), options: options) {}
        let runningIndexer = try #require(running.context.timelineIndexer)
        #expect(runningIndexer.index.workerPriority == .utility)
        runningIndexer.waitForRun()
    }
}
