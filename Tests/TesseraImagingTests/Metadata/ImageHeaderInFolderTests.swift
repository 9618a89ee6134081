import ImagingTestSupport
import SystemPackage
import SystemTestSupport
import Testing

@testable import TesseraImaging

#if canImport(Glibc)
    import Glibc
#endif

/// ``ImageDecoder/header(of:inFolder:limits:)`` opens a file by its name in its folder, already open
/// (`openat`), where ``ImageDecoder/header(of:limits:)`` opens it by its whole path: on real files of
/// every kind, links, and files that cannot be read, both give the same results, errors included; and the
/// folder is the one opened, renamed or removed since.
@Suite struct ImageHeaderInFolderTests {
    private let picture = TestPicture.quadrants(width: 48, height: 32)
    private let directory = TemporaryDirectory()

    /// The folder at `path`, open for `openat`.
    private func open(folder path: FilePath) throws -> FileDescriptor {
        try FileDescriptor.open(path, .readOnly, options: [.directory, .closeOnExec])
    }

    /// Reads `file` by name in its folder `folder` and by path; expects the same header.
    private func expectSameAsByPath(_ file: FilePath, in folder: FileDescriptor) {
        let inFolder = ImageDecoder.header(of: file, inFolder: folder)
        let byPath = ImageDecoder.header(of: file)
        #expect(inFolder.info == byPath.info, "\(file)")
        #expect(inFolder.metadata == byPath.metadata, "\(file)")
    }

    @Test func filesOfEveryKindReadTheSameByNameAsByPath() throws {
        let phone = Array("Exif".utf8) + [0, 0] + ExifBlock.phone().bytes()
        let withExif = try JPEGWriter(exif: phone).encode(picture)
        let preview = try JPEGWriter().encode(picture)
        let files = [
            directory.write(withExif, to: "phone.jpg"),
            directory.write(try JPEGWriter.oriented(.leftMirrored).encode(picture), to: "oriented.jpg"),
            directory.write(BrokenImages.truncated(withExif, at: withExif.count / 2), to: "truncated.jpg"),
            directory.write(try PNGWriter().encode(picture), to: "photo.png"),
            directory.write(try GIFWriter().encode(picture), to: "photo.gif"),
            directory.write(
                DNGWriter(preview: .jpeg(preview, size: PixelSize(width: 48, height: 32)), orientation: 6)
                    .encode(), to: "photo.dng"),
            try VideoWriter.testPattern(directory, name: "clip.mp4", seconds: 1),
            directory.write(BrokenImages.text, to: "notes.jpg"),
            directory.write(BrokenImages.empty, to: "empty.jpg"),
            directory.path.appending("missing.jpg"),
            directory.makeFolder("folder.jpg"),
            directory.makeFIFO(named: "pipe.jpg"),
        ]
        let folder = try open(folder: directory.path)
        defer { try? folder.close() }
        for file in files { expectSameAsByPath(file, in: folder) }
        // The picture itself, not only the same error twice.
        #expect(try ImageDecoder.header(of: files[0], inFolder: folder).metadata.get().make == "Apple")
    }

    @Test func symbolicLinksAreFollowedAsByPath() throws {
        let other = directory.makeFolder("other")
        directory.write(
            try JPEGWriter(exif: Array("Exif".utf8) + [0, 0] + ExifBlock.phone().bytes()).encode(picture),
            to: "other/a.jpg")
        let roll = directory.makeFolder("roll")
        for (name, target) in [
            ("relative.jpg", "../other/a.jpg"), ("absolute.jpg", other.appending("a.jpg").string),
            ("broken.jpg", "../other/gone.jpg"), ("loop.jpg", "loop.jpg"),
        ] {
            #expect(symlink(target, roll.appending(name).string) == 0)
        }
        let folder = try open(folder: roll)
        defer { try? folder.close() }
        for name in ["relative.jpg", "absolute.jpg", "broken.jpg", "loop.jpg"] {
            expectSameAsByPath(roll.appending(name), in: folder)
        }
        #expect(
            try ImageDecoder.header(of: roll.appending("relative.jpg"), inFolder: folder).metadata.get().make
                == "Apple")
        #expect(throws: ImageError(reason: "too many levels of symbolic links")) {
            try ImageDecoder.header(of: roll.appending("loop.jpg"), inFolder: folder).info.get()
        }
    }

    @Test func anUnreadableFileGivesTheSameReasonAsByPath() throws {
        let file = directory.write(try JPEGWriter().encode(picture), to: "secret.jpg")
        #expect(chmod(file.string, 0) == 0)
        let folder = try open(folder: directory.path)
        defer { try? folder.close() }
        asUnprivilegedUser {
            #expect(throws: ImageError(reason: "permission denied")) {
                try ImageDecoder.header(of: file, inFolder: folder).info.get()
            }
            expectSameAsByPath(file, in: folder)
        }
    }

    @Test func aFolderRenamedAfterOpeningIsStillReadAndARemovedOneIsGone() throws {
        let roll = directory.makeFolder("roll")
        let photo = directory.write(try JPEGWriter().encode(picture), to: "roll/a.jpg")
        let folder = try open(folder: roll)
        defer { try? folder.close() }
        let before = ImageDecoder.header(of: photo, inFolder: folder)
        #expect(rename(roll.string, directory.path.appending("renamed").string) == 0)
        // The folder opened is the one read, under whatever name it has now; by path, the file is gone.
        let renamed = ImageDecoder.header(of: photo, inFolder: folder)
        #expect(renamed.info == before.info && renamed.metadata == before.metadata)
        #expect(throws: ImageError(reason: "no such file or directory")) {
            try ImageDecoder.header(of: photo).info.get()
        }
        // Removed: the name is gone from the folder opened, as it is from the path.
        #expect(unlink(directory.path.appending("renamed/a.jpg").string) == 0)
        #expect(rmdir(directory.path.appending("renamed").string) == 0)
        expectSameAsByPath(photo, in: folder)
        #expect(throws: ImageError(reason: "no such file or directory")) {
            try ImageDecoder.header(of: photo, inFolder: folder).info.get()
        }
    }
}
