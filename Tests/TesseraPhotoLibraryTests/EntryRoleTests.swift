import SystemPackage
import Testing

@testable import TesseraPhotoLibrary

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Classification from `d_type`, with the `stat` calls it makes counted; `DT_UNKNOWN` (a `nil` kind),
/// which the file systems here never report, is covered only here.
@Suite struct EntryRoleTests {
    /// Real statuses of a regular file (5 bytes), a folder, a symbolic link and a FIFO.
    private let regular: FileStatus
    private let folder: FileStatus
    private let link: FileStatus
    private let fifo: FileStatus

    init() throws {
        let tree = try TemporaryTree()
        try tree.file("file", contents: [1, 2, 3, 4, 5])
        try tree.folder("folder")
        try tree.link("link", to: "file")
        try tree.fifo("fifo")
        regular = try Self.lstatus(of: tree.path("file"))
        folder = try Self.lstatus(of: tree.path("folder"))
        link = try Self.lstatus(of: tree.path("link"))
        fifo = try Self.lstatus(of: tree.path("fifo"))
    }

    /// The status of the file at `path`, not following a symbolic link.
    private static func lstatus(of path: FilePath) throws -> FileStatus {
        try path.withPlatformString { path throws(Errno) in
            try FileStatus(name: path, in: AT_FDCWD, followingLinks: false)
        }
    }

    /// The role and the `followingLinks` of each `stat` call made, when `lstat` gives `unfollowed` and
    /// `stat` gives `followed`.
    private func classify(
        _ name: String, kind: FileStatus.Kind?, unfollowed: FileStatus? = nil, followed: FileStatus? = nil
    ) -> (role: String, calls: [Bool]) {
        var calls: [Bool] = []
        let role = EntryRole(name: Array(name.utf8), kind: kind) { followingLinks in
            calls.append(followingLinks)
            return followingLinks ? followed : unfollowed
        }
        return switch role {
        case .photo(let status): ("photo of \(status.byteCount) bytes", calls)
        case .subfolder: ("subfolder", calls)
        case .notShown(let fileExtension): ("not shown: \(fileExtension ?? "no extension")", calls)
        case .ignored: ("ignored", calls)
        }
    }

    @Test func withDTypeAPhotoCostsOneStatAndAnythingElseNone() {
        #expect(classify("a.jpg", kind: .regular, followed: regular) == ("photo of 5 bytes", [true]))
        #expect(classify("a.TXT", kind: .regular, followed: regular) == ("not shown: txt", []))
        #expect(classify("README", kind: .regular, followed: regular) == ("not shown: no extension", []))
        #expect(classify("x.jpg", kind: .directory) == ("subfolder", []))
        #expect(classify("fifo.jpg", kind: .other, followed: fifo) == ("ignored", []))
        #expect(classify(".a.jpg", kind: .regular, followed: regular) == ("ignored", []))
        #expect(classify(".git", kind: .directory) == ("ignored", []))
    }

    @Test func withDTypeALinkIsStatedOnlyWhenNamedLikeAPhoto() {
        #expect(classify("a.jpg", kind: .symbolicLink, followed: regular) == ("photo of 5 bytes", [true]))
        #expect(classify("d.jpg", kind: .symbolicLink, followed: folder) == ("ignored", [true]))
        #expect(classify("broken.jpg", kind: .symbolicLink, followed: nil) == ("ignored", [true]))
        #expect(classify("shortcut", kind: .symbolicLink, followed: folder) == ("ignored", []))
    }

    @Test func withoutDTypeEveryEntryIsLstatedAndOnlyLinksStatedAgain() {
        #expect(
            classify("a.jpg", kind: nil, unfollowed: regular, followed: regular) == (
                "photo of 5 bytes", [false]
            ))
        #expect(classify("a.txt", kind: nil, unfollowed: regular) == ("not shown: txt", [false]))
        #expect(classify("notes.txt", kind: .symbolicLink, followed: regular) == ("ignored", []))
        #expect(classify("x.jpg", kind: nil, unfollowed: folder) == ("subfolder", [false]))
        #expect(
            classify("l.jpg", kind: nil, unfollowed: link, followed: regular) == (
                "photo of 5 bytes", [false, true]
            ))
        #expect(
            classify("l.jpg", kind: nil, unfollowed: link, followed: folder) == ("ignored", [false, true]))
        #expect(classify("shortcut", kind: nil, unfollowed: link, followed: folder) == ("ignored", [false]))
        #expect(classify("fifo.jpg", kind: nil, unfollowed: fifo) == ("ignored", [false]))
        #expect(classify("gone.jpg", kind: nil, unfollowed: nil) == ("ignored", [false]))
    }
}
