import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera PATH` while the folder changes on disk: the real app over a real folder and real inotify,
/// on a virtual clock. Whatever happens, once the changes are shown and the animation ends, the screen
/// is what a fresh start on the folder shows (compared after Home, as focus and scroll may stay put).
@MainActor
@Suite(.serialized) struct LiveFolderTests {
    /// An app watching `folder`, sized and drawn once.
    static func watchingApp(_ folder: PhotoFolder, size: (Int, Int) = (100, 30)) throws -> GalleryApp {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = true
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: size.0, rows: size.1))
        #expect(app.folderWatchDescriptor != nil)
        frame(app)
        return app
    }

    /// The app's frame once every picture it shows is made.
    @discardableResult
    static func frame(_ app: GalleryApp) -> Canvas {
        app.renderSettled().canvas
    }

    /// Reads the changes as they arrive and lets virtual time pass until they are shown; returns the
    /// time reached. Fails if nothing is shown within a real second.
    @discardableResult
    static func showChanges(_ app: GalleryApp, from start: Duration) throws -> Duration {
        var now = start
        for _ in 0..<100 {
            var descriptor = pollfd(fd: app.folderWatchDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 10)
            now += .milliseconds(50)
            if app.takeFolderChanges(at: now) { return now }
        }
        Issue.record("no change was shown")
        return now
    }

    /// What a fresh start on the folder shows after `keys`.
    static func freshScreen(_ folder: PhotoFolder, keys: String = "home", size: String = "100x30") throws
        -> Canvas
    {
        try folder.snapshot(keys, size: size)
    }

    /// Lets the changes shown at `time` end, and the new photos' shapes settle into the Feed's rows.
    static func settle(_ app: GalleryApp, at time: Duration) -> Canvas {
        app.waitForPhotoShapes()
        // The update's animation ends, then the one of the shapes learnt starts and ends.
        for seconds in 0...3 { app.advance(to: time + .seconds(seconds)) }
        _ = app.handle(.key(.home))
        return frame(app)
    }

    @Test func albumsAppearAndVanishAnimatedAndEndAsAFreshScan() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Beach/a.jpg")
        try folder.jpeg("Beach/b.jpg")
        try folder.jpeg("Cats/1.jpg")
        let app = try Self.watchingApp(folder)
        let before = Self.frame(app)
        #expect(before.plainText.contains(" Cats "))
        try folder.jpeg("Dogs/x.jpg")
        try folder.jpeg("Beach/c.jpg")
        #expect(unlink(folder.root.appending("Cats/1.jpg").string) == 0)
        let shown = try Self.showChanges(app, from: .zero)
        app.advance(to: shown)
        app.advance(to: shown + .milliseconds(120))
        let middle = Self.frame(app)
        let end = Self.settle(app, at: shown)
        #expect(middle != end, "the change animates")
        #expect(end.plainText.contains(" Dogs ") && !end.plainText.contains(" Cats "))
        #expect(end.plainText.contains("3 photos"), "Beach has its new photo")
        #expect(end == (try Self.freshScreen(folder)))
    }

    @Test func anOpenFeedTakesPhotosAddedRenamedAndRemoved() throws {
        let folder = PhotoFolder()
        for name in ["a", "b", "c"] { try folder.jpeg("Beach/\(name).jpg") }
        try folder.jpeg("Cats/1.jpg")
        let app = try Self.watchingApp(folder)
        _ = app.handle(.key(.enter))
        Self.frame(app)
        try folder.jpeg("Beach/d.jpg")
        #expect(
            rename(folder.root.appending("Beach/a.jpg").string, folder.root.appending("Beach/z.jpg").string)
                == 0)
        #expect(unlink(folder.root.appending("Beach/b.jpg").string) == 0)
        let shown = try Self.showChanges(app, from: .zero)
        let end = Self.settle(app, at: shown)
        #expect(end.statusLine.hasPrefix(" 1 of 3 · c.jpg"), "\(end.statusLine)")
        #expect(end == (try Self.freshScreen(folder, keys: "enter home")))
    }

    @Test func aBurstOfFilesIsOneCalmChange() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Beach/a.jpg")
        let app = try Self.watchingApp(folder)
        let bytes = try JPEGWriter().encode(
            RGBImage(size: PixelSize(width: 16, height: 16), filledWith: (10, 200, 10)))
        for index in 0..<500 { folder.directory.write(bytes, to: "Beach/burst-\(index).jpg") }
        for index in stride(from: 0, to: 500, by: 2) {
            #expect(unlink(folder.root.appending("Beach/burst-\(index).jpg").string) == 0)
        }
        let shown = try Self.showChanges(app, from: .zero)
        #expect(!app.takeFolderChanges(at: shown + .seconds(5)), "nothing left: one batch")
        let end = Self.settle(app, at: shown)
        #expect(end.statusLine.hasPrefix(" 1 of 251 · a.jpg"), "one album: the app opened in its Feed")
        #expect(end == (try Self.freshScreen(folder)))
    }

    @Test func rescanShowsWhatChangedWithoutAWatcher() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Beach/a.jpg")
        try folder.jpeg("Dogs/a.jpg")
        let screen = try folder.snapshot("", size: "100x30")
        #expect(!screen.statusLine.contains("Not watching"), "headless runs do not watch and say nothing")
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = false
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 100, rows: 30))
        try folder.jpeg("Cats/1.jpg")
        _ = app.handle(.key(.character("r")))
        let end = Self.settle(app, at: .zero)
        #expect(end.plainText.contains(" Cats "))
        #expect(end == (try Self.freshScreen(folder)))
    }
}
