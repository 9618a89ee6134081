import SystemPackage
import Testing

@testable import TesseraPhotoLibrary

/// The watched folder itself goes away and comes back (re-created, or moved away and back): the watcher
/// says it is gone meanwhile, notices its return through its parent, watches it all again, and `rearm`
/// re-arms it whatever happened.
@Suite struct FolderWatcherRootReturnTests {
    @Test func removedThenMadeAgainLaterIsNoticedAndWatchedAgain() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        tree.remove("photos")
        #expect(throws: LibraryError.notFound(tree.path("photos"))) { try session.settle() }
        #expect(session.watcher.problem == .folderGone(tree.path("photos")))
        #expect(
            session.watcher.problem?.description
                == "\(tree.path("photos")) is gone: watching for it to come back")

        try tree.file("photos/B/b.jpg")
        let changes = try #require(try session.settle())
        #expect(changes.everything)
        #expect(session.watcher.problem == nil)
        #expect(session.library.albumNames == ["B"])
        try tree.file("photos/B/c.jpg")
        #expect(session.relative(try #require(try session.settle()).changed) == ["photos/B"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func movedAwayAndBackIsWatchedAgain() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        try tree.rename("photos", to: "away")
        #expect(throws: LibraryError.notFound(tree.path("photos"))) { try session.settle() }
        #expect(session.watcher.problem == .folderGone(tree.path("photos")))
        // What changes in the folder while it is away is not ours, and comes in with the return.
        try tree.file("away/A/b.jpg")
        #expect(try session.settle() == nil)

        try tree.rename("away", to: "photos")
        #expect(try #require(try session.settle()).everything)
        #expect(session.library.albums.first?.photoNames == ["a.jpg", "b.jpg"])
        try tree.file("photos/New/n.jpg")
        #expect(session.relative(try #require(try session.settle()).changed) == ["photos/New"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aSiblingComingAndGoingIsNotOurs() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        tree.remove("photos")
        #expect(throws: LibraryError.notFound(tree.path("photos"))) { try session.settle() }
        try tree.file("other/x.jpg")
        try tree.rename("other", to: "photos-old")
        tree.remove("photos-old")
        #expect(try session.settle() == nil)
    }

    @Test func rearmWatchesEverythingAnewAndDropsWhatWasPending() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        tree.remove("photos")
        #expect(throws: LibraryError.notFound(tree.path("photos"))) { try session.settle() }
        try tree.file("photos/B/b.jpg")
        session.watcher.rearm()
        #expect(session.watcher.problem == nil)
        #expect(session.watcher.nextDeadline == nil)
        _ = try session.settle()
        try tree.file("photos/B/c.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/B"])
    }

    @Test func rearmRecoversWhatNoEventCouldTell() throws {
        // The folder's parent goes too, and with it the watch that would notice the folder's return:
        // only `rearm` (the app's `r`) watches it again.
        let tree = try TemporaryTree()
        try tree.file("outer/photos/A/a.jpg")
        let session = try WatchSession(tree, folder: "outer/photos")
        tree.remove("outer")
        #expect(throws: LibraryError.notFound(tree.path("outer/photos"))) { try session.settle() }
        try tree.file("outer/photos/B/b.jpg")
        #expect(try session.settle() == nil)
        #expect(session.watcher.problem == .folderGone(tree.path("outer/photos")))

        session.watcher.rearm()
        #expect(session.watcher.problem == nil)
        try tree.file("outer/photos/B/c.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["outer/photos/B"])
    }

    @Test func rearmWhileTheFolderIsGoneSaysSo() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        tree.remove("photos")
        session.watcher.rearm()
        #expect(session.watcher.problem == .folderGone(tree.path("photos")))
    }
}
