import Foundation
import ImagingTestSupport
import SystemPackage
import TesseraGallery
import TesseraImaging
import Testing

/// A hostile user on a camera roll in a real terminal: a seeded stream of every key of the photo screens —
/// marks, ranges, trash (in a temporary copy of the roll, with a temporary trash) and its undo, copy, open
/// (a harmless opener), filter, sort, zoom, info, slideshow, the timeline and its jump, the Feed's layout,
/// rescans — with mouse clicks, wheels, Ctrl+wheels and drags, resizes between bursts and photos arriving
/// and leaving while it runs, over JPEG, HEIC, AVIF, JPEG XL, TIFF, WebP, a DNG, MP4, an animated GIF and a
/// broken file in two albums. The app must stay alive with its memory flat, quit cleanly with the terminal
/// restored, and leave nothing behind that changes the next start: once the trashed photos are back and
/// the arrivals gone, a fresh start draws the same screen as before the storm.
/// `make test` runs 2,000 keys; `make soak` sets `TESSERA_CAMERA_SOAK_KEYS=30000`.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct CameraRollSoakInTmuxTests {
    static let keyCount =
        ProcessInfo.processInfo.environment["TESSERA_CAMERA_SOAK_KEYS"].flatMap(Int.init) ?? 2_000
    /// The photo screens' keys (docs/keys.md), with Enter, Escape and `d` weighted up so the storm goes
    /// deep and asks to trash often; most trash prompts are cancelled by the next key.
    static let keys = [
        "Up", "Down", "Left", "Right", "j", "k", "h", "l", "NPage", "PPage", "Home", "End", "g", "G",
        "Enter", "Enter", "Escape", "Escape", "BSpace", "Space", "Space", "v", "a", "d", "d", "DC", "n", "y",
        "U", "o", "p", "/", "x", "s", "r", "t", ":", "+", "=", "-", "0", "1", "i", "S", "c", "m", "?", "F1",
        "Tab",
    ]

    let roll = TemporaryDirectory()
    let home = TemporaryDirectory()

    init() throws {
        let camera = roll.makeFolder("Camera")
        let trip = roll.makeFolder("Trip")
        for index in 0..<12 {
            let picture = TestPicture.image(width: 96 + index * 8, height: 64) { x, y in
                (UInt8(x * 2 & 255), UInt8(y * 3 & 255), UInt8(index * 20))
            }
            roll.write(
                try JPEGWriter().encode(picture), to: "\(index < 8 ? "Camera" : "Trip")/IMG_\(index).jpg")
        }
        let upright = TestPicture.quadrants(width: 64, height: 48)
        try HEIFWriter().write(upright, to: camera.appending("IMG_20.heic"))
        try HEIFWriter(orientation: .right).write(upright, to: trip.appending("IMG_21.heic"))
        let frames = (0..<4).map { shade in
            TestPicture.image(width: 40, height: 30) { x, _ in (UInt8(shade * 60), UInt8(x * 6), 40) }
        }
        roll.write(
            try GIFWriter().encode(frames[0], laterFrames: Array(frames.dropFirst())), to: "Camera/anim.gif")
        let clips = TemporaryDirectory()
        let clip = try VideoWriter.testPattern(clips, name: "clip.mp4", seconds: 2)
        roll.write(Array(try Data(contentsOf: URL(fileURLWithPath: clip.string))), to: "Camera/IMG_30.mp4")
        let jpeg = try JPEGWriter().encode(upright)
        roll.write(Array(jpeg.prefix(jpeg.count / 3)), to: "Camera/broken.jpg")
        let png = clips.write(try PNGWriter().encode(upright), to: "upright.png")
        try ExternalTool.run("avifenc", ["-s", "10", png.string, trip.appending("IMG_40.avif").string])
        try JXLWriter.write(upright, to: trip.appending("IMG_41.jxl"), in: clips)
        try TIFFWriter(orientation: .left).write(upright, to: trip.appending("IMG_42.tif"))
        roll.write(try WebPWriter.lossless(upright), to: "Trip/IMG_43.webp")
        roll.write(
            DNGWriter(preview: .jpeg(jpeg, size: PixelSize(width: 64, height: 48)), orientation: 6).encode(),
            to: "Trip/IMG_44.dng")
    }

    /// An X10 mouse report (`tmux-256color`'s `kmous` is `ESC [ M`) at a 0-based cell: `button` 0 presses
    /// button 1, 32 moves with it held, 3 releases, 64/65 turn the wheel, +16 holds Ctrl.
    static func mouseReport(button: UInt8, column: Int, row: Int) -> [String] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32 + button, UInt8(33 + column), UInt8(33 + row)]
            .map { String(format: "%02x", $0) }
    }

    /// A click, a wheel turn (with or without Ctrl) or a drag at random cells of a 100×30 screen.
    static func randomMouse(using random: inout SeededRandom) -> [[String]] {
        func cell() -> (Int, Int) {
            (Int.random(in: 0..<100, using: &random), Int.random(in: 0..<30, using: &random))
        }
        let (column, row) = cell()
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return [
                mouseReport(button: 0, column: column, row: row),
                mouseReport(button: 3, column: column, row: row),
            ]
        case 1: return [mouseReport(button: Bool.random(using: &random) ? 64 : 65, column: column, row: row)]
        case 2: return [mouseReport(button: Bool.random(using: &random) ? 80 : 81, column: column, row: row)]
        default:
            let (toColumn, toRow) = cell()
            return [
                mouseReport(button: 0, column: column, row: row),
                mouseReport(button: 32, column: toColumn, row: toRow),
                mouseReport(button: 3, column: toColumn, row: toRow),
            ]
        }
    }

    func launch() throws -> TmuxTerminal {
        try TmuxTerminal.launchApp(
            ["--no-animation", roll.path.string],
            environment: [
                "TERM=tmux-256color", "LANG=C.UTF-8", "HOME=\(home.path.string)",
                "XDG_DATA_HOME=\(home.path.string)/data", "XDG_CACHE_HOME=\(home.path.string)/cache",
                "TESSERA_OPEN=true",
            ])
    }

    /// The screen once it has stopped changing (every thumbnail drawn) for half a second.
    func settledScreen(_ terminal: TmuxTerminal) throws -> String {
        try terminal.waitForScreen("the albums") { $0.titleBar.hasPrefix(" Albums") }
        var last = try terminal.screen().text
        var stableSince = ContinuousClock.now
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            let now = try terminal.screen().text
            if now != last {
                last = now
                stableSince = ContinuousClock.now
            } else if ContinuousClock.now - stableSince >= .milliseconds(500) {
                break
            }
        }
        return last
    }

    @Test func aSeededStormOverACameraRollLeavesTheAppAliveFlatAndTheNextStartUnchanged() throws {
        // The first start fills the thumbnail cache and the index; the second shows what every later one
        // should.
        var before = ""
        for _ in 0..<2 {
            let fresh = try launch()
            defer { fresh.kill() }
            before = try settledScreen(fresh)
            try fresh.press("q")
            #expect(try fresh.waitForExit().status == 0)
        }

        // Every format is in the roll: the trip's 4 JPEGs, a HEIC, an AVIF, a JPEG XL, a TIFF, a WebP and a DNG.
        #expect(before.contains("10 photos"), "\(before)")
        let terminal = try launch()
        defer { terminal.kill() }
        try terminal.waitForScreen("the albums") { $0.titleBar.hasPrefix(" Albums") }
        let pid = try terminal.appPID()
        let input = try PaneInputQueue(of: terminal)
        // Once for sure, whatever the storm does: the first album's first photo marked and trashed.
        try terminal.press("Enter", "Space", "d", "y")
        try terminal.waitForScreen("one photo trashed") {
            $0.statusLine.contains("Moved 1 photo to the trash")
        }
        var random = SeededRandom(seed: 20_261_127)
        var sent = 0
        var residentSamples: [Int] = []
        var arrivals: [String] = []
        while sent < Self.keyCount {
            let burst = (0..<min(40, Self.keyCount - sent)).map { _ in
                Self.keys.randomElement(using: &random)!
            }
            // `q` quits, Ctrl-C too; never sent in the storm. It types ahead of the app by at most 1 KB (no
            // person types faster): a full input queue hands escape sequences over in pieces, which a loaded
            // machine can stretch past the escape delay (see `PaneInputQueue`).
            try input.waitUntilUnread(atMost: 1_024, by: pid, timeout: .seconds(60))
            try terminal.press(burst)
            sent += burst.count
            for report in Self.randomMouse(using: &random) {
                try terminal.checkedTmux(["send-keys", "-t", TmuxTerminal.session, "-H"] + report)
            }
            // Photos arrive and leave while the storm runs, as on a phone syncing its camera roll.
            if sent % 1_000 == 0 {
                let name = "Camera/new_\(sent / 1_000).jpg"
                roll.write(try JPEGWriter().encode(TestPicture.quadrants(width: 48, height: 32)), to: name)
                arrivals.append(name)
                if arrivals.count > 2 {
                    try? FileManager.default.removeItem(atPath: roll.path.appending(arrivals[0]).string)
                }
            }
            if sent % 400 == 0 {
                try terminal.resize(
                    columns: Int.random(in: 20...160, using: &random),
                    rows: Int.random(in: 6...50, using: &random))
            }
            if sent % 2_000 == 0, let resident = Self.residentKilobytes(of: pid) {
                residentSamples.append(resident)
            }
        }
        // Only the test's `q` may end the app, once it has read every key typed before it: the wait throws
        // if the app ended sooner.
        try input.waitUntilUnread(atMost: 0, by: pid, timeout: .seconds(60))
        try terminal.resize(columns: 100, rows: 30)
        // Whatever prompt or field the storm left open: cancel it, then the help on demand.
        try terminal.press("n", "Escape", "Escape", "Escape", "?")
        // A debug build works through a queue of 30,000 keys for minutes on a busy machine: what is bounded
        // is that it gets there, alive.
        try terminal.waitForScreen("the help after the storm", timeout: .seconds(max(30, Self.keyCount / 60)))
        {
            $0.text.contains("Quit")
        }
        if let first = residentSamples.first, let last = residentSamples.last {
            #expect(last <= max(first * 2, first + 100_000), "resident memory \(residentSamples) kB")
        }
        try input.waitUntilUnread(atMost: 0, by: pid, timeout: .seconds(20))
        try terminal.press("Escape", "q")
        let (status, screen) = try terminal.waitForExit(timeout: .seconds(20))
        #expect(status == 0, "\(screen.digest)")
        // Keys typed while `o` had handed the terminal to the opener (`TESSERA_OPEN=true`) were echoed by the
        // line discipline onto the shell's screen, as in any terminal; the script prints its marker over
        // or after them (where the cursor was left), so the marker is looked for anywhere. The script
        // prints `[tty changed]` instead when the modes differ from before the app.
        #expect(
            screen.text.contains("[tty restored]") && !screen.text.contains("[tty changed]"),
            "\(screen.digest)")

        // The storm started with a trash (and went on with `d`, `y` and `U` at random).
        #expect(FileManager.default.fileExists(atPath: home.path.appending("data/Trash/info").string))
        // Everything the storm trashed goes back where it was (each `.trashinfo` says where), then a fresh
        // start must look as it did before the storm.
        try Self.putBackEverything(from: home.path.appending("data/Trash"))
        for name in arrivals { try? FileManager.default.removeItem(atPath: roll.path.appending(name).string) }
        let after = try launch()
        defer { after.kill() }
        #expect(try settledScreen(after) == before)
    }

    /// `VmRSS` of a running process, in kB.
    static func residentKilobytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }

    /// Renames every file of the home trash back to its `Path=` (plain ASCII paths here) and removes its info.
    static func putBackEverything(from trash: FilePath) throws {
        let info = trash.appending("info").string
        for name in (try? FileManager.default.contentsOfDirectory(atPath: info)) ?? [] {
            let text = try String(contentsOfFile: info + "/" + name, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Path=") })
            let original = String(line.dropFirst(5)).removingPercentEncoding ?? String(line.dropFirst(5))
            let file = trash.appending("files").string + "/" + String(name.dropLast(".trashinfo".count))
            try FileManager.default.moveItem(atPath: file, toPath: original)
            try FileManager.default.removeItem(atPath: info + "/" + name)
        }
    }
}
