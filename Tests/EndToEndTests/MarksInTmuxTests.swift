import Foundation
import ImagingTestSupport
import SystemPackage
import Testing

/// Marks in a real terminal: Space, `a`, `v`, the ✓ corner and the status summary; `d` with its y/n moving
/// the marked photos to the trash (checked with trash-list), `U` putting them back; the picker printing the
/// marked photos.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct MarksInTmuxTests {
    let photos = TemporaryDirectory()
    let data = TemporaryDirectory()

    init() throws {
        photos.makeFolder("Trip")
        for index in 1...4 {
            let picture = TestPicture.image(width: 64, height: 48) { x, y in
                (UInt8(x * 4), UInt8(y * 5), UInt8(index * 50))
            }
            photos.write(try JPEGWriter().encode(picture), to: "Trip/IMG_\(index).jpg")
        }
    }

    func path(_ index: Int) -> String { photos.path.string + "/Trip/IMG_\(index).jpg" }

    func launch(_ arguments: [String] = []) throws -> TmuxTerminal {
        try TmuxTerminal.launchApp(
            ["--no-cache", "--no-animation"] + arguments + [photos.path.string],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "XDG_DATA_HOME=\(data.path.string)"])
    }

    func waitForFeed(_ terminal: TmuxTerminal) throws {
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 4 · IMG_1.jpg") }
    }

    @Test func spaceMarksAndMovesOnAndTheSummaryAndCornersShow() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try waitForFeed(terminal)
        try terminal.press("Space")
        try terminal.press("Space")
        let screen = try terminal.waitForScreen("two marked, the focus on the third") {
            $0.statusLine.contains("3 of 4 · IMG_3.jpg · 2 selected · ")
        }
        #expect(screen.text.filter { $0 == "✓" }.count == 2)
        try terminal.press("a")
        try terminal.waitForScreen("all marked") { $0.statusLine.contains("4 selected") }
        try terminal.press("a")
        try terminal.waitForScreen("none marked") { !$0.statusLine.contains("selected") }
        try terminal.press("Escape")
        try terminal.waitForScreen("back at the albums") { $0.titleBar.hasPrefix(" Albums") }
    }

    @Test func escClearsTheMarksBeforeGoingBack() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try waitForFeed(terminal)
        try terminal.press("v")
        try terminal.waitForScreen("a range open") { $0.statusLine.contains("range from 1") }
        try terminal.press("End")
        try terminal.press("v")
        try terminal.waitForScreen("the range marked") {
            $0.statusLine.contains("4 of 4 · IMG_4.jpg · 4 selected")
        }
        try terminal.press("Escape")
        let cleared = try terminal.waitForScreen("the marks cleared, still on the Feed") {
            $0.statusLine.contains("4 of 4 · IMG_4.jpg") && !$0.statusLine.contains("selected")
        }
        #expect(!cleared.text.contains("✓"))
        try terminal.press("Escape")
        try terminal.waitForScreen("back at the albums") { $0.titleBar.hasPrefix(" Albums") }
    }

    @Test func dMovesTheMarkedPhotosToTheTrashAfterYesAndUPutsThemBack() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try waitForFeed(terminal)
        try terminal.press("Space")
        try terminal.press("Right")
        try terminal.press("Space")
        try terminal.waitForScreen("two marked") { $0.statusLine.contains("2 selected") }
        try terminal.press("d")
        try terminal.waitForScreen("the question") {
            $0.statusLine.contains("Move 2 photos to the trash? y/n")
        }
        try terminal.press("n")
        try terminal.waitForScreen("cancelled") {
            !$0.statusLine.contains("y/n") && $0.statusLine.contains("2 selected")
        }
        #expect(FileManager.default.fileExists(atPath: path(1)))
        try terminal.press("Delete")
        try terminal.waitForScreen("the question again") {
            $0.statusLine.contains("Move 2 photos to the trash? y/n")
        }
        try terminal.press("y")
        try terminal.waitForScreen("the photos gone from the Feed") {
            $0.statusLine.contains("of 2") && $0.statusLine.contains("Moved 2 photos to the trash · U undoes")
        }
        let marked = [path(1), path(3)].filter { !FileManager.default.fileExists(atPath: $0) }
        #expect(marked.count == 2)
        let listed = try Subprocess.run(
            "/usr/bin/trash-list", [],
            environment: ["XDG_DATA_HOME": data.path.string, "PATH": "/usr/bin:/bin"])
        #expect(Set(listed.output.split(separator: "\n").map { String($0.dropFirst(20)) }) == Set(marked))
        try terminal.press("U")
        try terminal.waitForScreen("put back, and shown again") {
            $0.statusLine.contains("of 4") || $0.statusLine.contains("Put 2 photos back")
        }
        #expect([path(1), path(3)].allSatisfy { FileManager.default.fileExists(atPath: $0) })
        let after = try Subprocess.run(
            "/usr/bin/trash-list", [],
            environment: ["XDG_DATA_HOME": data.path.string, "PATH": "/usr/bin:/bin"])
        #expect(after.output.isEmpty)
        try terminal.waitForScreen("the Feed with all four again") { $0.statusLine.contains("of 4") }
    }

    @Test func dInTheViewerTrashesThePhotoOnScreenAndShowsTheNext() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try waitForFeed(terminal)
        try terminal.press("Enter")
        try terminal.waitForScreen("the viewer") { $0.statusLine.contains("1 of 4 · IMG_1.jpg · 64×48") }
        try terminal.press("Right")
        try terminal.press("d")
        try terminal.waitForScreen("the question") {
            $0.statusLine.contains("Move 1 photo to the trash? y/n")
        }
        try terminal.press("Escape")
        try terminal.waitForScreen("cancelled, still in the viewer") {
            $0.statusLine.contains("2 of 4 · IMG_2.jpg") && !$0.statusLine.contains("y/n")
        }
        try terminal.press("Delete")
        try terminal.waitForScreen("the question again") { $0.statusLine.contains("y/n") }
        try terminal.press("y")
        try terminal.waitForScreen("the next photo, the trash confirmed") {
            $0.statusLine.contains("Moved 1 photo to the trash · U undoes")
        }
        #expect(!FileManager.default.fileExists(atPath: path(2)))
        try terminal.press("Right")
        try terminal.waitForScreen("the photo after it") { $0.statusLine.contains("3 of 3 · IMG_4.jpg") }
        try terminal.press("Escape")
        try terminal.waitForScreen("the Feed without it (the folder watcher)") {
            $0.statusLine.contains(" of 3")
        }
    }

    @Test func thePickerPrintsTheMarkedPhotosInTheOrderShown() throws {
        let picked = data.path.string + "/picked"
        let script = """
            trap : INT
            cd \(shellQuoted(photos.path.string))
            TERM=tmux-256color LANG=C.UTF-8 \(shellQuoted(BuiltBinary.path)) --pick --no-cache Trip > \(shellQuoted(picked))
            echo "[exited $?]"
            exec sleep 30
            """
        let terminal = try TmuxTerminal(columns: 100, rows: 30, script: script)
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 4") }
        try terminal.press("End")
        try terminal.press("Space")
        try terminal.press("Home")
        try terminal.press("Space")
        try terminal.waitForScreen("two marked") { $0.statusLine.contains("2 selected") }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        #expect(FileManager.default.contents(atPath: picked) == Data("Trip/IMG_1.jpg\nTrip/IMG_4.jpg\n".utf8))
    }
}

