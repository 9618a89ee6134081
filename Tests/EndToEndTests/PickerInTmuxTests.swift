import Foundation
import ImagingTestSupport
import SystemPackage
import Testing

/// `tessera --pick` in a real terminal with real pipes: the screens on the terminal, the picked paths on
/// standard output (a file, or a pipe into `od`), byte for byte; cancelling prints nothing and exits 130.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct PickerInTmuxTests {
    let photos = TemporaryDirectory()
    let output = TemporaryDirectory()

    init() throws {
        photos.makeFolder("Trips")
        let picture = TestPicture.image(width: 64, height: 48) { x, y in (UInt8(x * 4), UInt8(y * 5), 90) }
        let jpeg = try JPEGWriter().encode(picture)
        photos.write(jpeg, to: "Trips/a b.jpg")
        photos.write(jpeg, to: "Trips/c.jpg")
        // "d\xFF\xE9.jpg": not UTF-8; natural order puts it last.
        photos.write(jpeg, toRawName: Array("Trips/d".utf8) + [0xFF, 0xE9] + Array(".jpg".utf8))
    }

    /// Where the picked paths go.
    var picked: String { output.path.appending("picked").string }

    /// Runs `command` (a shell pipeline, with `TESSERA` for the binary) in a terminal; its status is
    /// printed as `[exited N]`.
    func launch(_ command: String) throws -> TmuxTerminal {
        // `trap : INT`: Ctrl-C interrupts the whole foreground process group, the script's shell too.
        let script = """
            trap : INT
            cd \(shellQuoted(photos.path.string))
            TESSERA=\(shellQuoted(BuiltBinary.path))
            export TERM=tmux-256color COLORTERM=truecolor LANG=C.UTF-8 XDG_CACHE_HOME=\(shellQuoted(output.path.string))
            \(command)
            echo "[exited $?]"
            exec sleep 30
            """
        return try TmuxTerminal(columns: 100, rows: 30, script: script)
    }

    func pickedBytes() -> [UInt8] {
        Array(FileManager.default.contents(atPath: picked) ?? Data())
    }

    @Test func enterPrintsTheFocusedPhotosPathAsTypedAndExitsZero() throws {
        let terminal = try launch("\"$TESSERA\" --pick Trips > \(shellQuoted(picked))")
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed, drawn on the terminal") {
            $0.titleBar.hasPrefix(" ‹ Trips") && $0.statusLine.contains("1 of 3 · a b.jpg")
                && $0.statusLine.contains("⏎ pick")
        }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        #expect(pickedBytes() == Array("Trips/a b.jpg\n".utf8))
    }

    @Test func aNameThatIsNotUTF8ComesOutByteForByteThroughAPipe() throws {
        let terminal = try launch("\"$TESSERA\" --pick ./Trips -0 | od -An -c > \(shellQuoted(picked))")
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 3") }
        try terminal.press("End")
        try terminal.waitForScreen("the last photo focused") { $0.statusLine.contains("3 of 3") }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        let dumped = String(decoding: pickedBytes(), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        #expect(
            dumped == [".", "/", "T", "r", "i", "p", "s", "/", "d", "377", "351", ".", "j", "p", "g", "\\0"])
    }

    @Test func pOpensTheViewerAndEnterThereAcceptsItsPhoto() throws {
        let terminal = try launch("\"$TESSERA\" --pick Trips > \(shellQuoted(picked))")
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 3") }
        try terminal.press("p")
        try terminal.waitForScreen("the viewer") { $0.statusLine.contains("1 of 3 · a b.jpg · 64×48") }
        try terminal.press("Right")
        try terminal.waitForScreen("the second photo") { $0.statusLine.contains("2 of 3 · c.jpg") }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        #expect(pickedBytes() == Array("Trips/c.jpg\n".utf8))
    }

    @Test(arguments: [["q"], ["Escape", "Escape"], ["C-c"]])
    func cancellingPrintsNothingAndExits130(keys: [String]) throws {
        let terminal = try launch("\"$TESSERA\" --pick Trips > \(shellQuoted(picked))")
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 3") }
        for key in keys {
            try terminal.press(key)
            Thread.sleep(forTimeInterval: 0.1)
        }
        let exit = try terminal.waitForExit()
        #expect(exit.status == 130)
        #expect(pickedBytes().isEmpty)
        #expect(exit.screen.text.contains("[exited 130]"))
    }

    @Test func aListOnStandardInputIsOneAlbumInTheOrderGivenAndComesBackAsGiven() throws {
        let list = "printf 'Trips/c.jpg\\n\\n./Trips/a b.jpg\\nnot-there.jpg\\n'"
        let terminal = try launch("\(list) | \"$TESSERA\" --pick - > \(shellQuoted(picked))")
        defer { terminal.kill() }
        try terminal.waitForScreen("the list as one album, in its order") {
            $0.titleBar.hasPrefix(" ‹ standard input") && $0.statusLine.contains("1 of 2 · c.jpg")
        }
        try terminal.press("End")
        try terminal.waitForScreen("the second entry") { $0.statusLine.contains("2 of 2 · a b.jpg") }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        #expect(pickedBytes() == Array("./Trips/a b.jpg\n".utf8))
    }

    @Test func aNulSeparatedListIsReadWithDashZero() throws {
        let list = "printf 'Trips/c.jpg\\0Trips/a b.jpg\\0'"
        let terminal = try launch("\(list) | \"$TESSERA\" --pick - -0 > \(shellQuoted(picked))")
        defer { terminal.kill() }
        try terminal.waitForScreen("the list") { $0.statusLine.contains("1 of 2 · c.jpg") }
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)
        #expect(pickedBytes() == Array("Trips/c.jpg".utf8) + [0])
    }

    @Test func aClosedPipeIsAOneLineErrorNotACrash() throws {
        let errors = output.path.appending("errors").string
        let status = output.path.appending("status").string
        let readerGone = output.path.appending("reader-gone").string
        let terminal = try launch(
            "{ \"$TESSERA\" --pick Trips 2> \(shellQuoted(errors)); echo $? > \(shellQuoted(status)); } | "
                + pipeReaderThatSaysWhenGone(marker: readerGone))
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 3") }
        try waitUntilPipeReaderGone(readerGone)
        try terminal.press("Enter")
        #expect(try terminal.waitForExit().status == 0)  // The pipeline's status: its reader's.
        let message = String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
        #expect(message == "tessera: cannot write the picked paths: Broken pipe\n")
        #expect(FileManager.default.contents(atPath: status) == Data("2\n".utf8))
    }
}
