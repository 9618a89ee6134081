import Foundation
import SystemPackage
import TesseraActions
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Undoing a trash: the file goes back, its `.trashinfo` goes; refused, with nothing lost, when the path
/// is taken or the folder is gone.
@Suite struct PutBackTests {
    @Test func aTrashedFileComesBackAndItsInfoGoes() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/a.jpg", contents: "pixels")
        let trash = Trash(dataHome: scene.dataHome)
        let receipt = try #require(trash.moveToTrash([photo]).receipts.first)

        try trash.putBack(receipt)

        #expect(contents(of: photo) == Array("pixels".utf8))
        #expect(!exists(receipt.trashedPath))
        #expect(!exists(receipt.infoPath))
        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
        #expect(listed.text.isEmpty)
    }

    @Test func aTakenPathIsRefusedAndBothFilesStay() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/a.jpg", contents: "old")
        let trash = Trash(dataHome: scene.dataHome)
        let receipt = try #require(trash.moveToTrash([photo]).receipts.first)
        try makeFile(at: photo, contents: "new")

        #expect(throws: TrashError.originalPathTaken(photo)) { try trash.putBack(receipt) }

        #expect(contents(of: photo) == Array("new".utf8))
        #expect(contents(of: receipt.trashedPath) == Array("old".utf8))
        #expect(exists(receipt.infoPath))
    }

    @Test func aGoneFolderIsRefused() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/deep/a.jpg")
        let trash = Trash(dataHome: scene.dataHome)
        let receipt = try #require(trash.moveToTrash([photo]).receipts.first)
        try run(["/bin/rmdir", scene.root.appending("photos/deep").string])

        #expect(throws: TrashError.originalFolderGone(photo)) { try trash.putBack(receipt) }
        #expect(exists(receipt.trashedPath) && exists(receipt.infoPath))
        #expect(
            TrashError.originalFolderGone(photo).description
                == "cannot put back \(photo.string): its folder is gone")
    }

    @Test func aFileEmptiedFromTheTrashIsReported() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/a.jpg")
        let trash = Trash(dataHome: scene.dataHome)
        let receipt = try #require(trash.moveToTrash([photo]).receipts.first)
        try run(["/usr/bin/trash-empty"], environment: scene.environment)

        #expect(throws: TrashError.goneFromTrash(photo)) { try trash.putBack(receipt) }
        #expect(!exists(photo))
    }

    @Test func aBatchOfAThousandGoesAndComesBack() throws {
        let scene = try TrashScene()
        let paths = try (0..<1000).map { try scene.file("photos/\($0).jpg") }
        let trash = Trash(dataHome: scene.dataHome)
        let outcome = trash.moveToTrash(paths)
        #expect(outcome.receipts.count == 1000)
        #expect(scene.names(in: scene.root.appending("photos")).isEmpty)

        for receipt in outcome.receipts { try trash.putBack(receipt) }

        #expect(scene.names(in: scene.root.appending("photos")).count == 1000)
        #expect(scene.names(in: scene.homeTrash.appending("info")).count == 0)
    }
}
