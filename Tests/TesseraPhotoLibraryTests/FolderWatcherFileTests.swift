import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Photos created, removed, renamed and rewritten in a watched folder: each batch names exactly the
/// folders touched, and applying it gives what a fresh scan gives.
@Suite struct FolderWatcherFileTests {
    /// A watched library of two albums, `A` (two photos) and `B` (one).
    private func session() throws -> WatchSession {
        let tree = try TemporaryTree()
        try tree.file("photos/A/IMG_1.jpg")
        try tree.file("photos/A/IMG_2.jpg")
        try tree.file("photos/B/beach.png")
        return try WatchSession(tree)
    }

    @Test func aFileWrittenAndClosedIsAdded() throws {
        let session = try session()
        try session.tree.file("photos/A/IMG_10.jpg", contents: [1, 2, 3, 4])
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A"])
        #expect(changes.vanished.isEmpty && !changes.everything)
        #expect(session.library.album(named: "A")?.photoNames == ["IMG_1.jpg", "IMG_2.jpg", "IMG_10.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aFileStillBeingWrittenWaitsForItsClose() throws {
        let session = try session()
        let descriptor = session.tree.path("photos/A/IMG_3.jpg").withPlatformString {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        try check(descriptor)
        #expect(write(descriptor, [0xFF, 0xD8], 2) == 2)
        session.watcher.readEvents(at: .zero)
        #expect(session.watcher.nextDeadline == nil)
        #expect(write(descriptor, [0xFF], 1) == 1)
        close(descriptor)
        try waitUntilLastWriterClosed(session.tree.path("photos/A/IMG_3.jpg"))
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A"])
        #expect(session.library.album(named: "A")?.photos.last?.byteCount == 3)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aRemovedFileGoesAndTheLastOneTakesItsAlbum() throws {
        let session = try session()
        session.tree.remove("photos/A/IMG_1.jpg")
        session.tree.remove("photos/B/beach.png")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A", "photos/B"])
        #expect(session.library.albumNames == ["A"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aRenameWithinAnAlbumReordersIt() throws {
        let session = try session()
        try session.tree.rename("photos/A/IMG_1.jpg", to: "photos/A/IMG_3.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A"])
        #expect(session.library.album(named: "A")?.photoNames == ["IMG_2.jpg", "IMG_3.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aRenameAcrossAlbumsChangesBoth() throws {
        let session = try session()
        try session.tree.rename("photos/A/IMG_2.jpg", to: "photos/B/IMG_2.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A", "photos/B"])
        #expect(session.library.album(named: "B")?.photoNames == ["beach.png", "IMG_2.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func renamingToAndFromAPhotoNameAddsAndRemoves() throws {
        let session = try session()
        try session.tree.file("photos/B/.partial.jpg.tmp")
        try session.tree.rename("photos/B/.partial.jpg.tmp", to: "photos/B/done.jpg")
        try session.tree.rename("photos/A/IMG_1.jpg", to: "photos/A/IMG_1.jpg.bak")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A", "photos/B"])
        #expect(session.library.album(named: "A")?.photoNames == ["IMG_2.jpg"])
        #expect(session.library.album(named: "B")?.photoNames == ["beach.png", "done.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aRewrittenFileHasItsNewSizeAndTime() throws {
        let session = try session()
        let before = try #require(session.library.album(named: "B")?.photos.first)
        try session.tree.rewrite("photos/B/beach.png", contents: Array(repeating: 7, count: 100))
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/B"])
        let after = try #require(session.library.album(named: "B")?.photos.first)
        #expect(after.byteCount == 100 && before.byteCount == 3)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func newTimesWithoutWritingAreSeen() throws {
        let session = try session()
        try session.tree.setModified("photos/A/IMG_2.jpg", seconds: 1_000_000_000, nanoseconds: 5)
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/A"])
        #expect(session.library.album(named: "A")?.photos.last?.modified.seconds == 1_000_000_000)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func linksNeedNoWritingAndAreAddedWhenCreated() throws {
        let session = try session()
        try session.tree.link("photos/B/linked.jpg", to: "../A/IMG_1.jpg")
        try session.tree.hardLink("photos/B/second.jpg", to: "photos/A/IMG_2.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/B"])
        #expect(session.library.album(named: "B")?.photoNames == ["beach.png", "linked.jpg", "second.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func hiddenAndOtherFilesMakeNoBatch() throws {
        let session = try session()
        try session.tree.file("photos/A/.hidden.jpg")
        try session.tree.file("photos/A/notes.txt")
        try session.tree.rename("photos/A/notes.txt", to: "photos/B/notes.md")
        session.tree.remove("photos/A/.hidden.jpg")
        #expect(try session.settle() == nil)
        #expect(session.watcher.nextDeadline == nil)
    }

    @Test func photosDirectlyInTheFolderFormItsAlbum() throws {
        let session = try session()
        try session.tree.file("photos/cover.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos"])
        #expect(session.library.albumNames == ["photos", "A", "B"])
        session.tree.remove("photos/cover.jpg")
        try session.settle()
        #expect(session.library.albumNames == ["A", "B"])
        #expect(try session.differenceFromFreshScan() == nil)
    }
}
