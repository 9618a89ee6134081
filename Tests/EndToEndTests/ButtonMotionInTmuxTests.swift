import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// Live drags in a real terminal: while a zoomed photo is on screen the app asks the terminal for motion
/// with a button held (xterm's mode 1002, which tmux records for the pane and passes on to the terminal
/// outside), so a drag pans as the pointer moves, before the button is let go; at the fit, and once the
/// app has quit, the pane is back to press-and-release tracking or none.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct ButtonMotionInTmuxTests {
    let photos = TemporaryDirectory()
    let cache = TemporaryDirectory()

    /// The pane's mouse modes as tmux records them: standard (1000), button motion (1002), SGR (1006).
    private func mouseModes(_ terminal: TmuxTerminal) throws -> String {
        try terminal.format("#{mouse_standard_flag}#{mouse_button_flag}#{mouse_sgr_flag}")
    }

    /// An SGR mouse report (xterm-256color's `kmous` is `ESC [ <`) for a 0-based cell: `button` 0 is a
    /// press of button 1, 32 motion with it held; `release` ends it.
    private func send(_ terminal: TmuxTerminal, button: Int, column: Int, row: Int, release: Bool = false)
        throws
    {
        let report = "\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")"
        try terminal.checkedTmux(
            ["send-keys", "-t", TmuxTerminal.session, "-H"] + report.utf8.map { String(format: "%02x", $0) })
    }

    @Test func aZoomedPhotoAsksForMotionAndADragPansBeforeTheRelease() throws {
        photos.makeFolder("Garden")
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1600, height: 1200))
        photos.write(jpeg, to: "Garden/detail.jpg")
        let terminal = try TmuxTerminal.launchApp(
            [photos.path.string + "/Garden"],
            environment: ["TERM=xterm-256color", "LANG=C.UTF-8", "XDG_CACHE_HOME=\(cache.path.string)"],
            columns: 100, rows: 30)
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 1 · detail.jpg") }
        try terminal.press("Enter")
        try terminal.waitForScreen("the viewer at the fit") { $0.statusLine.contains("· fit ") }
        #expect(try mouseModes(terminal) == "101", "at the fit: press and release, SGR")
        try terminal.press("1")
        try terminal.waitForScreen("100 %") { $0.statusLine.contains("· 100% ") }
        let centred = try terminal.settledColours()
        #expect(try mouseModes(terminal) == "011", "zoomed: motion with a button held, SGR")

        // Pressed, then moved 10 columns to the left, the button still held.
        try send(terminal, button: 0, column: 50, row: 15)
        try send(terminal, button: 32, column: 40, row: 15)
        let dragging = try terminal.settledColours()
        #expect(dragging != centred, "the photo did not move while the button was held")
        try send(terminal, button: 0, column: 40, row: 15, release: true)
        #expect(try terminal.settledColours() == dragging, "the release moved it again")
        // At 100 % a tenth of the view is 10 columns: the arrow back shows the first picture again.
        try terminal.press("h")
        #expect(try terminal.settledColours() == centred)

        try terminal.press("0")
        try terminal.waitForScreen("the fit again") { $0.statusLine.contains("· fit ") }
        #expect(try mouseModes(terminal) == "101", "back at the fit: press and release again")
        try terminal.press("1")
        try terminal.waitForScreen("100 % again") { $0.statusLine.contains("· 100% ") }
        try terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try mouseModes(terminal) == "000", "the mouse is left on after quitting")
    }
}
