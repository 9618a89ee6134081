import SystemPackage
import TesseraPhotoLibrary
import Testing

@Suite struct LibraryScanTests {
    @Test func everyFolderHoldingPhotosIsAnAlbumNamedByItsRelativePath() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/cover.jpg")
        try tree.file("photos/Trips/2024 Rome/forum.jpg")
        try tree.file("photos/Trips/2024 Rome/Day 2/pantheon.png")
        try tree.file("photos/Trips/notes.txt")
        try tree.folder("photos/Empty/Deeper/Deepest")
        try tree.file("photos/Family/a/b/c/d/deep.webp")

        let library = try LibraryScanner.scan(folder: tree.path("photos"))

        #expect(library.root == tree.path("photos"))
        #expect(
            library.albumNames == ["photos", "Family/a/b/c/d", "Trips/2024 Rome", "Trips/2024 Rome/Day 2"])
        #expect(
            library.albums.map(\.folder) == [
                tree.path("photos"), tree.path("photos/Family/a/b/c/d"), tree.path("photos/Trips/2024 Rome"),
                tree.path("photos/Trips/2024 Rome/Day 2"),
            ])
        #expect(
            library.album(named: "Trips/2024 Rome")?.photos.map(\.path) == [
                tree.path("photos/Trips/2024 Rome/forum.jpg")
            ])
        #expect(library.skipped.isEmpty)
    }

    @Test func rootAlbumIsNamedAfterThePathAsGivenOrTheResolvedFolder() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/cover.jpg")
        try tree.folder("photos/sub")
        try tree.link("Pictures", to: "photos")

        let throughLink = try LibraryScanner.scan(folder: tree.path("Pictures"))
        #expect(throughLink.albumNames == ["Pictures"])
        #expect(throughLink.root == tree.path("photos"))
        #expect(throughLink.albums.first?.photos.first?.path == tree.path("photos/cover.jpg"))

        let throughParent = try LibraryScanner.scan(folder: tree.path("photos/sub/.."))
        #expect(throughParent.albumNames == ["photos"])
        #expect(throughParent.root == tree.path("photos"))
        #expect(try LibraryScanner.scan(folder: tree.path("photos/.")).albumNames == ["photos"])
    }

    @Test func photosSortNaturallyIgnoringCase() throws {
        let tree = try TemporaryTree()
        for name in [
            "IMG_10.jpg", "img_2.JPG", "IMG_1.jpg", "b.png", "A.gif", "IMG_02.jpg", "a.gif", "IMG_9.jpg",
        ] {
            try tree.file("album/" + name)
        }
        let album = try #require(try LibraryScanner.scan(folder: tree.path("album")).albums.first)
        #expect(
            album.photoNames == [
                "A.gif", "a.gif", "b.png", "IMG_1.jpg", "img_2.JPG", "IMG_02.jpg", "IMG_9.jpg", "IMG_10.jpg",
            ])
    }

    @Test func aLargeFolderIsInTheSameOrderAsNaturalOrderGives() throws {
        let tree = try TemporaryTree()
        let stems = ["IMG_", "img_", "DSC", "Photo ", "photo_0", "Été ", "été_", "a", "A", ""]
        var names: [String] = []
        for (index, stem) in stems.enumerated() {
            for number in [0, 1, 2, 9, 10, 11, 99, 100, 101, 1000] {
                let zeros = String(repeating: "0", count: (number + index) % 3)
                names.append("\(stem)\(zeros)\(number)\(index % 2 == 0 ? ".jpg" : ".JPG")")
            }
        }
        for name in Set(names) { try tree.file("album/" + name) }
        let album = try #require(try LibraryScanner.scan(folder: tree.path("album")).albums.first)
        #expect(album.photoNames == Set(names).sorted(by: NaturalOrder.areInIncreasingOrder))
        #expect(album.photoNames.count == Set(names).count)
    }

    @Test func albumsSortNaturallyComponentByComponent() throws {
        let tree = try TemporaryTree()
        for folder in ["b10", "a b", "B", "A/B", "A", "b9", "A/b/2", "A/b/10", "_x"] {
            try tree.file("root/\(folder)/p.jpg")
        }
        try tree.file("root/cover.jpg")
        let library = try LibraryScanner.scan(folder: tree.path("root"))
        #expect(library.albumNames == ["root", "_x", "A", "A/B", "A/b/2", "A/b/10", "a b", "B", "b9", "b10"])
    }

    @Test func photoExtensionsAreMatchedIgnoringCase() throws {
        let tree = try TemporaryTree()
        let photos = [
            "a.JPG", "b.JpEg", "c.jpe", "d.PNG", "e.WebP", "f.GIF", "g.jpg", "h.tiff", "i.HEIC", "j.avif",
            "k.Jxl",
            "l.TIF", "m.heif", "s.mov", "t.NEF", "u.mp4",
        ]
        let others = ["n.jpg.txt", "jpg", "o.jp", "p.jpegs", "q.svg", "README", "r.heics", "v.mp3"]
        for name in photos + others { try tree.file("album/" + name) }
        let album = try #require(try LibraryScanner.scan(folder: tree.path("album")).albums.first)
        #expect(album.photoNames == photos)
    }

    @Test func photosCarryTheirSizeAndModificationTime() throws {
        let tree = try TemporaryTree()
        try tree.file("album/old.jpg", contents: [1, 2, 3, 4, 5])
        try tree.file("album/new.jpg", contents: [])
        try tree.setModified("album/old.jpg", seconds: 1_000_000_000, nanoseconds: 5)
        try tree.setModified("album/new.jpg", seconds: 1_700_000_000, nanoseconds: 123_456_789)

        let album = try #require(try LibraryScanner.scan(folder: tree.path("album")).albums.first)
        #expect(album.photos.map(\.byteCount) == [0, 5])
        #expect(
            album.photos.map(\.modified) == [
                FileTime(seconds: 1_700_000_000, nanoseconds: 123_456_789),
                FileTime(seconds: 1_000_000_000, nanoseconds: 5),
            ])
        #expect(album.newestModification == FileTime(seconds: 1_700_000_000, nanoseconds: 123_456_789))
    }

    @Test func namesThatAreNotUTF8AreRepairedForDisplayButKeptExactInPaths() throws {
        let tree = try TemporaryTree()
        let folderBytes = Array("album".utf8)
        let invalidFolder = folderBytes + [0x2F, 0x43, 0xE9]  // "album/C\xE9", Latin-1 "Cé"
        let name = Array("f".utf8) + [0xFF] + Array(".jpg".utf8)
        let rootPath = Array(tree.root.string.utf8) + [0x2F]
        let photoPath = path(bytes: rootPath + folderBytes + [0x2F] + name)
        try tree.file(at: photoPath, contents: Array("hello".utf8))
        try tree.file(at: path(bytes: rootPath + folderBytes + [0x2F] + [0xFE] + Array(".jpg".utf8)))
        try tree.file(at: path(bytes: rootPath + folderBytes + [0x2F] + [0xFF] + Array(".jpg".utf8)))
        try tree.file(at: path(bytes: rootPath + invalidFolder + [0x2F] + Array("x.png".utf8)))

        let library = try LibraryScanner.scan(folder: tree.path("album"))
        #expect(library.albumNames == ["album", "C\u{FFFD}"])
        let album = try #require(library.albums.first)
        #expect(album.photoNames == ["f\u{FFFD}.jpg", "\u{FFFD}.jpg", "\u{FFFD}.jpg"])
        #expect(
            album.photos.map(\.path) == [
                photoPath, path(bytes: rootPath + folderBytes + [0x2F, 0xFE] + Array(".jpg".utf8)),
                path(bytes: rootPath + folderBytes + [0x2F, 0xFF] + Array(".jpg".utf8)),
            ])
        #expect(library.albums[1].folder == path(bytes: rootPath + invalidFolder))

        // The path opens the very file.
        let descriptor = try FileDescriptor.open(album.photos[0].path, .readOnly)
        defer { try? descriptor.close() }
        var contents = [UInt8](repeating: 0, count: 16)
        let count = try contents.withUnsafeMutableBytes { try descriptor.read(into: $0) }
        #expect(Array(contents.prefix(count)) == Array("hello".utf8))
    }
}
