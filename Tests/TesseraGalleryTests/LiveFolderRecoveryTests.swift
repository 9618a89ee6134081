import SystemPackage
import TesseraCanvas
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The browsed folder goes away and comes back, folders cannot be read, photos vanish under the viewer:
/// the app says so in one line and its screens follow the folder as it is.
@MainActor
@Suite(.serialized) struct LiveFolderRecoveryTests {
    /// Removes `relative` under `folder` and everything in it (`rm -rf`, which also takes folders deeper
    /// than a path may name).
    static func remove(_ relative: String, in folder: PhotoFolder) throws {
        try #require(system("rm -rf '\(folder.root.appending(relative).string)'") == 0)
    }

    /// An app watching the folder `Trip` in `folder`, sized and drawn once.
    static func watchingTrip(_ folder: PhotoFolder) throws -> GalleryApp {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root.appending("Trip")))
        options.watchesFolder = true
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 100, rows: 30))
        #expect(app.folderWatchDescriptor != nil)
        LiveFolderTests.frame(app)
        return app
    }

    @Test func theFolderRemovedSaysItIsGoneAndMadeAgainIsShownAndWatched() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Trip/Beach/a.jpg")
        try folder.jpeg("Trip/Cats/1.jpg")
        let app = try Self.watchingTrip(folder)
        try Self.remove("Trip", in: folder)
        var now = try LiveFolderTests.showChanges(app, from: .zero)
        let gone = LiveFolderTests.frame(app)
        #expect(gone.statusLine.contains("Trip is gone"), "\(gone.statusLine)")

        try folder.jpeg("Trip/Dogs/x.jpg")
        now = try LiveFolderTests.showChanges(app, from: now)
        let back = LiveFolderTests.settle(app, at: now)
        #expect(!back.statusLine.contains("gone"), "\(back.statusLine)")
        #expect(back.plainText.contains(" Dogs "))
        // Watched again: a photo added now shows by itself (in a second album, so that a fresh start
        // shows the album list too).
        try folder.jpeg("Trip/Garden/y.jpg")
        now = try LiveFolderTests.showChanges(app, from: now + .seconds(2))
        let end = LiveFolderTests.settle(app, at: now)
        let fresh = try folder.snapshot("home", path: "Trip")
        #expect(end == fresh, "\(end.plainText)\n≠\n\(fresh.plainText)")
    }

    @Test func rWhileTheFolderIsGoneSaysSoAndAfterItsReturnReArms() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Trip/Beach/a.jpg")
        let app = try Self.watchingTrip(folder)
        try Self.remove("Trip", in: folder)
        _ = app.handle(.key(.character("r")))
        #expect(LiveFolderTests.frame(app).statusLine.contains("Trip is gone"))
        try folder.jpeg("Trip/Beach/b.jpg")
        _ = app.handle(.key(.character("r")))
        var now = Duration.seconds(1)
        let back = LiveFolderTests.settle(app, at: now)
        #expect(!back.statusLine.contains("gone"), "\(back.statusLine)")
        try folder.jpeg("Trip/Beach/c.jpg")
        now = try LiveFolderTests.showChanges(app, from: now + .seconds(2))
        #expect(LiveFolderTests.settle(app, at: now) == (try folder.snapshot("home", path: "Trip")))
    }

    @Test func foldersThatCannotBeReadAreCountedOnce() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Beach/a.jpg")
        try folder.jpeg("Cats/1.jpg")
        try DeepFolder.make(under: folder.root.appending("Deep"), depth: 5000)
        defer { try? Self.remove("Deep", in: folder) }
        let first = try folder.snapshot("")
        #expect(first.statusLine.contains("1 folder could not be read"), "\(first.statusLine)")
        let afterKey = try folder.snapshot("down")
        #expect(!afterKey.statusLine.contains("could not be read"), "said once: \(afterKey.statusLine)")
    }

    @Test func theViewersCountAndSizeFollowPhotosRemovedUnderIt() throws {
        let folder = PhotoFolder()
        try folder.jpeg("Beach/a.jpg")
        try folder.jpeg("Beach/b.jpg", width: 200, height: 100)
        try folder.jpeg("Beach/c.jpg")
        try folder.jpeg("Cats/1.jpg")
        let app = try LiveFolderTests.watchingApp(folder)
        for key in [InputEvent.key(.enter), .key(.enter), .key(.right)] { _ = app.handle(key) }
        let before = LiveFolderTests.frame(app)
        #expect(before.statusLine.hasPrefix(" 2 of 3 · b.jpg"), "\(before.statusLine)")
        try #require(unlink(folder.root.appending("Beach/a.jpg").string) == 0)
        var now = try LiveFolderTests.showChanges(app, from: .zero)
        let fewer = LiveFolderTests.frame(app)
        #expect(fewer.statusLine.hasPrefix(" 1 of 2 · b.jpg"), "\(fewer.statusLine)")

        try #require(unlink(folder.root.appending("Beach/b.jpg").string) == 0)
        now = try LiveFolderTests.showChanges(app, from: now + .seconds(2))
        let stepped = LiveFolderTests.frame(app)
        #expect(stepped.statusLine.hasPrefix(" 1 of 1 · c.jpg"), "\(stepped.statusLine)")
        #expect(stepped.statusLine.contains(ByteCountFormat.string(fileSize(folder, "Beach/c.jpg"))))

        try #require(unlink(folder.root.appending("Beach/c.jpg").string) == 0)
        _ = try LiveFolderTests.showChanges(app, from: now + .seconds(2))
        let empty = LiveFolderTests.frame(app)
        #expect(empty.statusLine.contains("no photos left"), "\(empty.statusLine)")
        _ = app.handle(.key(.right))
        _ = app.handle(.key(.end))
        _ = LiveFolderTests.frame(app)
    }

    private func fileSize(_ folder: PhotoFolder, _ relative: String) -> Int64 {
        var status = stat()
        _ = stat(folder.root.appending(relative).string, &status)
        return Int64(status.st_size)
    }
}

/// A chain of folders deeper than `PATH_MAX`, made one level at a time relative to the last (no path
/// that long can be named at once), with a photo name at the bottom.
enum DeepFolder {
    static func make(under top: FilePath, depth: Int) throws {
        try #require(mkdir(top.string, 0o755) == 0)
        var descriptor = open(top.string, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        let name = String(repeating: "d", count: 200)
        var length = top.string.utf8.count
        while length < depth {
            try #require(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            try #require(next >= 0)
            descriptor = next
            length += name.count + 1
        }
        let photo = openat(descriptor, "deep.jpg", O_WRONLY | O_CREAT, 0o644)
        close(photo)
        close(descriptor)
    }
}
