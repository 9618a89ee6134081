import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// `--graphics kitty` and `--graphics sixel` through tmux (3.3a here: no sixel, passthrough off by
/// default): what reaches the pane is the app's text and, for kitty, the placeholder cells, never the
/// graphics commands as garbage.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct RealPixelsInTmuxTests {
    let photos = TemporaryDirectory()

    init() throws {
        photos.makeFolder("Trip")
        for index in 1...4 {
            let picture = TestPicture.image(width: 320, height: 240) { x, y in
                (UInt8(x * 255 / 320), UInt8(y * 255 / 240), UInt8(index * 50))
            }
            photos.write(try JPEGWriter().encode(picture), to: "Trip/IMG_\(index).jpg")
        }
    }

    /// Where ``launch(_:)`` records everything the pane's programs write (`tmux pipe-pane`).
    let recording = TemporaryDirectory()
    var recorded: String { recording.path.string + "/pane" }

    func launch(_ graphics: String) throws -> TmuxTerminal {
        try TmuxTerminal.launchApp(
            ["--no-cache", "--graphics", graphics, "--cell-size", "9x19", photos.path.string],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8"],
            shellSetup: "tmux pipe-pane -O \(shellQuoted("cat > " + shellQuoted(recorded)))")
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

    /// The kitty ids in the commands of `text` that start with `keys` (tmux passthrough or not).
    static func kittyIDs(after keys: String, in text: String) -> Set<String> {
        Set(
            text.components(separatedBy: "_G" + keys).dropFirst().compactMap {
                $0.split(separator: ",").first { $0.hasPrefix("i=") }.map { String($0.dropFirst(2)) }
            })
    }

    /// Text a graphics command would leave if the terminal printed it.
    static func hasGarbage(_ text: String) -> Bool {
        ["a=T", "a=d", "f=100", "i=", "\"1;1;", "Ptmux", "#0;2;"].contains { text.contains($0) }
    }

    @Test func kittyPlaceholderCellsReachThePaneAndTheCommandsDoNot() throws {
        let terminal = try launch("kitty")
        defer { terminal.kill() }
        let feed = try terminal.waitForScreen("the Feed with placeholder cells") {
            $0.titleBar.hasPrefix(" ‹ Trip") && $0.text.unicodeScalars.contains("\u{10EEEE}")
                && !$0.text.contains("…")
        }
        #expect(!Self.hasGarbage(feed.text))
        #expect(!feed.text.contains("▄"), "no half blocks once the pictures are uploaded")
        #expect(feed.text.contains("IMG_1.jpg"), "the caption over the focused photo stays text")
        try terminal.press("q")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 0)
        #expect(!Self.hasGarbage(exit.screen.text))
        // The terminal is left clean: every image uploaded is deleted on the way out.
        let output = try recordedOutput()
        let uploaded = Self.kittyIDs(after: "a=T,", in: output)
        #expect(!uploaded.isEmpty)
        #expect(uploaded.isSubset(of: Self.kittyIDs(after: "a=d,d=I,", in: output)))
    }

    @Test func sixelLeavesThePictureCellsBlankAndPrintsNoGarbage() throws {
        let terminal = try launch("sixel")
        defer { terminal.kill() }
        let feed = try terminal.waitForScreen("the Feed, its pictures' cells blank") {
            $0.titleBar.hasPrefix(" ‹ Trip") && $0.statusLine.hasPrefix(" 1 of 4 · IMG_1.jpg")
                && !$0.text.contains("…")
        }
        #expect(!Self.hasGarbage(feed.text))
        #expect(!feed.text.contains("▄"))
        try terminal.press("Right")
        let moved = try terminal.waitForScreen("the focus on another photo") {
            !$0.statusLine.hasPrefix(" 1 of 4") && $0.statusLine.contains(" of 4 · IMG_")
        }
        #expect(!Self.hasGarbage(moved.text))
        try terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
        // The terminal is left clean: the screen is erased after the last picture.
        let output = try recordedOutput()
        let lastPicture = try #require(output.range(of: "\u{1B}Pq", options: .backwards))
        let erasedAfterIt = output[lastPicture.upperBound...].contains("\u{1B}[2J")
        #expect(erasedAfterIt, "no ESC[2J after the last sixel picture")
    }
}
