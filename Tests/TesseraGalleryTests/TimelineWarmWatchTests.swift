import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#endif

/// A warm start of the timeline watching its folder: the background scan starts the folder's watcher
/// before it scans (the main thread walks no folder before its first screen), and the session takes the
/// watcher with the scan's library. Changes made right after the start still come in, live. Real JPEGs
/// dated by exiftool, a real SQLite index, real inotify.
@MainActor
@Suite(.serialized) struct TimelineWarmWatchTests {
    /// `tessera --timeline FOLDER` with its index in `cache`, watching the folder.
    static func watchingOptions(_ folder: PhotoFolder, cache: TemporaryDirectory) throws -> GalleryOptions {
        var options = try TimelineStartTests.options(folder, cache: cache)
        options.watchesFolder = true
        return options
    }

    @Test func aPhotoAddedRightAfterAWarmStartComesIn() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "later/b.jpg", taken: "2025:03:02 09:00:00")
        _ = try TimelineStartTests.formerRun(folder, cache: cache)

        let warm = GalleryApp(options: try Self.watchingOptions(folder, cache: cache))
        _ = warm.handle(.resize(columns: 80, rows: 30))
        let session = try #require(warm.session as? PhotoLibrarySession)
        #expect(session.awaitsStartingScan, "a warm start: the first screen is the index's")
        #expect(warm.renderSettled().canvas.statusLine.hasPrefix(" 1 of 2 · a.jpg "))
        #expect(session.note == nil, "no \"Not watching\" while the watcher comes with the scan")

        // Right after the start, while the scan may still run: a photo in a folder of its own.
        try TimelineLiveFolderTests.photo(folder, "later/c.jpg", taken: "2019:07:14 10:00:00")
        try TimelineStartTests.indexer(warm).waitForRun()
        _ = try LiveFolderTests.showChanges(warm, from: .zero)
        #expect(!session.awaitsStartingScan)
        #expect(session.watcher != nil, "the scan's watcher was taken")
        #expect(warm.folderWatchDescriptor != nil, "the run loop polls it")

        // A photo added once the watcher is the session's comes in as well.
        try TimelineLiveFolderTests.photo(folder, "roll/d.jpg", taken: "2024:01:02 09:00:00")
        let shown = try LiveFolderTests.showChanges(warm, from: .seconds(10))
        warm.settleIndex()
        for seconds in 0...3 { warm.advance(to: shown + .seconds(seconds)) }
        let settled = warm.renderSettled().canvas
        #expect(
            TimelineStartTests.months(settled) == [
                " November 2026", " March 2025", " January 2024", " July 2019",
            ],
            "\(settled.plainText)")
        #expect(settled.statusLine.hasPrefix(" 1 of 4 · a.jpg "), "\(settled.statusLine)")
    }
}
