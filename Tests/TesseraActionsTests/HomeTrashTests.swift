import Foundation
import SystemPackage
import TesseraActions
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The home trash (`$XDG_DATA_HOME/Trash`) under a temporary `XDG_DATA_HOME`, checked against the
/// specification, against `trash-list` (trash-cli) and against GLib's own `gio trash`.
@Suite struct HomeTrashTests {
    @Test func aFileGoesToFilesWithItsInfoWrittenAsTheSpecificationSays() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/Rome 2024/IMG 1%.jpg", contents: "pixels")
        let before = time(nil)

        let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])
        let after = time(nil)

        #expect(outcome.failures.isEmpty)
        #expect(!exists(photo))
        let trashed = scene.homeTrash.appending("files/IMG 1%.jpg")
        #expect(contents(of: trashed) == Array("pixels".utf8))
        let info = try #require(contents(of: scene.homeTrash.appending("info/IMG 1%.jpg.trashinfo")))
        let lines = trashInfoLines(info)
        #expect(lines.count == 4 && lines[3].isEmpty)
        #expect(lines[0] == "[Trash Info]")
        #expect(lines[1] == "Path=\(scene.root.string)/photos/Rome%202024/IMG%201%25.jpg")
        #expect(
            (before...after).map(deletionDate).contains(String(lines[2].dropFirst("DeletionDate=".count))))
        #expect(lines[2].hasPrefix("DeletionDate="))
        #expect(outcome.receipts.map(\.trashedPath) == [trashed])
        #expect(outcome.receipts.map(\.originalPath) == [photo])
    }

    @Test func trashListSeesTheFileAtItsOriginalPath() throws {
        let scene = try TrashScene()
        let photo = try scene.file("photos/a b.jpg")
        _ = Trash(dataHome: scene.dataHome).moveToTrash([photo])

        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)

        #expect(listed.status == 0, "\(listed.error)")
        let entries = listed.text.split(separator: "\n").map { String($0.dropFirst(20)) }
        #expect(entries == [photo.string])
    }

    @Test func theTrashFoldersAreMadePrivate() throws {
        let scene = try TrashScene()
        _ = Trash(dataHome: scene.dataHome).moveToTrash([try scene.file("photos/a.jpg")])
        for folder in ["", "/files", "/info"] {
            var status = stat()
            _ = (scene.homeTrash.string + folder).withCString { stat($0, &status) }
            #expect(status.st_mode & 0o777 == 0o700, "\(folder)")
        }
    }

    @Test func aTakenNameGetsTheNumberBeforeItsFirstDotAsInGLib() throws {
        let scene = try TrashScene()
        let trash = Trash(dataHome: scene.dataHome)
        for folder in ["one", "two", "three"] {
            _ = trash.moveToTrash([
                try scene.file("\(folder)/IMG.tar.jpg"), try scene.file("\(folder)/notes"),
            ])
        }
        let names = scene.names(in: scene.homeTrash.appending("files")).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(names == ["IMG.2.tar.jpg", "IMG.3.tar.jpg", "IMG.tar.jpg", "notes", "notes.2", "notes.3"])
        let infos = scene.names(in: scene.homeTrash.appending("info")).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(Set(infos) == Set(names.map { $0 + ".trashinfo" }))
        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
        #expect(listed.text.split(separator: "\n").count == 6)
    }

    @Test func ourInfoFilesMatchGLibsByteForByteButForTheDate() throws {
        let gioScene = try TrashScene()
        let ourScene = try TrashScene()
        let name = "Été #1 [x]&(y)+~.JPG"
        for _ in 0..<2 {
            _ = try run(
                ["/usr/bin/gio", "trash", try gioScene.file("p/\(name)").string],
                environment: gioScene.environment)
            _ = Trash(dataHome: ourScene.dataHome).moveToTrash([try ourScene.file("p/\(name)")])
        }
        let gioNames = gioScene.names(in: gioScene.homeTrash.appending("info"))
        #expect(gioNames.count == 2)
        #expect(ourScene.names(in: ourScene.homeTrash.appending("info")) == gioNames)
        for infoName in gioNames {
            let relative = "info/" + String(decoding: infoName, as: UTF8.self)
            let gio = trashInfoLines(contents(of: gioScene.homeTrash.appending(relative)) ?? [])
            let ours = trashInfoLines(contents(of: ourScene.homeTrash.appending(relative)) ?? [])
            let gioPath = gio[1].replacingOccurrences(of: gioScene.root.string, with: "ROOT")
            #expect(ours[1].replacingOccurrences(of: ourScene.root.string, with: "ROOT") == gioPath)
            #expect(ours[0] == gio[0] && ours.count == gio.count)
        }
    }

    @Test func aNameThatIsNotUTF8IsEscapedByteByByte() throws {
        let scene = try TrashScene()
        let photo = try scene.file(named: [0x66, 0xFF, 0xE9, 0x2E, 0x6A, 0x70, 0x67], in: "photos")

        let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

        #expect(outcome.failures.isEmpty)
        let info = try #require(
            contents(
                of: FilePath(
                    bytes: scene.homeTrash.appending("info").bytes + Array("/f".utf8) + [0xFF, 0xE9]
                        + Array(".jpg.trashinfo".utf8))))
        #expect(trashInfoLines(info)[1] == "Path=\(scene.root.string)/photos/f%FF%E9.jpg")
        // trash-list decodes the escapes back to the bytes and shows them repaired, as Swift does.
        let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
        #expect(listed.text.dropFirst(20) == String(decoding: photo.bytes, as: UTF8.self) + "\n")
    }

    @Test func progressIsReportedAfterEveryFileAndFailuresDoNotStopTheBatch() throws {
        let scene = try TrashScene()
        var paths = try (0..<50).map { try scene.file("photos/\($0).jpg") }
        paths.insert(scene.root.appending("photos/missing.jpg"), at: 10)
        var reports: [Int] = []

        let outcome = Trash(dataHome: scene.dataHome).moveToTrash(paths) { done, total in
            #expect(total == 51)
            reports.append(done)
        }

        #expect(reports == Array(1...51))
        #expect(outcome.receipts.count == 50)
        #expect(outcome.failures.map(\.error) == [.fileGone(scene.root.appending("photos/missing.jpg"))])
        #expect(
            outcome.failures.first?.error.description == "\(scene.root.string)/photos/missing.jpg is gone")
    }
}
