import Foundation
import Testing

/// Bytes a terminal or a hostile user may send: escape sequences nobody named, pastes, floods of keys.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct InputBytesInTmuxTests {
    /// Sends raw bytes to the app, as a terminal would.
    func send(_ terminal: TmuxTerminal, bytes: String) throws {
        let hex = bytes.utf8.map { String(format: "%02x", $0) }
        try terminal.checkedTmux(["send-keys", "-t", TmuxTerminal.session, "-H"] + hex)
    }

    /// Pastes `text` through a tmux buffer (a command line holds only a kilobyte or so): `bracketed` as the
    /// app asks for, or typed as keys, as a terminal without bracketed paste would.
    func paste(_ text: String, into terminal: TmuxTerminal, bracketed: Bool) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-paste-\(getpid())")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try terminal.checkedTmux(["load-buffer", "-b", "paste", file.path])
        try terminal.checkedTmux(
            ["paste-buffer"] + (bracketed ? ["-p"] : []) + ["-b", "paste", "-t", TmuxTerminal.session])
    }

    /// Sequences ncurses does not know under `tmux-256color` and `screen` (it hands them over byte by byte):
    /// none of them quits, updates or moves anything.
    @Test(arguments: ["tmux-256color", "screen"])
    func unknownEscapeSequencesAreNotKeyPresses(term: String) throws {
        let terminal = try TmuxTerminal.launchApp(environment: ["TERM=\(term)", "LANG=C.UTF-8"])
        defer { terminal.kill() }
        let first = try terminal.waitForScreen("Friends") { $0.position == "1 of 40" }
        for sequence in [
            "\u{1B}Oq", "\u{1B}Ou", "\u{1B}[5q", "\u{1B}[2 q", "\u{1B}[106;5u", "\u{1B}]0;x\u{7}",
        ] {
            try send(terminal, bytes: sequence)
        }
        // A key after them still works, and nothing before it did anything.
        try terminal.press("Down")
        let moved = try terminal.waitForScreen("one move down") {
            $0.position != "1 of 40" && $0.position != nil
        }
        #expect(!moved.statusLine.contains("deleted"), "no update ran\n\(moved.digest)")
        #expect(moved.text != first.text)
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0, "\(screen.digest)")
    }

    /// 100 KB pasted (tmux sends it bracketed, since the app asks for it) is one event the app ignores, and
    /// a `q` right behind it quits at once.
    @Test func aLargePasteIsOneEventAndQuitActsRightAfterIt() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        try terminal.waitForScreen("Friends") { $0.position == "1 of 40" }
        try paste(String(repeating: "j", count: 100_000), into: terminal, bracketed: true)
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit(timeout: .seconds(10))
        #expect(status == 0, "\(screen.digest)")
    }

    /// Keys arriving faster than frames (a paste into a terminal without bracketed paste: tmux types it
    /// as keys) are handled without a frame each, so a `q` behind 20,000 of them acts within seconds, not
    /// minutes.
    @Test func aFloodOfKeysIsCoalescedAndQuitStillActs() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        try terminal.waitForScreen("Friends") { $0.position == "1 of 40" }
        try paste(String(repeating: "j", count: 20_000), into: terminal, bracketed: false)
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit(timeout: .seconds(10))
        #expect(status == 0, "\(screen.digest)")
    }
}
