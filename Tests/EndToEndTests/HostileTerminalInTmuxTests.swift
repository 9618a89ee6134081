import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// A terminal whose answers lie, and a tmux the app is not told about: the app starts, draws and quits
/// promptly with the terminal restored, and leaves tmux's pane title as it was.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct HostileTerminalInTmuxTests {
    let photos = TemporaryDirectory()

    init() throws {
        photos.makeFolder("Trip")
        for index in 1...6 {
            let picture = TestPicture.image(width: 640, height: 480) { x, y in
                (UInt8(x * 255 / 640), UInt8(y * 255 / 480), UInt8(index * 40))
            }
            photos.write(try JPEGWriter().encode(picture), to: "Trip/IMG_\(index).jpg")
        }
    }

    /// Waits for the Feed with its six thumbnails, presses `q` and returns how long the app took to exit.
    func quitTime(_ terminal: TmuxTerminal) throws -> Duration {
        try terminal.waitForScreen("the Feed", timeout: .seconds(10)) {
            $0.titleBar.contains("Trip") && $0.statusLine.hasPrefix(" 1 of 6 · IMG_1.jpg")
        }
        Thread.sleep(forTimeInterval: 0.5)
        let clock = ContinuousClock()
        let pressed = clock.now
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit(timeout: .seconds(20))
        #expect(status == 0, "\(screen.digest)")
        #expect(screen.text.contains("[tty restored]"))
        return pressed.duration(to: clock.now)
    }

    @Test func aHundredThousandPixelCellReplyAndAHugeWindowFallBackToTheDefault() throws {
        // The shell waits while the hostile answer is typed into the terminal ahead of the app, which
        // reads it as the answer to its cell-size question; the kernel's window size claims 65535 pixels
        // each way for 100 × 30 cells.
        let setWindow =
            "python3 -c 'import fcntl, struct, termios; "
            + "fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack(\"HHHH\", 30, 100, 65535, 65535))'"
        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", "--graphics", "sixel", photos.path.string],
            shellSetup: "\(setWindow)\nstty -echo\nsleep 1\nstty echo")
        defer { terminal.kill() }
        let reply = Array("\u{1B}[6;100000;100000t".utf8).map { String(format: "%02x", $0) }
        try terminal.checkedTmux(["send-keys", "-t", TmuxTerminal.session, "-H"] + reply)
        #expect(try quitTime(terminal) < .seconds(3))
    }

    @Test func theLargestCellSizeTheOptionAllowsStillQuitsPromptly() throws {
        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", "--graphics", "sixel", "--cell-size", "1000x1000", photos.path.string])
        defer { terminal.kill() }
        #expect(try quitTime(terminal) < .seconds(3))
    }

    @Test func withoutTMUXInTheEnvironmentThePaneTitleIsLeftAlone() throws {
        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", photos.path.string], environment: ["-i", "TERM=tmux-256color", "LANG=C.UTF-8"],
            shellSetup: "printf '\\033]2;before tessera\\033\\\\'")
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.hasPrefix(" 1 of 6 · IMG_1.jpg") }
        try terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try terminal.format("#{pane_title}") == "before tessera")
    }
}
