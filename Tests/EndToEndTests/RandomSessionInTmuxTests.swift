import Foundation
import TesseraGallery
import Testing

/// A hostile user in a real terminal: a seeded stream of random keys, mouse-free, with resizes between
/// bursts. The app must stay alive and responsive, then quit cleanly. `make test` runs 2,000 keys;
/// `make soak` sets `TESSERA_SOAK_KEYS=20000`.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct RandomSessionInTmuxTests {
    static let keyCount = ProcessInfo.processInfo.environment["TESSERA_SOAK_KEYS"].flatMap(Int.init) ?? 2_000
    static let keys = [
        "Up", "Down", "Left", "Right", "j", "k", "h", "l", "NPage", "PPage", "Home", "End", "g", "G", "Enter",
        "Escape", "BSpace", "?", "u", "r", "Space", "Tab", "F1", "x", "é", "C-s", "C-q",
    ]

    @Test func aSeededStormOfKeysAndResizesLeavesTheAppAliveAndItQuitsCleanly() throws {
        let terminal = try TmuxTerminal.launchApp()
        defer { terminal.kill() }
        try terminal.waitForScreen("Friends") { $0.position == "1 of 40" }
        var random = SeededRandom(seed: 20_261_123)
        var sent = 0
        while sent < Self.keyCount {
            let burst = (0..<min(40, Self.keyCount - sent)).map { _ in
                Self.keys.randomElement(using: &random)!
            }
            try terminal.press(burst)
            sent += burst.count
            if sent % 400 == 0 {
                try terminal.resize(
                    columns: Int.random(in: 20...160, using: &random),
                    rows: Int.random(in: 6...50, using: &random))
            }
        }
        try terminal.resize(columns: 100, rows: 30)
        // Alive and drawing: the help opens on demand, whatever screen the storm left it on.
        try terminal.press("Escape", "Escape", "Escape", "?")
        try terminal.waitForScreen("the help after the storm", timeout: .seconds(20)) {
            $0.text.contains("Quit")
        }
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit(timeout: .seconds(20))
        #expect(status == 0, "\(screen.digest)")
        #expect(screen.lines.contains("[tty restored]"), "\(screen.digest)")
    }
}