/// A large batch goes to the trash on a thread of its own, with progress, and comes back with `U`.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct LargeTrashInTmuxTests {
    let photos = TemporaryDirectory()
    let data = TemporaryDirectory()

    @Test func aThousandMarkedPhotosGoToTheTrashAndComeBack() throws {
        photos.makeFolder("Many")
        let jpeg = try JPEGWriter().encode(
            TestPicture.image(width: 16, height: 12) { x, _ in (UInt8(x * 9), 40, 90) })
        for index in 1...1000 { photos.write(jpeg, to: "Many/IMG_\(index).jpg") }
        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", "--no-animation", photos.path.string],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "XDG_DATA_HOME=\(data.path.string)"])
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed", timeout: .seconds(10)) { $0.statusLine.contains("1 of 1,000") }
        try terminal.press("a")
        try terminal.waitForScreen("all marked") { $0.statusLine.contains("1,000 selected") }
        try terminal.press("d")
        try terminal.waitForScreen("the question") {
            $0.statusLine.contains("Move 1,000 photos to the trash? y/n")
        }
        try terminal.press("y")
        try terminal.waitForScreen("done", timeout: .seconds(30)) {
            $0.statusLine.contains("Moved 1,000 photos to the trash · U undoes")
        }
        let listed = try Subprocess.run(
            "/usr/bin/trash-list", [],
            environment: ["XDG_DATA_HOME": data.path.string, "PATH": "/usr/bin:/bin"])
        #expect(listed.output.split(separator: "\n").count == 1000)
        try terminal.press("U")
        try terminal.waitForScreen("put back", timeout: .seconds(30)) {
            $0.statusLine.contains("Put 1,000 photos back")
        }
        let folder = try FileManager.default.contentsOfDirectory(atPath: photos.path.string + "/Many")
        #expect(folder.count == 1000)
    }
}
