import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// The viewer's info panel, slideshow and animations in a real terminal, as a person uses them: the panel
/// opens and closes, a slideshow steps by itself, a GIF moves by itself and stops when paused, using no
/// processor time then.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct ViewerExtrasInTmuxTests {
    let photos = TemporaryDirectory()
    let cache = TemporaryDirectory()

    init() throws {
        for (index, color) in [(200, 30, 30), (30, 200, 30), (30, 30, 200)].enumerated() {
            let picture = RGBImage(
                size: PixelSize(width: 320, height: 240),
                filledWith: (UInt8(color.0), UInt8(color.1), UInt8(color.2)))
            photos.write(try JPEGWriter().encode(picture), to: "IMG_\(index + 1).jpg")
        }
        try FixtureTool.run(
            "exiftool",
            [
                "-q", "-overwrite_original", "-Make=Apple", "-Model=iPhone 15 Pro",
                "-DateTimeOriginal=2026:11:08 12:11:05", "-OffsetTimeOriginal=+01:00", "-ExposureTime=1/250",
                "-FNumber=1.78", "-ISO=125", photos.path.appending("IMG_1.jpg").string,
            ])
        var gif = GIFWriter()
        gif.delaysInCentiseconds = [20, 20]
        let red = RGBImage(size: PixelSize(width: 80, height: 60), filledWith: (255, 0, 0))
        let blue = RGBImage(size: PixelSize(width: 80, height: 60), filledWith: (0, 0, 255))
        photos.write(try gif.encode(red, laterFrames: [blue]), to: "IMG_4.gif")
    }

    func launch(_ arguments: [String] = []) throws -> TmuxTerminal {
        try TmuxTerminal.launchApp(
            arguments + [photos.path.string],
            environment: [
                "TERM=tmux-256color", "COLORTERM=truecolor", "LANG=C.UTF-8",
                "XDG_CACHE_HOME=\(cache.path.string)",
            ],
            columns: 110, rows: 24)
    }

    @Test func iShowsThePhotosFactsBesideItAndEscClosesThem() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg") }
        try terminal.press("Enter")
        try terminal.waitForScreen("the viewer") { $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg · 320×240") }
        try terminal.press("i")
        let panel = try terminal.waitForScreen("the info panel") {
            $0.text.contains("│ Taken  Nov 8, 2026 · 12:11 +01:00  │")
                && $0.text.contains("│ Camera Apple iPhone 15 Pro         │")
                && $0.text.contains("│ Shot   1/250 · f/1.8 · ISO 125     │")
        }
        #expect(panel.lines[1].hasSuffix("╭─ Info ─────────────────────────────╮"))
        try terminal.press("Escape")
        try terminal.waitForScreen("the viewer without the panel") {
            !$0.text.contains("Info") && $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg")
        }
        try terminal.press("Escape")
        try terminal.waitForScreen("the Feed again") { $0.statusLine.contains("⏎ view") }
    }

    @Test func aSlideshowStepsByItselfAndAKeyPausesIt() throws {
        let terminal = try launch(["--slideshow-interval", "0.5"])
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg") }
        try terminal.press("Enter")
        try terminal.waitForScreen("the viewer") { $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg · 320×240") }
        try terminal.press("S")
        try terminal.waitForScreen("the second photo, by itself") {
            $0.statusLine.hasPrefix(" 2 of 4 · IMG_2.jpg")
        }
        try terminal.waitForScreen("the third photo, by itself") {
            $0.statusLine.hasPrefix(" 3 of 4 · IMG_3.jpg")
        }
        try terminal.press("x")
        let paused = try terminal.waitForScreen("paused") { $0.statusLine.contains("slideshow paused") }
        Thread.sleep(forTimeInterval: 1.2)
        #expect(try terminal.screen().statusLine == paused.statusLine)
        #expect(try IdleAndAnimationInTmuxTests.ticksInOneSecond(of: terminal) <= 1)
    }

    @Test func aGIFMovesByItselfAndStopsWhenPaused() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg") }
        try terminal.press("End", "Enter")
        try terminal.waitForScreen("the GIF in the viewer") { $0.statusLine.hasPrefix(" 4 of 4 · IMG_4.gif") }
        func colours() throws -> String {
            try terminal.checkedTmux(["capture-pane", "-p", "-e", "-t", TmuxTerminal.session])
        }
        var seen: Set<String> = []
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(1500)
        while clock.now < end {
            seen.insert(try colours())
            Thread.sleep(forTimeInterval: 0.03)
        }
        #expect(seen.count >= 2, "the red and the blue frame")
        try terminal.press("p")
        try terminal.waitForScreen("paused") { $0.statusLine.contains("animation paused · p plays") }
        let paused = try colours()
        Thread.sleep(forTimeInterval: 0.6)
        #expect(try colours() == paused)
        #expect(try IdleAndAnimationInTmuxTests.ticksInOneSecond(of: terminal) <= 1)
    }
}
