import Foundation
import Testing

/// The bytes the app writes, captured raw from a tmux pane (`pipe-pane`): every frame arrives between the
/// synchronised-output markers, and the terminal's colours are detected and used.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct SynchronizedOutputInTmuxTests {
    static let begin = Array("\u{1B}[?2026h".utf8)
    static let end = Array("\u{1B}[?2026l".utf8)

    /// Runs the app with `environment`, presses `steps` (each a key and the state to wait for), quits,
    /// and returns everything the pane received.
    func capture(
        _ arguments: [String] = [], environment: [String], steps: [(key: String, until: (Screen) -> Bool)]
    ) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "tessera-sync-\(getpid())-\(UUID().uuidString.prefix(8))"
        let ready = path + ".ready"
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: ready)
        }
        // The app starts only once the pane is piped, so the capture has its first byte.
        let terminal = try TmuxTerminal.launchApp(
            arguments, environment: environment,
            shellSetup: "while [ ! -e \(shellQuoted(ready)) ]; do sleep 0.02; done")
        defer { terminal.kill() }
        try terminal.checkedTmux([
            "pipe-pane", "-o", "-t", TmuxTerminal.session, "cat >> \(shellQuoted(path))",
        ])
        _ = FileManager.default.createFile(atPath: ready, contents: nil)
        try terminal.waitForScreen("the first frame") { $0.position == "1 of 40" }
        for (key, until) in steps {
            try terminal.press(key)
            try terminal.waitForScreen("the frame after \(key)", until: until)
        }
        try terminal.press("q")
        #expect(try terminal.waitForExit().status == 0)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while clock.now < deadline {
            let bytes = (FileManager.default.contents(atPath: path)).map { Array($0) } ?? []
            if String(decoding: bytes, as: UTF8.self).contains("[exited 0]") { return bytes }
            Thread.sleep(forTimeInterval: 0.025)
        }
        throw TmuxTerminal.Failure(description: "the capture never saw the app exit")
    }

    /// The positions where `marker` starts in `bytes`.
    func occurrences(of marker: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= marker.count else { return [] }
        return (0...(bytes.count - marker.count)).filter {
            bytes[$0..<($0 + marker.count)].elementsEqual(marker)
        }
    }

    /// Whether `character` is drawn: not a control character or a space.
    func isPrintable(_ character: Character) -> Bool {
        !character.isWhitespace && !(character.asciiValue.map { $0 < 32 || $0 == 127 } ?? false)
    }

    /// Text with escape sequences (CSI, and two-byte ESC sequences such as `ESC(B`) removed.
    func visibleText(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
            .replacing(/\x{1B}\[[0-9;:?<=>]*[ -\/]*[@-~]/, with: "")
            .replacing(/\x{1B}[()][0-9A-Za-z]|\x{1B}[=>78]/, with: "")
    }

    @Test func everyFrameIsBracketedBySynchronisedOutput() throws {
        let bytes = try capture(
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8"],
            steps: [
                ("Enter", { $0.titleBar.hasPrefix(" ‹ Steve's Feed") && $0.position == "1 of 50,000" }),
                ("NPage", { $0.position == "4 of 50,000" }),
                ("Escape", { $0.position == "1 of 40" && $0.titleBar.hasPrefix(" Friends") }),
            ])
        let begins = occurrences(of: Self.begin, in: bytes)
        let ends = occurrences(of: Self.end, in: bytes)
        try #require(begins.count >= 4, "a frame for the start and each key")
        // Frames alternate begin, end; the restore on exit may end once more.
        var frames: [Range<Int>] = []
        var endIndex = ends.startIndex
        for (number, start) in begins.enumerated() {
            while endIndex < ends.endIndex && ends[endIndex] < start { endIndex += 1 }
            try #require(endIndex < ends.endIndex, "frame \(number) is never ended")
            let stop = ends[endIndex]
            if number + 1 < begins.count {
                #expect(stop < begins[number + 1], "frame \(number) ends before the next begins")
            }
            frames.append((start + Self.begin.count)..<stop)
        }
        // Nothing the app draws arrives outside a frame: between frames at most a mode switch (ncurses
        // turns the keypad on at the first read), before the first only the start-up sequences (no
        // text), after the last only the exit.
        for (previous, next) in zip(frames, frames.dropFirst()) {
            let gap = String(
                decoding: bytes[
                    (previous.upperBound + Self.end.count)..<(next.lowerBound - Self.begin.count)],
                as: UTF8.self)
            #expect(
                gap.wholeMatch(of: /(\x{1B}\[\?[0-9;]*[hl]|\x{1B}[=>])*/) != nil,
                "between frames: \(gap.debugDescription)")
        }
        let prelude = visibleText(bytes[..<(frames[0].lowerBound - Self.begin.count)])
        #expect(
            !prelude.contains { isPrintable($0) }, "text before the first frame: \(prelude.debugDescription)")
        let epilogue = visibleText(bytes[(frames.last!.upperBound + Self.end.count)...])
        #expect(!epilogue.contains("▄") && !epilogue.contains("Friends"), "the app drew after its last frame")
        // ncurses sends only what changed, so each key's frame is recognised by a piece of what it drew.
        let texts = frames.map { visibleText(bytes[$0]) }
        #expect(texts.first?.contains("Friends") == true)
        #expect(texts.contains { $0.contains("‹") && $0.contains("▄") }, "the Feed's first frame")
        #expect(texts.contains { $0.contains("Sea by day #4") }, "the page down")
        #expect(texts.last?.contains("u Update") == true, "back on Friends")
    }

    @Test func colortermTruecolorOpensTheDirectColourEntry() throws {
        let enter = ("Enter", { (screen: Screen) in screen.position == "1 of 50,000" })
        let direct = String(
            decoding: try capture(
                environment: ["TERM=xterm-256color", "COLORTERM=truecolor", "LANG=C.UTF-8"], steps: [enter]),
            as: UTF8.self)
        // xterm-direct's setaf writes 24-bit colours with colons.
        #expect(direct.contains("\u{1B}[38:2::"), "pictures in 24-bit colour")
        #expect(!direct.contains("\u{1B}[38;5;"))
        let palette = String(
            decoding: try capture(environment: ["TERM=xterm-256color", "LANG=C.UTF-8"], steps: [enter]),
            as: UTF8.self)
        #expect(palette.contains("\u{1B}[38;5;"))
        #expect(!palette.contains("\u{1B}[38:2::"))
        let forced = String(
            decoding: try capture(
                ["--colors", "truecolor"], environment: ["TERM=xterm-256color", "LANG=C.UTF-8"],
                steps: [enter]),
            as: UTF8.self)
        #expect(forced.contains("\u{1B}[38:2::"))
    }
}
