import Foundation
import Synchronization
import SystemPackage
import TesseraActions
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The trash when its folders are not as they should be, and when many files want one name at once:
/// nothing is lost, overwritten or left half-done.
@Suite struct TrashHardeningTests {
    @Test func aMissingInfoFolderIsMadeAgain() throws {
        let scene = try TrashScene()
        let trash = Trash(dataHome: scene.dataHome)
        #expect(trash.moveToTrash([try scene.file("photos/a.jpg")]).failures.isEmpty)
        _ = try run(["/bin/rm", "-rf", scene.homeTrash.appending("info").string])

        let photo = try scene.file("photos/b.jpg")
        let outcome = trash.moveToTrash([photo])

        #expect(outcome.failures.isEmpty && !exists(photo))
        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
        #expect(listed.text.hasSuffix(" \(photo.string)\n"))
    }

    @Test func anInfoFolderThatIsAFileIsOneLineAndTheFileStays() throws {
        let scene = try TrashScene()
        _ = try run(["/bin/mkdir", "-p", scene.homeTrash.appending("files").string])
        try makeFile(at: scene.homeTrash.appending("info"), contents: "not a folder")
        let photo = try scene.file("photos/a.jpg")

        let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

        #expect(exists(photo))
        let error = try #require(outcome.failures.first?.error)
        guard case .noTrashFolder(photo, trash: scene.homeTrash, _) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(!error.description.contains("\n") && error.description.hasPrefix("cannot trash "))
        #expect(scene.names(in: scene.homeTrash.appending("files")).isEmpty)
    }

    /// 150 files called `IMG.jpg` in 150 folders, moved by two threads at once with stray files (no
    /// `.trashinfo`) already taking some names: every file gets a name of its own, each `.trashinfo`
    /// names its file's original path, no stray file is replaced, and every one comes back.
    @Test func aStormOfOneNameFromTwoThreadsLosesNothing() throws {
        let scene = try TrashScene()
        let trash = Trash(dataHome: scene.dataHome)
        _ = try run(["/bin/mkdir", "-p", scene.homeTrash.appending("info").string])
        for stray in ["IMG.jpg", "IMG.7.jpg", "IMG.40.jpg"] {
            try makeFile(at: scene.homeTrash.appending("files/\(stray)"), contents: "stray")
        }
        let halves = try (0..<2).map { half in
            try (0..<75).map { try scene.file("photos/\(half)-\($0)/IMG.jpg", contents: "\(half)-\($0)") }
        }
        let outcomes = Mutex<[TrashOutcome]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let outcome = trash.moveToTrash(halves[half])
            outcomes.withLock { $0.append(outcome) }
        }
        let results = outcomes.withLock { $0 }
        let receipts = results.flatMap(\.receipts)
        let failures = results.flatMap(\.failures)

        #expect(failures.isEmpty)
        #expect(receipts.count == 150 && Set(receipts.map(\.trashedPath)).count == 150)
        for stray in ["IMG.jpg", "IMG.7.jpg", "IMG.40.jpg"] {
            #expect(contents(of: scene.homeTrash.appending("files/\(stray)")) == Array("stray".utf8))
        }
        for receipt in receipts {
            let expected = receipt.originalPath.removingLastComponent().lastComponent!.string
            #expect(contents(of: receipt.trashedPath) == Array(expected.utf8), "\(receipt.trashedPath)")
            let info = trashInfoLines(contents(of: receipt.infoPath) ?? [])
            #expect(info.contains("Path=\(receipt.originalPath.string)"), "\(receipt.infoPath)")
        }
        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
        #expect(listed.text.split(separator: "\n").count == 150)
        for receipt in receipts { try trash.putBack(receipt) }
        #expect(halves.joined().allSatisfy(exists))
        #expect(scene.names(in: scene.homeTrash.appending("info")).isEmpty)
        #expect(scene.names(in: scene.homeTrash.appending("files")).count == 3)
    }

    @Test func undoIntoATakenPathAfterANewFileArrivedKeepsBothAndSaysWhy() throws {
        let scene = try TrashScene()
        let trash = Trash(dataHome: scene.dataHome)
        let photos = try ["a.jpg", "b.jpg"].map { try scene.file("photos/\($0)", contents: "old \($0)") }
        let receipts = trash.moveToTrash(photos).receipts
        try makeFile(at: photos[0], contents: "new")

        var errors: [TrashError] = []
        for receipt in receipts {
            do { try trash.putBack(receipt) } catch { errors.append(error) }
        }

        #expect(errors == [.originalPathTaken(photos[0])])
        #expect(errors[0].description == "cannot put back \(photos[0].string): something else is there now")
        #expect(contents(of: photos[0]) == Array("new".utf8))
        #expect(contents(of: receipts[0].trashedPath) == Array("old a.jpg".utf8))
        #expect(contents(of: photos[1]) == Array("old b.jpg".utf8))
        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
        #expect(
            listed.text.hasSuffix(" \(photos[0].string)\n") && listed.text.split(separator: "\n").count == 1)
    }
}
