import SystemPackage
import TesseraPhotoLibrary
import Testing

@Suite struct LocateTests {
    @Test func aFolderIsScannedWhole() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/a.jpg")
        try tree.file("photos/Trips/b.jpg")
        guard case .folder(let library) = try LibraryScanner.locate(tree.path("photos")) else {
            Issue.record("expected a folder")
            return
        }
        #expect(library.albumNames == ["photos", "Trips"])
    }

    @Test func aPhotoOpensItsOwnFolderOnlyWithItsIndex() throws {
        let tree = try TemporaryTree()
        for name in ["IMG_10.jpg", "IMG_2.jpg", "IMG_1.jpg", "notes.txt"] {
            try tree.file("photos/Rome/" + name)
        }
        try tree.file("photos/Rome/Day 2/IMG_3.jpg")
        try tree.file("photos/cover.jpg")

        let location = try LibraryScanner.locate(tree.path("photos/Rome/IMG_2.jpg"))

        guard case .photo(let library, let album, let photo) = location else {
            Issue.record("expected a photo, got \(location)")
            return
        }
        #expect(library.root == tree.path("photos/Rome"))
        #expect(library.albumNames == ["Rome"])
        #expect(library.albums[0].photoNames == ["IMG_1.jpg", "IMG_2.jpg", "IMG_10.jpg"])
        #expect(album == 0)
        #expect(photo == 1)
        #expect(library.albums[album].photos[photo].path == tree.path("photos/Rome/IMG_2.jpg"))
    }

    @Test func aLinkToAPhotoIsFoundUnderItsOwnName() throws {
        let tree = try TemporaryTree()
        try tree.file("elsewhere/target.jpg", contents: [1, 2])
        try tree.file("photos/a.jpg")
        try tree.link("photos/b.jpg", to: "../elsewhere/target.jpg")
        try tree.file("photos/c.jpg")

        guard case .photo(let library, 0, 1) = try LibraryScanner.locate(tree.path("photos/b.jpg")) else {
            Issue.record("expected photo 1 of album 0")
            return
        }
        #expect(library.albums[0].photos[1].path == tree.path("photos/b.jpg"))
        #expect(library.albums[0].photos[1].byteCount == 2)
    }

    @Test func aHiddenPhotoNamedOnTheCommandLineIsShownWithItsFolder() throws {
        let tree = try TemporaryTree()
        try tree.file("photos/a.jpg")
        try tree.file("photos/.secret.jpg")
        guard case .photo(let library, 0, 0) = try LibraryScanner.locate(tree.path("photos/.secret.jpg"))
        else {
            Issue.record("expected photo 0 of album 0")
            return
        }
        #expect(library.albums[0].photoNames == [".secret.jpg", "a.jpg"])
    }

    @Test func aFileWithAnotherExtensionNamesItsType() throws {
        let tree = try TemporaryTree()
        try tree.file("notes.TXT")
        #expect(throws: LibraryError.unsupportedType(tree.path("notes.TXT"), extension: "txt")) {
            try LibraryScanner.locate(tree.path("notes.TXT"))
        }
    }

    @Test func anythingElseThatExistsIsNeitherAFolderNorAPhoto() throws {
        let tree = try TemporaryTree()
        try tree.file("notes")
        try tree.fifo("pipe.jpg")
        try tree.folder("x.png")
        for name in ["notes", "pipe.jpg"] {
            #expect(throws: LibraryError.notAFolderOrPhoto(tree.path(name))) {
                try LibraryScanner.locate(tree.path(name))
            }
        }
        #expect(throws: Never.self) {
            guard case .folder = try LibraryScanner.locate(tree.path("x.png")) else {
                Issue.record("a folder named like a photo is a folder")
                return
            }
        }
        #expect(throws: LibraryError.notAFolder(tree.path("notes"))) {
            try LibraryScanner.scan(folder: tree.path("notes"))
        }
    }

    @Test func missingPathsAndLinkLoopsAreErrorsNamingThePath() throws {
        let tree = try TemporaryTree()
        try tree.file("notes.txt")
        try tree.link("loop.jpg", to: "loop.jpg")
        #expect(throws: LibraryError.notFound(tree.path("missing"))) {
            try LibraryScanner.locate(tree.path("missing"))
        }
        #expect(throws: LibraryError.notFound(tree.path("notes.txt/a.jpg"))) {
            try LibraryScanner.locate(tree.path("notes.txt/a.jpg"))
        }
        #expect(throws: LibraryError.notFound(tree.path("missing"))) {
            try LibraryScanner.scan(folder: tree.path("missing"))
        }
        #expect(throws: LibraryError.unreadable(tree.path("loop.jpg"), .tooManySymbolicLinkLevels)) {
            try LibraryScanner.locate(tree.path("loop.jpg"))
        }
    }
}
