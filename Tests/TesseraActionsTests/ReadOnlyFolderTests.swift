import Foundation
import SystemPackage
import TesseraActions
import Testing
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A photo in a folder the user may not write to stays where it is, with no `.trashinfo` left behind.
@Suite struct ReadOnlyFolderTests {
    @Test func aReadOnlyFolderIsReportedAndNothingIsLeftInTheTrash() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/a.jpg")
        let trash = Trash(dataHome: scene.dataHome, userID: 65534)
        // The trash exists and belongs to nobody; the photos' folder stays root's, 0755.
        _ = try run([
            "/bin/mkdir", "-p", scene.homeTrash.appending("files").string,
            scene.homeTrash.appending("info").string,
        ])
        _ = try run(["/bin/chown", "-R", "65534", scene.dataHome.string])

        let outcome = asUnprivilegedUser { trash.moveToTrash([photo]) }

        #expect(exists(photo))
        #expect(outcome.failures.map(\.error) == [.cannotMove(photo, .permissionDenied)])
        #expect(
            outcome.failures.first?.error.description
                == "cannot trash \(photo.string): its folder is read-only")
        #expect(scene.names(in: scene.homeTrash.appending("info")).isEmpty)
    }
}
