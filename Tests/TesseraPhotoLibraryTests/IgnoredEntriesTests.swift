import SystemPackage
import TesseraPhotoLibrary
import Testing
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct IgnoredEntriesTests {
    /// A folder with one real photo, a link to it, and one of every kind of entry that is not a photo,
    /// most of them with a photo's name.
    private func treeWithEveryKindOfEntry() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.file("album/real.jpg", contents: [1, 2, 3, 4, 5, 6, 7])
        try tree.link("album/alias.jpg", to: "real.jpg")
        try tree.file("album/x.jpg/inside.png")  // a folder named like a photo: an album, not a photo
        try tree.fifo("album/fifo.jpg")
        try tree.socket("album/socket.png")
        try tree.link("album/broken.jpg", to: "missing.jpg")
        try tree.link("album/loop-a.jpg", to: "loop-b.jpg")
        try tree.link("album/loop-b.jpg", to: "loop-a.jpg")
        try tree.link("album/disk", to: "/")
        try tree.link("album/disk.jpg", to: "/")
        try tree.file("elsewhere/far.jpg")
        try tree.link("album/shortcut", to: "../elsewhere")
        try tree.link("album/shortcut.gif", to: "../elsewhere")
        try tree.file("album/.hidden.jpg")
        try tree.file("album/.thumbnails/t.png")
        try tree.file("album/notes.txt")
        return tree
    }

    @Test func onlyRegularFilesWithPhotoNamesAreTakenAndLinksToFoldersAreNotFollowed() throws {
        let tree = try treeWithEveryKindOfEntry()
        let library = try LibraryScanner.scan(folder: tree.path("album"))

        #expect(library.albumNames == ["album", "x.jpg"])
        let album = try #require(library.albums.first)
        #expect(album.photoNames == ["alias.jpg", "real.jpg"])
        #expect(album.photos.map(\.byteCount) == [7, 7])
        #expect(album.photos.first?.path == tree.path("album/alias.jpg"))
        #expect(library.album(named: "x.jpg")?.photoNames == ["inside.png"])
        #expect(library.skipped.isEmpty)
        // Of all the entries passed over, only the visible regular file is a file not shown.
        #expect(library.notShown.count == 1)
        #expect(library.notShown.note == "1 file not shown: .txt")
    }

    @Test func filesAreNeverOpenedNotEvenAFIFO() throws {
        let tree = try treeWithEveryKindOfEntry()
        // Holding the FIFO open for writing means that a scanner opening it would not hang this test.
        let fifo = try FileDescriptor.open(tree.path("album/fifo.jpg"), .readWrite, options: .nonBlocking)
        defer { try? fifo.close() }

        let opened = try filesOpened(in: tree.path("album")) {
            _ = try LibraryScanner.scan(folder: tree.path("album"))
        }
        #expect(opened == [])
    }

    @Test func scanningChangesNothingOnDisk() throws {
        let tree = try treeWithEveryKindOfEntry()
        try tree.lock("album/x.jpg")
        let before = try treeSnapshot(of: tree.root)
        _ = try asUnprivilegedUser { try LibraryScanner.scan(folder: tree.path("album")) }
        _ = try LibraryScanner.locate(tree.path("album/real.jpg"))
        #expect(try treeSnapshot(of: tree.root) == before)
    }

    @Test func hiddenPhotosAndFoldersAreIgnoredAtEveryDepth() throws {
        let tree = try TemporaryTree()
        try tree.file("root/.a.jpg")
        try tree.file("root/sub/.b.jpg")
        try tree.file("root/sub/.git/objects/c.png")
        try tree.file("root/.cache/thumbnails/normal/d.png")
        try tree.file("root/sub/seen.jpg")
        #expect(try LibraryScanner.scan(folder: tree.path("root")).albumNames == ["sub"])
    }
}
