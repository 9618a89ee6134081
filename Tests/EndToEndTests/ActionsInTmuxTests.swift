import Foundation
import ImagingTestSupport
import SystemPackage
import Testing

/// `y` and `o` in a real terminal: the OSC 52 bytes in the pane's raw output and in tmux's buffer, the
/// message when tmux blocks them; an opener (a fake `$TESSERA_OPEN`) run with the terminal released.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct ActionsInTmuxTests {
    let photos = TemporaryDirectory()
    let scratch = TemporaryDirectory()

    init() throws {
        let picture = TestPicture.image(width: 64, height: 48) { x, y in (UInt8(x * 4), UInt8(y * 5), 90) }
        let jpeg = try JPEGWriter().encode(picture)
        photos.makeFolder("Trip")
        photos.write(jpeg, to: "Trip/IMG 1.jpg")
        photos.write(jpeg, to: "Trip/IMG 2.jpg")
    }

    var recorded: String { scratch.path.string + "/pane" }
    var firstPhoto: String { photos.path.string + "/Trip/IMG 1.jpg" }

    func launch(environment: [String] = [], recording: Bool = false) throws -> TmuxTerminal {
        try TmuxTerminal.launchApp(
            ["--no-cache", photos.path.string],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8"] + environment,
            shellSetup: recording ? "tmux pipe-pane -O \(shellQuoted("cat > " + shellQuoted(recorded)))" : "")
    }

    func waitForFeed(_ terminal: TmuxTerminal) throws {
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 2 · IMG 1.jpg") }
    }

    @Test func yCopiesThePathThroughTmuxWhenSetClipboardIsOn() throws {
        let terminal = try launch(recording: true)
        defer { terminal.kill() }
        try terminal.checkedTmux(["set-option", "-g", "set-clipboard", "on"])
        try waitForFeed(terminal)
        try terminal.press("y")
        try terminal.waitForScreen("the confirmation") { $0.statusLine.contains("Copied the path") }
        #expect(try terminal.checkedTmux(["show-buffer"]) == firstPhoto)
        try terminal.press("q")
        _ = try terminal.waitForExit()
        let base64 = Data(firstPhoto.utf8).base64EncodedString()
        let raw = try recordedOutput()
        #expect(raw.contains("\u{1B}]52;c;\(base64)\u{07}"))
        #expect(raw.contains("\u{1B}Ptmux;\u{1B}\u{1B}]52;c;\(base64)\u{07}\u{1B}\\"))
    }

    @Test func tmuxsDefaultsAreNamedAsTheBlock() throws {
        let terminal = try launch()
        defer { terminal.kill() }
        try terminal.checkedTmux(["set-option", "-g", "set-clipboard", "external"])
        try terminal.checkedTmux(["set-option", "-g", "allow-passthrough", "off"])
        try waitForFeed(terminal)
        try terminal.press("y")
        try terminal.waitForScreen("the block explained") {
            $0.statusLine.contains("clipboard blocked by tmux: set -g set-clipboard on")
        }
    }

    @Test func oRunsTheOpenerWithTheTerminalReleasedAndRestoresIt() throws {
        let arguments = scratch.path.string + "/arguments"
        let opener = scratch.path.string + "/opener"
        try """
        #!/bin/sh
        printf '%s\\n' "$@" > \(shellQuoted(arguments))
        echo "opener waiting"
        read answer
        echo "opener read $answer"
        """.write(toFile: opener, atomically: true, encoding: .utf8)
        chmod(opener, 0o755)
        let terminal = try launch(environment: ["TESSERA_OPEN=\(opener) --flag"])
        defer { terminal.kill() }
        try waitForFeed(terminal)
        try terminal.press("o")
        try terminal.waitForScreen("the opener in the released terminal") {
            $0.text.contains("opener waiting")
        }
        #expect(try terminal.format("#{alternate_on}") == "0")
        try terminal.press("o", "k", "Enter")  // Echoed and read as a line: the shell's modes are back.
        try terminal.waitForScreen("the app back, repainted") {
            $0.statusLine.contains("1 of 2 · IMG 1.jpg") && !$0.text.contains("opener")
        }
        #expect(try terminal.format("#{alternate_on}") == "1")
        #expect(FileManager.default.contents(atPath: arguments) == Data("--flag\n\(firstPhoto)\n".utf8))
        try terminal.press("q")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 0 && exit.screen.text.contains("[tty restored]"))
    }

    @Test func aMissingOpenerIsOneLine() throws {
        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", photos.path.string],
            environment: ["-u", "TESSERA_OPEN", "TERM=tmux-256color", "LANG=C.UTF-8", "PATH=/nonexistent"])
        defer { terminal.kill() }
        try waitForFeed(terminal)
        try terminal.press("o")
        try terminal.waitForScreen("the message") {
            $0.statusLine.contains("nothing to open with: set TESSERA_OPEN or install xdg-open")
        }
        let unknown = try launch(environment: ["TESSERA_OPEN=no-such-viewer"])
        defer { unknown.kill() }
        try waitForFeed(unknown)
        try unknown.press("o")
        try unknown.waitForScreen("the message") {
            $0.statusLine.contains("cannot run no-such-viewer: not found")
        }
    }

    /// The bytes the pane's programs wrote, once the script has printed the app's exit status.
    func recordedOutput() throws -> String {
        for _ in 0..<50 {
            let text = FileManager.default.contents(atPath: recorded).map {
                String(decoding: $0, as: UTF8.self)
            }
            if let text, text.contains("[exited") { return text }
            usleep(100_000)
        }
        throw TmuxTerminal.Failure(description: "no recording of the app's exit in \(recorded)")
    }
}
