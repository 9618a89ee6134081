import SystemPackage
import TesseraPhotoLibrary
import Testing

/// What the watcher says when it cannot watch everything, what it throws for a folder it cannot watch at
/// all, what a batch is when the folder itself goes, and that it never writes.
@Suite struct FolderWatcherProblemTests {
    @Test func atTheWatchLimitItSaysSoAndKeepsWhatItHas() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree, watchLimit: 1)
        #expect(
            session.watcher.problem?.description
                == "not watching every folder: the inotify watch limit is reached (fs.inotify.max_user_watches = 1)"
        )
        try tree.file("photos/cover.jpg")
        try tree.file("photos/New/n.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos", "photos/New"])
        #expect(session.library.albumNames == ["photos", "A", "New"])
        #expect(try session.differenceFromFreshScan() == nil)
        try tree.file("photos/A/unseen.jpg")
        try tree.file("photos/New/unseen.jpg")
        #expect(try session.settle() == nil)
        #expect(session.watcher.problem != nil)
    }

    @Test func problemsReadAsOneLine() {
        #expect(WatchProblem.unavailable(nil).description == "cannot watch for changes: inotify needs Linux")
        #expect(
            WatchProblem.unavailable(.tooManyOpenFiles).description
                == "cannot watch for changes: too many open files or inotify instances (fs.inotify.max_user_instances)"
        )
        #expect(
            WatchProblem.unavailable(.noMemory).description
                == "cannot watch for changes: cannot allocate memory")
        #expect(
            WatchProblem.watchLimit(limit: nil).description
                == "not watching every folder: the inotify watch limit is reached (fs.inotify.max_user_watches)"
        )
    }

    @Test func aFolderThatCannotBeScannedCannotBeWatched() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/a.jpg")
        #expect(throws: LibraryError.notFound(tree.path("missing"))) {
            try FolderWatcher(folder: tree.path("missing"))
        }
        #expect(throws: LibraryError.notAFolder(tree.path("photos/a.jpg"))) {
            try FolderWatcher(folder: tree.path("photos/a.jpg"))
        }
    }

    @Test func theFolderItselfMovedAwayAsksForAWholeScanWhichSaysItIsGone() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        try tree.rename("photos", to: "moved")
        #expect(throws: LibraryError.notFound(tree.path("photos"))) { try session.settle() }
        #expect(session.watcher.nextDeadline == nil)
    }

    @Test func theFolderItselfRemovedAndMadeAgainIsWatchedAgain() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        let session = try WatchSession(tree)
        tree.remove("photos")
        try tree.file("photos/B/b.jpg")
        let changes = try #require(try session.settle())
        #expect(changes.everything)
        #expect(session.library.albumNames == ["B"])
        try tree.file("photos/B/c.jpg")
        #expect(session.relative(try #require(try session.settle()).changed) == ["photos/B"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func watchingAndRescanningWriteNothing() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/A/a.jpg")
        try tree.file("photos/B/C/c.png")
        let session = try WatchSession(tree)
        try tree.file("photos/A/b.jpg")
        try tree.file("photos/D/d.jpg")
        try tree.rename("photos/B", to: "photos/E")
        let before = try treeSnapshot(of: tree.path("photos"))
        #expect(try session.settle() != nil)
        #expect(try treeSnapshot(of: tree.path("photos")) == before)
    }
}
