import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraPhotoIndex
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#endif

/// How `tessera --timeline FOLDER` starts, through the whole app: warm, from the rows a former run left
/// in a real SQLite index, the folder scanned and checked in the background; cold, the folder scanned
/// before the first screen; and where the first focus lands (the newest photo, top-left) while a cold
/// index settles. Real JPEGs dated by exiftool.
@MainActor
@Suite(.serialized) struct TimelineStartTests {
    /// The options of `tessera --timeline FOLDER` as the command line makes them: the folder unscanned,
    /// its index in `cache`.
    static func options(_ folder: PhotoFolder, cache: TemporaryDirectory) throws -> GalleryOptions {
        let root = try #require(try LibraryScanner.readableFolder(folder.root))
        var options = GalleryOptions(photos: .folder(Library(root: root, albums: [])))
        options.folderIsScanned = false
        options.opensTimeline = true
        options.watchesFolder = false
        options.index = .file(cache.path.appending("tessera/index.sqlite3"))
        return options
    }

    /// Sets the modification time of the file at `relative` in `folder` to `seconds` since 1970.
    static func touch(_ folder: PhotoFolder, _ relative: String, seconds: Int) throws {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        let path = folder.root.appending(relative).string
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// The indexer of the app's session.
    static func indexer(_ app: GalleryApp) throws -> TimelineIndexer {
        let session = try #require(app.session as? PhotoLibrarySession)
        return try #require(session.context.timelineIndexer)
    }

    /// The month headers of a timeline screen, top to bottom.
    static func months(_ canvas: Canvas) -> [String] {
        canvas.lines().filter {
            $0.range(of: #"^ [A-Z][a-z]+ 20\d\d · "#, options: .regularExpression) != nil
        }
        .map { String($0.prefix { $0 != "·" }.dropLast()) }
    }

    /// Runs the app on the folder with an index in `cache` once, until the index has checked every file,
    /// as a former run would.
    static func formerRun(_ folder: PhotoFolder, cache: TemporaryDirectory) throws -> Canvas {
        let app = GalleryApp(options: try options(folder, cache: cache))
        _ = app.handle(.resize(columns: 80, rows: 40))
        app.settleIndex()
        return app.render().canvas
    }

    @Test func aWarmStartShowsTheIndexsRowsThenWhatChangedWithinItsMonthsAnimated() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/b.jpg", taken: "2025:03:02 09:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/f.jpg", taken: "2025:03:01 09:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/d.jpg", taken: "2024:01:02 09:00:00")
        let former = try Self.formerRun(folder, cache: cache)
        #expect(Self.months(former) == [" November 2026", " March 2025", " January 2024"])

        // Since the former run, within the same months: e.jpg added (the newest), f.jpg removed, d.jpg's
        // date changed.
        try TimelineLiveFolderTests.photo(folder, "roll/e.jpg", taken: "2026:11:20 18:00:00")
        #expect(unlink(folder.root.appending("roll/f.jpg").string) == 0)
        try TimelineLiveFolderTests.photo(folder, "roll/d.jpg", taken: "2024:01:25 09:00:00")

        let warm = GalleryApp(options: try Self.options(folder, cache: cache))
        _ = warm.handle(.resize(columns: 80, rows: 40))
        let first = warm.render().canvas
        #expect(
            first.lines()[1].hasPrefix(" November 2026 · 1 photo "), "the index's rows\n\(first.plainText)")
        #expect(first.plainText.contains(" March 2025 · 2 photos "), "f.jpg still there\n\(first.plainText)")
        #expect(first.statusLine.hasPrefix(" 1 of 4 · a.jpg · Nov 8, 2026 · 12:00"), "\(first.statusLine)")

        // The background scan and check end; their changes come in as an animated update.
        try Self.indexer(warm).waitForRun()
        warm.advance(to: .seconds(1))
        #expect(warm.isAnimating, "what changed animates in")
        warm.advance(to: .seconds(3))
        let settled = warm.renderSettled().canvas
        #expect(settled.lines()[1].hasPrefix(" November 2026 · 2 photos "), "\(settled.plainText)")
        #expect(settled.plainText.contains(" March 2025 · 1 photo "), "\(settled.plainText)")
        #expect(
            settled.statusLine.hasPrefix(" 1 of 4 · e.jpg · Nov 20, 2026 · 18:00"), "the newest, top-left")
        _ = warm.handle(.key(.end))
        #expect(warm.renderSettled().canvas.statusLine.hasPrefix(" 4 of 4 · d.jpg · Jan 25, 2024 "))
    }

    @Test func aWarmStartTakesInNewAndEmptiedMonthsAndTheScannedAlbums() throws {
        let folder = PhotoFolder()
        let cache = TemporaryDirectory()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/b.jpg", taken: "2025:03:02 09:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/d.jpg", taken: "2024:01:02 09:00:00")
        _ = try Self.formerRun(folder, cache: cache)

        // Since the former run: b.jpg removed, c.jpg added in a month of its own, d.jpg's month changed.
        #expect(unlink(folder.root.appending("roll/b.jpg").string) == 0)
        try TimelineLiveFolderTests.photo(folder, "roll/c.jpg", taken: "2019:07:14 10:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/d.jpg", taken: "2018:01:02 09:00:00")

        let warm = GalleryApp(options: try Self.options(folder, cache: cache))
        _ = warm.handle(.resize(columns: 80, rows: 40))
        #expect(Self.months(warm.render().canvas) == [" November 2026", " March 2025", " January 2024"])
        try Self.indexer(warm).waitForRun()
        for seconds in 1...3 { warm.advance(to: .seconds(seconds)) }
        let settled = warm.renderSettled().canvas
        #expect(
            Self.months(settled) == [" November 2026", " July 2019", " January 2018"], "\(settled.plainText)")

        // The same screen as a cold start of the folder as it is now, with an empty index.
        let fresh = Snapshot.run(
            size: TerminalSize("80x40")!, steps: [],
            options: try Self.options(folder, cache: TemporaryDirectory()))
        #expect(settled == fresh, "\(settled.plainText)\n\(fresh.plainText)")

        // The session took the scan's library: `t` shows the albums of the folder as it is now.
        _ = warm.handle(.key(.character("t")))
        let album = warm.renderSettled().canvas
        #expect(album.lines()[0].hasPrefix(" ‹ roll"), "\(album.plainText)")
        #expect(album.plainText.contains("c.jpg") && !album.plainText.contains("b.jpg"), "\(album.plainText)")
    }

    @Test func aColdStartScansTheFolderBeforeTheFirstScreen() throws {
        let folder = PhotoFolder()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/b.jpg", taken: "2025:03:02 09:00:00")
        let app = GalleryApp(options: try Self.options(folder, cache: TemporaryDirectory()))
        _ = app.handle(.resize(columns: 80, rows: 24))
        // Before the index has read a file: both photos, placed by their modification times.
        #expect(app.render().canvas.statusLine.hasPrefix(" 1 of 2 · "))
        app.settleIndex()
        #expect(Self.months(app.render().canvas) == [" November 2026", " March 2025"])
    }

    /// A roll whose file dates and dates taken disagree: `a.jpg` was written last but taken first, so on
    /// a cold index it opens the timeline (placed by its modification time) and moves to the end once
    /// read; `b.jpg` is the newest photo.
    static func rollOfDisagreeingDates() throws -> PhotoFolder {
        let folder = PhotoFolder()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2019:07:14 10:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/b.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/c.jpg", taken: "2025:03:02 09:00:00")
        try Self.touch(folder, "roll/a.jpg", seconds: 1_900_000_000)
        try Self.touch(folder, "roll/b.jpg", seconds: 1_800_000_000)
        try Self.touch(folder, "roll/c.jpg", seconds: 1_800_000_000)
        return folder
    }

    @Test(arguments: [(60, 8), (80, 24), (100, 30)])
    func theFirstFocusIsTheNewestPhotoOnceAColdIndexSettles(columns: Int, rows: Int) throws {
        let folder = try Self.rollOfDisagreeingDates()
        let app = GalleryApp(options: try Self.options(folder, cache: TemporaryDirectory()))
        _ = app.handle(.resize(columns: columns, rows: rows))
        #expect(app.render().canvas.statusLine.hasPrefix(" 1 of 3 · a.jpg "), "placed by its file date first")
        // The running app: the index's changes come in through the run loop's updates.
        try Self.indexer(app).waitForRun()
        for milliseconds in stride(from: 0, through: 3000, by: 500) {
            app.advance(to: .milliseconds(milliseconds))
        }
        let settled = app.renderSettled().canvas
        #expect(settled.statusLine.hasPrefix(" 1 of 3 · b.jpg · Nov 8, 2026"), "\(settled.plainText)")
        #expect(settled.lines()[1].hasPrefix(" November 2026 · 1 photo"), "the newest photo at the top")
    }

    @Test func theFirstFocusOfASnapshotIsTheNewestPhoto() throws {
        let folder = try Self.rollOfDisagreeingDates()
        let screen = Snapshot.run(
            size: TerminalSize("60x8")!, steps: [],
            options: try Self.options(folder, cache: TemporaryDirectory()))
        #expect(screen.statusLine.hasPrefix(" 1 of 3 · b.jpg · Nov 8, 2026"), "\(screen.plainText)")
    }

    @Test func aPersonWhoMovedBeforeTheIndexSettledStaysWhereTheyWent() throws {
        let folder = try Self.rollOfDisagreeingDates()
        let app = GalleryApp(options: try Self.options(folder, cache: TemporaryDirectory()))
        _ = app.handle(.resize(columns: 60, rows: 8))
        _ = app.handle(.key(.end))
        #expect(app.render().canvas.statusLine.hasPrefix(" 3 of 3 · c.jpg "), "by their file dates: a, b, c")
        app.settleIndex()
        let settled = app.renderSettled().canvas
        #expect(settled.statusLine.hasPrefix(" 2 of 3 · c.jpg "), "\(settled.statusLine)")
    }
}
