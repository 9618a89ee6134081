import SystemPackage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Many changes at once: a burst of 2,000 files is one batch, and an overflow of the kernel's event queue
/// (forced for real) asks for a whole scan, after which every folder is watched again.
@Suite struct FolderWatcherBurstTests {
    @Test func twoThousandFilesCreatedAndDeletedInABurst() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/Old/keep.jpg")
        let session = try WatchSession(tree)
        let names = (0..<2000).map { "IMG_\($0).jpg" }
        try tree.files(names, in: "photos/Copied")
        try tree.files(Array(names.prefix(1000)), in: "photos/Old")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/Copied", "photos/Old"])
        #expect(!changes.everything)
        #expect(session.library.album(named: "Copied")?.photos.count == 2000)
        #expect(try session.differenceFromFreshScan() == nil)

        try tree.removeFiles(names, in: "photos/Copied")
        try tree.removeFiles(names.prefix(1000).filter { $0.hasSuffix("7.jpg") }, in: "photos/Old")
        let deleted = try #require(try session.settle())
        #expect(session.relative(deleted.changed) == ["photos/Copied", "photos/Old"])
        #expect(session.library.albumNames == ["Old"])
        #expect(session.library.album(named: "Old")?.photos.count == 901)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func filesCreatedAndDeletedWithinOneBatchChangeNothing() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/Album/a.jpg")
        let session = try WatchSession(tree)
        let before = session.library.albums
        let names = (0..<2000).map { "\($0).jpg" }
        try tree.files(names, in: "photos/Album")
        try tree.removeFiles(names, in: "photos/Album")
        #expect(try session.settle() != nil)
        #expect(session.library.albums == before)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func anOverflowingQueueAsksForAWholeScanAndWatchesEverythingAgain() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/Album/a.jpg")
        let session = try WatchSession(tree)
        // Each rename queues two events (moved from, moved to), so this many overflow the queue for sure.
        let renames = try maxQueuedEvents() / 2 + 10
        let album = open(tree.path("photos/Album").string, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try check(album)
        defer { close(album) }
        for index in 0..<renames {
            let (from, to) = index.isMultiple(of: 2) ? ("a.jpg", "b.jpg") : ("b.jpg", "a.jpg")
            try check(renameat(album, from, album, to))
        }
        // Made while the queue is full: these events are lost, only a new walk finds the folder.
        try tree.file("photos/Late/late.jpg")
        try tree.file("photos/Album/c.jpg")
        let changes = try #require(try session.settle())
        #expect(changes.everything)
        #expect(session.library.albumNames == ["Album", "Late"])
        #expect(try session.differenceFromFreshScan() == nil)

        try tree.file("photos/Late/later.jpg")
        let later = try #require(try session.settle())
        #expect(!later.everything)
        #expect(session.relative(later.changed) == ["photos/Late"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    /// `fs.inotify.max_queued_events`: how many events an instance's queue holds.
    private func maxQueuedEvents() throws -> Int {
        let descriptor = open("/proc/sys/fs/inotify/max_queued_events", O_RDONLY | O_CLOEXEC)
        try check(descriptor)
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = read(descriptor, &bytes, bytes.count)
        return try #require(Int(String(decoding: bytes[..<max(count, 0)], as: UTF8.self).filter(\.isNumber)))
    }
}
