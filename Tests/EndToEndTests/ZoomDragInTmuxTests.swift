import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// Zoom and a mouse drag in a real terminal: the reports tmux hands the app (a press, motion with the
/// button held, the release) pan a zoomed photo just as far as the arrow key does.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct ZoomDragInTmuxTests {
    let photos = TemporaryDirectory()
    let cache = TemporaryDirectory()

    /// An X10 mouse report (`tmux-256color`'s `kmous` is `ESC [ M`) for a 0-based cell: `button` 0 is a
    /// press of button 1, 32 motion with it held, 3 a release.
    private func send(_ terminal: TmuxTerminal, button: UInt8, column: Int, row: Int) throws {
        let bytes = [
            0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32 + button, UInt8(33 + column), UInt8(33 + row),
        ]
        try terminal.checkedTmux(
            ["send-keys", "-t", TmuxTerminal.session, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    @Test func aMouseDragPansTheZoomedPhotoAsFarAsTheArrowKey() throws {
        photos.makeFolder("Garden")
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1600, height: 1200))
        photos.write(jpeg, to: "Garden/detail.jpg")
        let terminal = try TmuxTerminal.launchApp(
            [photos.path.string + "/Garden"],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "XDG_CACHE_HOME=\(cache.path.string)"],
            columns: 100, rows: 30)
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 1 · detail.jpg") }
        try terminal.press("Enter")
        try terminal.waitForScreen("the viewer at the fit") { $0.statusLine.contains("· fit ") }
        try terminal.press("1")
        try terminal.waitForScreen("100 %") { $0.statusLine.contains("· 100% ") }
        let centred = try terminal.settledColours()

        // The photo dragged 10 columns to the left, in three reports.
        try send(terminal, button: 0, column: 50, row: 15)
        try send(terminal, button: 32, column: 45, row: 15)
        try send(terminal, button: 3, column: 40, row: 15)
        let dragged = try terminal.settledColours()
        #expect(dragged != centred, "the drag did not move the photo")

        // At 100 % a tenth of the view is 10 columns: the arrow back shows the first picture again.
        try terminal.press("h")
        let back = try terminal.settledColours()
        #expect(back == centred)
        try terminal.press("l")
        #expect(try terminal.settledColours() == dragged)
        try terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
    }
}
