import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// The built binary and the shared thumbnail cache: no writes inside PATH through symlinks, none into a
/// PATH that lies in the cache, and no temporary files left behind by signals or dead processes.
@Suite(.serialized) struct ThumbnailCacheSafetyTests {
    let root = TemporaryDirectory()

    /// Writes `count` small JPEGs into `folder` (relative to the temporary root).
    func writePhotos(_ count: Int, in folder: String) throws {
        root.makeFolder(folder)
        for index in 1...count {
            let picture = TestPicture.image(width: 640, height: 480) { x, y in
                (UInt8(x * 255 / 640), UInt8(y * 255 / 480), UInt8(index * 5 % 256))
            }
            root.write(try JPEGWriter().encode(picture), to: "\(folder)/IMG_\(index).jpg")
        }
    }

    /// The names in `folder` (none when it does not exist).
    func names(in folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: root.path.string + "/" + folder)) ?? []
    }

    @Test func aCacheHomeSymlinkedIntoPathWritesNothingThere() throws {
        try writePhotos(3, in: "photos/album")
        root.makeFolder("photos/cache-target")
        let link = root.path.string + "/cache-home"
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: root.path.string + "/photos/cache-target")
        let before = try TreeListing(of: root.path.string + "/photos")
        let run = try BuiltBinary.run(
            ["snapshot", root.path.string + "/photos", "--size", "100x30", "--keys", "enter"],
            environment: ["XDG_CACHE_HOME": link])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try TreeListing(of: root.path.string + "/photos") == before)
    }

    @Test func browsingTheCachesOwnFolderWritesNoThumbnailsOfThumbnails() throws {
        try writePhotos(3, in: "cache/thumbnails/large")
        let before = names(in: "cache/thumbnails/large").sorted()
        let run = try BuiltBinary.run(
            ["snapshot", root.path.string + "/cache/thumbnails/large", "--size", "100x30"],
            environment: ["XDG_CACHE_HOME": root.path.string + "/cache"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(names(in: "cache/thumbnails/large").sorted() == before)
        #expect(names(in: "cache/thumbnails/normal").isEmpty)
    }

    @Test(.enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
    func staleTemporaryFilesOfDeadProcessesAreSweptAtStartAndNoneAreLeftBySIGTERM() throws {
        try writePhotos(40, in: "photos/Many")
        root.makeFolder("cache/thumbnails/large")
        // A process that has ended: its leftover goes; PID 1's (alive) stays.
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let stale = "0123.png.tessera-\(finished.processIdentifier)-42"
        let live = "4567.png.tessera-1-42"
        root.write([], to: "cache/thumbnails/large/\(stale)")
        root.write([], to: "cache/thumbnails/large/\(live)")
        let terminal = try TmuxTerminal.launchApp(
            [root.path.string + "/photos/Many"],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "XDG_CACHE_HOME=\(root.path.string)/cache"])
        defer { terminal.kill() }
        try terminal.waitForScreen("the photos") { $0.titleBar.contains("Many") }
        let processID = try terminal.appPID()
        // Ended while thumbnails are being written: nothing of this process stays in the cache.
        sendSignal(SIGTERM, to: processID)
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 128 + Int(SIGTERM), "\(screen.digest)")
        let left = names(in: "cache/thumbnails/large") + names(in: "cache/thumbnails/normal")
        #expect(!left.contains { $0.contains(".tessera-\(processID)-") }, "\(left)")
        #expect(!left.contains(stale))
        #expect(left.contains(live))
    }
}

/// `kill(2)`, named apart from `TmuxTerminal.kill()`.
private func sendSignal(_ signal: Int32, to processID: pid_t) {
    _ = kill(processID, signal)
}
