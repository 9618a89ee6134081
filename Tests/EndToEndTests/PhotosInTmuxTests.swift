import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// `tessera PATH` in a real terminal, over a folder of real JPEGs, as a person would use it: albums, a
/// Feed whose thumbnails arrive by themselves, the viewer, a resize, back, quit.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct PhotosInTmuxTests {
    let photos = TemporaryDirectory()
    let cache = TemporaryDirectory()

    init() throws {
        for (album, count) in [("Holidays", 5), ("Garden", 2)] {
            photos.makeFolder(album)
            for index in 1...count {
                let picture = TestPicture.image(width: 800, height: 600) { x, y in
                    (UInt8(x * 255 / 800), UInt8(y * 255 / 600), UInt8(index * 40))
                }
                photos.write(try JPEGWriter().encode(picture), to: "\(album)/IMG_\(index).jpg")
            }
        }
        photos.write(BrokenImages.text, to: "Garden/IMG_3.jpg")
    }

    func launch(columns: Int = 100, rows: Int = 30) throws -> TmuxTerminal {
        try TmuxTerminal.launchApp(
            [photos.path.string],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "XDG_CACHE_HOME=\(cache.path.string)"],
            columns: columns, rows: rows)
    }

    @Test func browsingAlbumsAFeedAndTheViewerThenQuittingRestoresTheTerminal() throws {
        let before = try TreeListing(of: photos.path.string)
        let terminal = try launch()
        defer { terminal.kill() }
        // The covers drawn first: a cover still being decoded when Enter opens Garden is no longer wanted,
        // so its decode stops and nothing of it is cached.
        try terminal.waitForScreen("the album list with both covers") {
            $0.titleBar.hasPrefix(" Albums in ") && $0.statusLine.hasPrefix(" 1 of 2 ")
                && $0.text.contains("Garden") && $0.text.contains("Holidays") && !$0.text.contains("…")
        }
        // Garden: two photos and the broken one; the thumbnails arrive without a key being pressed.
        try terminal.press("Enter")
        let feed = try terminal.waitForScreen("Garden's Feed with every thumbnail drawn") {
            $0.titleBar.hasPrefix(" ‹ Garden") && $0.statusLine.hasPrefix(" 1 of 3 · IMG_1.jpg")
                && $0.text.contains("✕ broken") && !$0.text.contains("…")
        }
        #expect(feed.text.contains("▄"))
        try terminal.press("Enter")
        try terminal.waitForScreen("the viewer on the first photo") {
            $0.statusLine.hasPrefix(" 1 of 3 · IMG_1.jpg · 800×600 · ")
        }
        try terminal.press("Right")
        try terminal.waitForScreen("the second photo") {
            $0.statusLine.hasPrefix(" 2 of 3 · IMG_2.jpg · 800×600")
        }
        try terminal.press("Right")
        try terminal.waitForScreen("the broken photo, with its reason") {
            $0.statusLine.contains("cannot read IMG_3.jpg: not an image") && $0.text.contains("✕ broken")
        }
        try terminal.press("Left")
        try terminal.resize(columns: 60, rows: 20)
        try terminal.waitForScreen("the viewer redrawn at 60 × 20") {
            $0.lines.count == 20 && $0.statusLine.hasPrefix(" 2 of 3 · IMG_2.jpg") && $0.text.contains("▄")
        }
        try terminal.press("Escape")
        try terminal.waitForScreen("the Feed, focused on the photo last shown") {
            $0.titleBar.hasPrefix(" ‹ Garden") && $0.statusLine.hasPrefix(" 2 of 3 · IMG_2.jpg")
        }
        try terminal.press("Escape")
        try terminal.waitForScreen("the album list again") { $0.titleBar.hasPrefix(" Albums in ") }
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0, "\(screen.digest)")
        #expect(screen.lines.contains("[tty restored]"), "\(screen.digest)")
        #expect(try terminal.format("#{alternate_on}") == "0")
        #expect(try terminal.format("#{mouse_any_flag}") == "0")

        // Nothing inside PATH changed; the thumbnails (Garden's two photos, Holidays' cover, maybe more
        // ahead of the screen) went to the cache.
        #expect(try TreeListing(of: photos.path.string) == before)
        let written = try FileManager.default.contentsOfDirectory(
            atPath: cache.path.string + "/thumbnails/large")
        #expect(written.count >= 3, "\(written)")
    }

    /// Once every thumbnail has arrived, the app and its idle workers use no processor time.
    @Test func anIdleFeedUsesNoProcessorTime() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try terminal.press("End", "Enter")
        try terminal.waitForScreen("Holidays' Feed with every thumbnail drawn") {
            $0.titleBar.hasPrefix(" ‹ Holidays") && $0.text.contains("▄") && !$0.text.contains("…")
        }
        // The page ahead is decoded in the background: wait until that has ended, however long it takes.
        try IdleAndAnimationInTmuxTests.waitUntilProcessorQuiet(of: terminal)
        let ticks = try IdleAndAnimationInTmuxTests.ticksInOneSecond(of: terminal)
        #expect(ticks <= 1, "\(ticks) ticks in a second of idling")
    }

    @Test func aWarmCacheShowsTheSameThumbnailsWithoutTouchingThePhotos() throws {
        let before = try TreeListing(of: photos.path.string)
        for _ in 0..<2 {
            let run = try BuiltBinary.run(
                ["snapshot", photos.path.string, "--size", "100x30", "--keys", "end enter"],
                environment: ["XDG_CACHE_HOME": cache.path.string])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.hasPrefix(" ‹ Holidays"), "\(run.standardOutput.prefix(200))")
        }
        #expect(try TreeListing(of: photos.path.string) == before)
    }
}

/// Every file and folder under a root with its size, modification time, permissions and (for files) a
/// checksum of every byte: two listings are equal when nothing was added, removed or written.
struct TreeListing: Equatable, CustomStringConvertible {
    let entries: [String]

    init(of root: String) throws {
        var entries: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: root + "/" + relative)
            let size = attributes[.size] as? Int ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            let permissions = attributes[.posixPermissions] as? Int ?? -1
            let contents = FileManager.default.contents(atPath: root + "/" + relative).map(Self.checksum)
            entries.append("\(relative) \(size) \(modified) \(permissions) \(contents ?? 0)")
        }
        self.entries = entries.sorted()
    }

    var description: String { entries.joined(separator: "\n") }

    /// FNV-1a over the bytes.
    static func checksum(_ data: Data) -> UInt64 {
        data.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
