import Foundation
import SystemPackage
import TesseraActions
import Testing
import SystemTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Files on another file system than the home trash's go to the trash at its top folder
/// (`$topdir/.Trash-$uid`, or `$topdir/.Trash/$uid` when `.Trash` is sticky), with `Path=` relative to it;
/// mounts where GLib keeps no trash are refused. Each test loop-mounts an ext4 image in a private mount
/// namespace, so it runs only as root (skipped otherwise).
@Suite(.enabled(if: geteuid() == 0, "mounting needs root")) struct TopFolderTrashTests {
    @Test func aFileOnAnotherFileSystemGoesToTrashDashUID() throws {
        let scene = try TrashScene()
        let result = inPrivateMountNamespace {
            try withExt4Volume(in: scene) { volume in
                let photo = volume.appending("Trips/IMG 1.jpg")
                try makeFile(at: photo, contents: "pixels")

                let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

                #expect(outcome.failures.isEmpty, "\(outcome.failures.map(\.error.description))")
                let trash = volume.appending(".Trash-0")
                #expect(contents(of: trash.appending("files/IMG 1.jpg")) == Array("pixels".utf8))
                let info = trashInfoLines(contents(of: trash.appending("info/IMG 1.jpg.trashinfo")) ?? [])
                #expect(info.count == 4 && info[1] == "Path=Trips/IMG%201.jpg")
                var status = stat()
                _ = trash.withPlatformString { lstat($0, &status) }
                #expect(status.st_mode & 0o7777 == 0o700)
                #expect(!exists(scene.homeTrash))
                let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
                #expect(listed.text.split(separator: "\n").map { String($0.dropFirst(20)) } == [photo.string])
                try Trash(dataHome: scene.dataHome).putBack(try #require(outcome.receipts.first))
                #expect(contents(of: photo) == Array("pixels".utf8))
                #expect(scene.names(in: trash.appending("info")).isEmpty)
            }
        }
        try #require(result, "no private mount namespace").get()
    }

    @Test func aStickyDotTrashFolderIsUsedFirst() throws {
        let scene = try TrashScene()
        let result = inPrivateMountNamespace {
            try withExt4Volume(in: scene) { volume in
                try run(["/bin/mkdir", "-m", "1777", volume.appending(".Trash").string])
                let photo = volume.appending("a.jpg")
                try makeFile(at: photo, contents: "pixels")

                let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

                #expect(outcome.receipts.map(\.trashedPath) == [volume.appending(".Trash/0/files/a.jpg")])
                #expect(!exists(volume.appending(".Trash-0")))
                let listed = try run(["/usr/bin/trash-list"], environment: scene.environment)
                #expect(listed.text.hasSuffix(" \(photo.string)\n"))
            }
        }
        try #require(result, "no private mount namespace").get()
    }

    @Test func aDotTrashWithoutTheStickyBitOrALinkIsPassedOver() throws {
        let scene = try TrashScene()
        let result = inPrivateMountNamespace {
            try withExt4Volume(in: scene) { volume in
                try run(["/bin/mkdir", "-m", "0777", volume.appending("elsewhere").string])
                try run(["/bin/chmod", "1777", volume.appending("elsewhere").string])
                try run(["/bin/ln", "-s", "elsewhere", volume.appending(".Trash").string])
                let photo = volume.appending("a.jpg")
                try makeFile(at: photo, contents: "pixels")

                let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

                #expect(outcome.receipts.map(\.trashedPath) == [volume.appending(".Trash-0/files/a.jpg")])
                #expect(scene.names(in: volume.appending("elsewhere")).isEmpty)
            }
        }
        try #require(result, "no private mount namespace").get()
    }

    @Test func aDotTrashFolderWithoutTheStickyBitIsPassedOver() throws {
        let scene = try TrashScene()
        let result = inPrivateMountNamespace {
            try withExt4Volume(in: scene) { volume in
                try run(["/bin/mkdir", "-m", "0777", volume.appending(".Trash").string])
                let photo = volume.appending("a.jpg")
                try makeFile(at: photo, contents: "pixels")

                let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

                #expect(outcome.receipts.map(\.trashedPath) == [volume.appending(".Trash-0/files/a.jpg")])
                #expect(scene.names(in: volume.appending(".Trash")).isEmpty)
            }
        }
        try #require(result, "no private mount namespace").get()
    }

    @Test func aTmpfsIsRefusedWithTheReasonAndTheFileStays() throws {
        let scene = try TrashScene()
        let result = inPrivateMountNamespace {
            try withMemoryVolume(in: scene) { volume in
                let photo = volume.appending("a.jpg")
                try makeFile(at: photo, contents: "pixels")

                let outcome = Trash(dataHome: scene.dataHome).moveToTrash([photo])

                #expect(outcome.receipts.isEmpty)
                #expect(
                    outcome.failures.map(\.error.description) == [
                        "cannot trash \(photo.string): no trash on \(volume.string) (a tmpfs file system)"
                    ])
                #expect(contents(of: photo) == Array("pixels".utf8))
                #expect(scene.names(in: volume) == [Array("a.jpg".utf8)])
                // GLib refuses the same file.
                let gio = try run(["/usr/bin/gio", "trash", photo.string], environment: scene.environment)
                #expect(gio.status != 0 && gio.error.contains("system internal mounts"))
            }
        }
        try #require(result, "no private mount namespace").get()
    }

    @Test func gioTrashesALoopMountedExt4AsWeDo() throws {
        let scene = try TrashScene()
        let result = inPrivateMountNamespace {
            try withExt4Volume(in: scene) { volume in
                let ours = volume.appending("x/Été 1.jpg")
                let theirs = volume.appending("y/Été 1.jpg")
                try makeFile(at: ours, contents: "a")
                try makeFile(at: theirs, contents: "b")

                _ = Trash(dataHome: scene.dataHome).moveToTrash([ours])
                let gio = try run(["/usr/bin/gio", "trash", theirs.string], environment: scene.environment)

                #expect(gio.status == 0, "\(gio.error)")
                let info = volume.appending(".Trash-0/info")
                #expect(
                    scene.names(in: info).map { String(decoding: $0, as: UTF8.self) } == [
                        "Été 1.2.jpg.trashinfo", "Été 1.jpg.trashinfo",
                    ])
                let first = trashInfoLines(contents(of: info.appending("Été 1.jpg.trashinfo")) ?? [])
                let second = trashInfoLines(contents(of: info.appending("Été 1.2.jpg.trashinfo")) ?? [])
                #expect(first[1] == "Path=x/%C3%89t%C3%A9%201.jpg")
                #expect(second[1] == "Path=y/%C3%89t%C3%A9%201.jpg")
            }
        }
        try #require(result, "no private mount namespace").get()
    }
}
