import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// Issue 18's click bug, in a real terminal: a click right after `?` and Esc whose release arrives on its
/// own left the app blocked inside ncurses until the next key, so nothing it had to draw by itself (here a
/// photo added to the folder) reached the screen.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct ClickInTmuxTests {
    let photos = TemporaryDirectory()
    let cache = TemporaryDirectory()

    /// Writes a small JPEG into the album.
    private func photo(_ name: String) throws {
        let picture = TestPicture.image(width: 160, height: 120) { x, y in (UInt8(x), UInt8(y), 90) }
        photos.write(try JPEGWriter().encode(picture), to: "Garden/\(name)")
    }

    /// Sends raw bytes to the app, as the terminal would.
    private func send(_ terminal: TmuxTerminal, bytes: [UInt8]) throws {
        try terminal.checkedTmux(
            ["send-keys", "-t", TmuxTerminal.session, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// An X10 mouse report (`tmux-256color`'s `kmous` is `ESC [ M`) for a 0-based cell: `button` 0 is a
    /// press of button 1, 3 a release.
    private func mouseReport(button: UInt8, column: Int, row: Int) -> [UInt8] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), 32 + button, UInt8(33 + column), UInt8(33 + row)]
    }

    @Test func aReleaseArrivingOnItsOwnDoesNotHoldUpTheScreen() throws {
        photos.makeFolder("Garden")
        for index in 1...3 { try photo("IMG_\(index).jpg") }
        let terminal = try TmuxTerminal.launchApp(
            [photos.path.string + "/Garden"],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8", "XDG_CACHE_HOME=\(cache.path.string)"],
            columns: 100, rows: 30)
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 3 · IMG_1.jpg") }
        try terminal.press("?")
        try terminal.waitForScreen("the help") { $0.text.contains("Esc or ? closes") }
        try terminal.press("Escape")
        try terminal.waitForScreen("the help closed") { !$0.text.contains("Esc or ? closes") }
        // The second photo sits right of the first in the first justified row (columns 21 to 41, rows 1 to 8
        // of 100 × 30).
        try send(terminal, bytes: mouseReport(button: 0, column: 30, row: 4))
        try terminal.waitForScreen("the clicked photo focused") {
            $0.statusLine.hasPrefix(" 2 of 3 · IMG_2.jpg")
        }
        try send(terminal, bytes: mouseReport(button: 3, column: 30, row: 4))
        usleep(200_000)
        // A photo added now shows by itself, as the folder is watched, without another key.
        try photo("IMG_4.jpg")
        try terminal.waitForScreen("the new photo counted, with no key pressed", timeout: .seconds(10)) {
            $0.statusLine.hasPrefix(" 2 of 4 · IMG_2.jpg")
        }
    }
}
