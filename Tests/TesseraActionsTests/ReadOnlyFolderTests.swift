import Foundation
import SystemPackage
import TesseraActions
import Testing

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

/// Runs `body` with file permissions checked as the user `nobody` (the tests run as root, who writes any
/// folder): `setfsuid` changes the calling thread only, and `body` runs on it.
func asUnprivilegedUser<T>(_ body: () throws -> T) rethrows -> T {
    guard geteuid() == 0 else { return try body() }
    let previous = setFileSystemUserID(65534)
    defer { _ = setFileSystemUserID(uid_t(previous)) }
    return try body()
}

/// `setfsuid(2)`, which the `Glibc` module does not declare; it returns the previous ID.
private let setFileSystemUserID: @convention(c) (uid_t) -> Int32 = {
    unsafeBitCast(dlsym(nil, "setfsuid"), to: (@convention(c) (uid_t) -> Int32).self)
}()
