import SystemPackage
import TesseraPhotoLibrary
import Testing
import SystemTestSupport

/// The tests run as root, who reads any folder whatever its mode: ``asUnprivilegedUser(_:)`` checks
/// permissions as `nobody` for the scan itself.
@Suite struct UnreadableFolderTests {
    @Test func unreadableSubfoldersArePassedOverAndListed() throws {
        let tree = try TemporaryTree()
        try tree.file("root/open/a.jpg")
        try tree.file("root/locked/b.jpg")
        try tree.file("root/locked/deeper/c.jpg")
        try tree.file("root/open/shut/d.jpg")
        try tree.lock("root/locked")
        try tree.lock("root/open/shut")

        let library = try asUnprivilegedUser { try LibraryScanner.scan(folder: tree.path("root")) }

        #expect(library.albumNames == ["open"])
        #expect(library.skipped == [tree.path("root/locked"), tree.path("root/open/shut")])
    }

    @Test func anUnreadableRootIsAnError() throws {
        let tree = try TemporaryTree()
        try tree.file("root/a.jpg")
        try tree.lock("root")
        #expect(throws: LibraryError.permissionDenied(tree.path("root"))) {
            try asUnprivilegedUser { try LibraryScanner.scan(folder: tree.path("root")) }
        }
        #expect(throws: LibraryError.permissionDenied(tree.path("root/a.jpg"))) {
            try asUnprivilegedUser { try LibraryScanner.locate(tree.path("root/a.jpg")) }
        }
    }

    @Test func aPhotoInAFolderThatMayBeSearchedButNotListedIsStillOpened() throws {
        let tree = try TemporaryTree()
        try tree.file("root/a.jpg")
        try tree.file("root/b.jpg")
        try tree.lock("root", leaving: 0o711)

        let location = try asUnprivilegedUser { try LibraryScanner.locate(tree.path("root/b.jpg")) }

        guard case .photo(let library, album: 0, photo: 0) = location else {
            Issue.record("expected the photo alone, got \(location)")
            return
        }
        #expect(library.albums.map(\.photoNames) == [["b.jpg"]])
        #expect(library.skipped == [tree.path("root")])
    }

    @Test(.enabled(if: canMakeMountNamespace, "needs a private mount namespace to bind-mount a folder cycle"))
    func aFolderReachedAgainThroughABindMountIsEnteredOnce() throws {
        let tree = try TemporaryTree()
        try tree.file("root/cover.jpg")
        try tree.file("root/A/a.jpg")
        try tree.folder("root/A/loop")
        let root = tree.path("root")
        let loop = tree.path("root/A/loop")

        let result = inPrivateMountNamespace {
            try bindMount(root, onto: loop)
            return try LibraryScanner.scan(folder: root)
        }

        let library = try #require(try result?.get())
        #expect(library.albumNames == ["root", "A"])
        #expect(library.skipped.isEmpty)
    }
}

/// Whether this process may make a private mount namespace (root with `CAP_SYS_ADMIN`, no seccomp
/// filter against it).
private let canMakeMountNamespace = inPrivateMountNamespace { true } != nil
