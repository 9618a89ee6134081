import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#endif

/// The timeline while its folder changes on disk: the real app over real inotify, a real index (in
/// memory) and files dated by exiftool. A new photo lands in its month, a removed one leaves, animated,
/// and the settled screen is what a fresh start shows.
@MainActor
@Suite(.serialized) struct TimelineLiveFolderTests {
    /// A JPEG at `relative` whose EXIF says it was taken at `date` (exiftool's form).
    static func photo(_ folder: PhotoFolder, _ relative: String, taken date: String) throws {
        let file = try folder.jpeg(relative)
        _ = try ExternalTool.run(
            "exiftool", ["-q", "-overwrite_original", "-DateTimeOriginal=\(date)", file.string])
    }

    /// The options of `tessera --timeline` on the folder, or on its `subfolder` (its index in memory).
    static func options(_ folder: PhotoFolder, subfolder: String? = nil) throws -> GalleryOptions {
        let root = subfolder.map { folder.root.appending($0) } ?? folder.root
        var options = GalleryOptions(photos: try LibraryScanner.locate(root))
        options.opensTimeline = true
        return options
    }

    /// An app on the timeline of `folder` (or its `subfolder`), watching it, drawn once with its index
    /// settled.
    static func watchingTimeline(_ folder: PhotoFolder, subfolder: String? = nil) throws -> (
        GalleryApp, Canvas
    ) {
        var options = try options(folder, subfolder: subfolder)
        options.watchesFolder = true
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 80, rows: 20))
        app.settleIndex()
        return (app, app.renderSettled().canvas)
    }

    /// What a fresh start on the folder (or its `subfolder`) shows.
    static func fresh(_ folder: PhotoFolder, subfolder: String? = nil, keys: String = "") throws -> Canvas {
        Snapshot.run(
            size: TerminalSize("80x20")!, steps: try KeyScript.parse(keys),
            options: try options(folder, subfolder: subfolder))
    }

    @Test func photosAddedAndRemovedWithinAMonthAnimate() throws {
        let folder = PhotoFolder()
        try Self.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try Self.photo(folder, "roll/b.jpg", taken: "2026:11:02 09:00:00")
        let (app, before) = try Self.watchingTimeline(folder)
        #expect(before.lines()[1].hasPrefix(" November 2026 · 2 photos "), "\(before.plainText)")

        try Self.photo(folder, "roll/c.jpg", taken: "2026:11:05 10:00:00")
        #expect(unlink(folder.root.appending("roll/b.jpg").string) == 0)
        let shown = try LiveFolderTests.showChanges(app, from: .zero)
        app.advance(to: shown)
        app.advance(to: shown + .milliseconds(100))
        #expect(app.isAnimating, "the change animates")
        app.settleIndex()
        app.advance(to: shown + .seconds(2))
        let end = app.renderSettled().canvas
        #expect(end.lines()[1].hasPrefix(" November 2026 · 2 photos "), "\(end.plainText)")
        #expect(end.plainText.contains("c.jpg") && !end.plainText.contains("b.jpg"))
        let fresh = try Self.fresh(folder)
        #expect(end == fresh, "\(end.plainText)\n\(fresh.plainText)")
    }

    @Test func aNewMonthAndAnEmptiedOneKeepTheFocusedPhoto() throws {
        let folder = PhotoFolder()
        try Self.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try Self.photo(folder, "roll/b.jpg", taken: "2026:10:02 09:00:00")
        try Self.photo(folder, "roll/d.jpg", taken: "2025:01:02 09:00:00")
        let (app, before) = try Self.watchingTimeline(folder)
        #expect(before.plainText.contains(" October 2026 · 1 photo "))
        _ = app.handle(.key(.end))
        #expect(app.renderSettled().canvas.statusLine.hasPrefix(" 3 of 3 · d.jpg"))

        try Self.photo(folder, "roll/c.jpg", taken: "2019:07:14 10:00:00")
        #expect(unlink(folder.root.appending("roll/b.jpg").string) == 0)
        let shown = try LiveFolderTests.showChanges(app, from: .zero)
        app.settleIndex()
        app.advance(to: shown)
        app.advance(to: shown + .seconds(2))
        let end = app.renderSettled().canvas
        #expect(end.plainText.contains(" July 2019 · 1 photo "), "\(end.plainText)")
        #expect(!end.plainText.contains(" October 2026 "), "\(end.plainText)")
        #expect(end.statusLine.hasPrefix(" 2 of 3 · d.jpg · Jan 2, 2025 · 9:00"), "\(end.statusLine)")
        _ = app.handle(.key(.home))
        #expect(app.renderSettled().canvas == (try Self.fresh(folder)))
    }
}
