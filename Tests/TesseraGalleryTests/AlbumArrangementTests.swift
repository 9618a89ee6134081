import TesseraCanvas
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// `/` and `s` on the album list of `tessera PATH`, through the diffable data source.
@MainActor
@Suite struct AlbumArrangementTests {
    /// Albums "Beach" (3 photos), "Berlin trip" (1) and "Cats" (2).
    static func folder() throws -> PhotoFolder {
        let folder = PhotoFolder()
        for name in ["a", "b", "c"] { try folder.jpeg("Beach/\(name).jpg") }
        try folder.jpeg("Berlin trip/x.jpg")
        for name in ["1", "2"] { try folder.jpeg("Cats/\(name).jpg") }
        return folder
    }

    static func albumNames(_ screen: Canvas) -> [String] {
        ["Beach", "Berlin trip", "Cats"].filter { screen.plainText.contains(" \($0) ") }
    }

    @Test func theFilterNarrowsTheAlbumsByName() throws {
        let folder = try Self.folder()
        let screen = try folder.snapshot("/ b e wait:400", size: "100x30")
        #expect(Self.albumNames(screen) == ["Beach", "Berlin trip"])
        #expect(screen.statusLine.hasPrefix(" 1 of 2  /be▏"))
        let narrower = try folder.snapshot("/ b t wait:400", size: "100x30")
        #expect(Self.albumNames(narrower) == ["Berlin trip"])
    }

    @Test func escClearsAKeptFilterBeforeAnythingElse() throws {
        let folder = try Self.folder()
        let kept = try folder.snapshot("/ c a enter wait:400", size: "100x30")
        #expect(kept.statusLine.hasPrefix(" 1 of 1 · /ca  "))
        let cleared = try folder.snapshot("/ c a enter esc wait:400", size: "100x30")
        #expect(Self.albumNames(cleared) == ["Beach", "Berlin trip", "Cats"])
        #expect(cleared.titleLine == " Albums in \(folder.root.lastComponent!.string)")
    }

    @Test func noMatchSaysSo() throws {
        let screen = try Self.folder().snapshot("/ z z wait:400", size: "100x30")
        #expect(screen.plainText.contains("No album matches “zz”"))
    }

    @Test func sortCyclesThroughTheOrdersInTheTitle() throws {
        let folder = try Self.folder()
        let byCount = try folder.snapshot("s s wait:400", size: "100x40")
        #expect(byCount.titleLine.hasSuffix("· most photos first"))
        let rows = ["Beach", "Cats", "Berlin trip"].map { name in
            byCount.lines().firstIndex { $0.contains(" \(name) ") } ?? -1
        }
        #expect(rows == rows.sorted() && !rows.contains(-1), "\(rows)")
        let middle = try folder.snapshot("s s wait:150", size: "100x40")
        #expect(middle != byCount, "the change animates")
        #expect(try folder.snapshot("s s s wait:400", size: "100x40") == folder.snapshot(size: "100x40"))
    }
}

/// `/` and `s` in an album's Feed.
@MainActor
@Suite struct PhotoFeedArrangementTests {
    /// One album (so the app opens straight into its Feed): a small, a large and a middle-sized photo.
    static func folder() throws -> PhotoFolder {
        let folder = PhotoFolder()
        try folder.jpeg("Beach/a.jpg", width: 16, height: 16)
        try folder.jpeg("Beach/b.jpg", width: 320, height: 240)
        try folder.jpeg("Beach/c.jpg", width: 96, height: 64)
        return folder
    }

    @Test func theFilterNarrowsThePhotosAndEscClearsItBeforeGoingBack() throws {
        let folder = try Self.folder()
        let filtered = try folder.snapshot("/ b enter wait:400", size: "100x30")
        #expect(filtered.statusLine.hasPrefix(" 1 of 1 · b.jpg · /b  "))
        let cleared = try folder.snapshot("/ b enter esc wait:400", size: "100x30")
        #expect(
            cleared.statusLine.hasPrefix(" 2 of 3 · b.jpg  "),
            "the first Esc clears the filter; b keeps the focus")
        #expect(cleared.titleLine.hasPrefix(" ‹ Beach"))
        let back = try folder.snapshot("/ b enter esc esc wait:400", size: "100x30")
        #expect(back.titleLine.hasPrefix(" Albums in "), "the second goes back")
    }

    @Test func sortingByFileSizeKeepsTheFocusedPhotoFocused() throws {
        let folder = try Self.folder()
        let bySize = try folder.snapshot("s s wait:400", size: "100x30")
        #expect(bySize.titleLine.hasPrefix(" ‹ Beach · largest first"))
        #expect(bySize.statusLine.hasPrefix(" 3 of 3 · a.jpg  "), "the smallest is last")
        let first = try folder.snapshot("s s g wait:400", size: "100x30")
        #expect(first.statusLine.hasPrefix(" 1 of 3 · b.jpg  "), "the largest is first")
    }
}
