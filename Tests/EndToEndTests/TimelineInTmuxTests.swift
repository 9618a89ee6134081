import Foundation
import ImagingTestSupport
import Testing

/// `tessera --timeline PATH` in a real terminal, as a person would use it: the months arrive from the index
/// by themselves, `-` zooms out, `:` jumps to a year, `t` switches to the albums and back, `q` quits and
/// the terminal is as it was.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct TimelineInTmuxTests {
    let roll: TimelineFolder

    init() throws { roll = try TimelineFolder() }

    @Test func browsingTheTimelineZoomingJumpingAndSwitchingToAlbums() throws {
        let terminal = try TmuxTerminal.launchApp(
            ["--timeline", roll.path],
            environment: [
                "TERM=tmux-256color", "LANG=C.UTF-8", "TZ=America/New_York",
                "XDG_CACHE_HOME=\(roll.cache.path.string)",
            ],
            columns: 100, rows: 30)
        defer { terminal.kill() }
        try terminal.waitForScreen("November's header pinned at the top, once the index has read the dates") {
            $0.titleBar.hasPrefix(" Timeline of Fix")
                && $0.lines[1].hasPrefix(" November 2026 · 3 photos, 2 videos")
                && $0.statusLine.hasPrefix(" 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00")
        }
        try terminal.press("-", "-")
        try terminal.waitForScreen("the overview, one row a month") {
            $0.lines[1].hasPrefix(" Nov 2026 ") && $0.lines[4].hasPrefix(" Jul 2019 ")
        }
        try terminal.press("+", "+")
        try terminal.waitForScreen("back to the rows, the same photo focused") {
            $0.lines[1].hasPrefix(" November 2026 · ") && $0.statusLine.hasPrefix(" 1 of 9 · december.mp4")
        }
        try terminal.press(":", "2", "0", "1", "9")
        try terminal.waitForScreen("the jump prompt in the status line") { $0.statusLine.contains(":2019▏") }
        try terminal.press("Enter")
        try terminal.waitForScreen("July 2019's newest photo") {
            $0.statusLine.hasPrefix(" 8 of 9 · summer.jpg · Jul 14, 2019 · 10:00")
        }
        try terminal.press("t")
        try terminal.waitForScreen("the albums: the one album's Feed") { $0.titleBar.hasPrefix(" ‹ Fix") }
        try terminal.press("Escape", "t")
        try terminal.waitForScreen("the timeline again") { $0.titleBar.hasPrefix(" Timeline of Fix") }
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0, "\(screen.digest)")
        #expect(screen.lines.contains("[tty restored]"), "\(screen.digest)")
        // The index is the second place Tessera writes: in the cache, never inside PATH.
        #expect(
            FileManager.default.fileExists(atPath: roll.cache.path.appending("tessera/index.sqlite3").string))
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: roll.path)).contains { $0.hasPrefix(".") })
    }
}

/// `tessera --pick --timeline PATH`: marks on the timeline, Enter prints their paths in the timeline's
/// order and exits 0.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct TimelinePickerInTmuxTests {
    let roll: TimelineFolder
    let output = TemporaryDirectory()

    init() throws { roll = try TimelineFolder() }

    @Test func spaceMarksAndEnterPrintsTheMarkedPathsInTimelineOrder() throws {
        let picked = output.path.appending("picked").string
        let script = """
            cd \(shellQuoted(roll.directory.path.string))
            export TERM=tmux-256color COLORTERM=truecolor LANG=C.UTF-8 TZ=America/New_York XDG_CACHE_HOME=\(shellQuoted(roll.cache.path.string))
            \(shellQuoted(BuiltBinary.path)) --pick --timeline Fix > \(shellQuoted(picked))
            echo "[exited $?]"
            exec sleep 30
            """
        let terminal = try TmuxTerminal(columns: 100, rows: 30, script: script)
        defer { terminal.kill() }
        // Indexed: every month in place (the whole roll fits on the screen).
        try terminal.waitForScreen("the timeline, picking, once the index has read the dates") {
            $0.titleBar.hasPrefix(" Timeline of Fix") && $0.statusLine.contains("⏎ pick")
                && $0.statusLine.hasPrefix(" 1 of 9 · december.mp4 · Nov 30, 2026")
                && $0.text.contains(" July 2019 · 2 photos")
        }
        try terminal.press("Space", "Space")
        try terminal.waitForScreen("two marked") { $0.statusLine.contains("2 selected") }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        let text = String(decoding: FileManager.default.contents(atPath: picked) ?? Data(), as: UTF8.self)
        #expect(text == "Fix/december.mp4\nFix/evening.jpg\n", "\(text)")
    }
}
