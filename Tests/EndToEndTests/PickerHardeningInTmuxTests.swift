import Foundation
import ImagingTestSupport
import SystemPackage
import Testing

/// The picker against what a pipeline can throw at it: a reader that is gone before anything is written
/// (`| head -0`), and a list of 100,000 paths on standard input with blank lines, a name that is not UTF-8
/// and a name holding an escape sequence.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct PickerHardeningInTmuxTests {
    let photos = TemporaryDirectory()
    let output = TemporaryDirectory()

    var picked: String { output.path.appending("picked").string }

    /// Runs `command` (with `TESSERA` for the binary) in a terminal, then says whether the terminal's modes
    /// are as before (`[tty restored]`) and the status in `status`.
    func launch(_ command: String) throws -> TmuxTerminal {
        let script = """
            trap : INT
            cd \(shellQuoted(photos.path.string))
            TESSERA=\(shellQuoted(BuiltBinary.path))
            export TERM=tmux-256color LANG=C.UTF-8 XDG_CACHE_HOME=\(shellQuoted(output.path.string))
            before=$(stty -g)
            \(command)
            if [ "$(stty -g)" = "$before" ]; then echo '[tty restored]'; else echo '[tty changed]'; fi
            echo "[exited $(cat \(shellQuoted(output.path.string))/status)]"
            exec sleep 30
            """
        return try TmuxTerminal(columns: 100, rows: 30, script: script)
    }

    @Test func aReaderGoneBeforeTheAnswerMeansStatusTwoOneLineAndTheTerminalRestored() throws {
        photos.makeFolder("Trips")
        photos.write(
            try JPEGWriter().encode(TestPicture.image(width: 32, height: 24) { _, _ in (9, 9, 9) }),
            to: "Trips/a.jpg")
        let errors = output.path.appending("errors").string
        let status = output.path.appending("status").string
        let readerGone = output.path.appending("reader-gone").string
        let terminal = try launch(
            "{ \"$TESSERA\" --pick Trips 2> \(shellQuoted(errors)); echo $? > \(shellQuoted(status)); } | "
                + pipeReaderThatSaysWhenGone("head -0", marker: readerGone))
        defer { terminal.kill() }
        try terminal.waitForScreen("the Feed") { $0.statusLine.contains("1 of 1 · a.jpg") }
        try waitUntilPipeReaderGone(readerGone)  // `head -0` has exited: the pipe has no reader.
        try terminal.press("Enter")
        let exit = try terminal.waitForExit()
        #expect(exit.status == 2)
        #expect(exit.screen.text.contains("[tty restored]"))
        #expect(try terminal.format("#{alternate_on}") == "0")
        let message = String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
        #expect(message == "tessera: cannot write the picked paths: Broken pipe\n")
    }

    /// 100,000 files listed one per line, blank lines between, the last two names a non-UTF-8 one and one
    /// with an OSC title sequence in it: the first screen comes after a few seconds of processor time
    /// (about 27 s in a debug build before the list stopped parsing every path), memory stays bounded, the escape
    /// reaches neither the screen nor the pane's title, and the picked path comes out byte for byte.
    @Test func aHundredThousandListedPathsStartQuicklyInBoundedMemory() throws {
        let count = 100_000
        let many = photos.makeFolder("many")
        // touch(1) makes the empty files many times faster than a write per file from here.
        _ = try ExternalTool.run(
            "sh",
            ["-c", "cd \(shellQuoted(many.string)) && seq 0 \(count - 3) | sed 's/$/.jpg/' | xargs touch"])
        let empty: [UInt8] = []
        var list: [UInt8] = []
        list.reserveCapacity(count * 20)
        for number in 0..<(count - 2) {
            list += Array("many/\(number).jpg".utf8) + (number % 10 == 0 ? [10, 10] : [10])
        }
        let escape = Array("many/x".utf8) + [0x1B] + Array("]2;pwned".utf8) + [0x07] + Array(".jpg".utf8)
        let notUTF8 = Array("many/z".utf8) + [0xFF, 0xFE] + Array(".jpg".utf8)
        photos.write(empty, toRawName: escape)
        photos.write(empty, toRawName: notUTF8)
        list += escape + [10] + notUTF8 + [10]
        let listFile = output.write(list, to: "list")
        let status = output.path.appending("status").string

        let terminal = try launch(
            "\"$TESSERA\" --pick - < \(shellQuoted(listFile.string)) > \(shellQuoted(picked)); echo $? > \(shellQuoted(status))"
        )
        defer { terminal.kill() }
        // A generous wait on a busy machine; the processor time the start took is what is bounded.
        try terminal.waitForScreen("the list's first photo", timeout: .seconds(90)) {
            $0.statusLine.contains("1 of 100,000 · 0.jpg")
        }
        let pid = try terminal.appPID()
        let startTime = try #require(Self.processorSeconds(of: pid))
        #expect(startTime < 10, "the start took \(startTime) s of processor time (a debug build)")
        let peak = try #require(Self.peakResidentKilobytes(of: pid))
        #expect(peak < 400_000, "peak resident memory \(peak) kB")

        try terminal.press("End")
        try terminal.waitForScreen("the last photo") { $0.statusLine.contains("100,000 of 100,000") }
        // The one before it, wherever the mosaic put it: Left or Up, whichever reaches it.
        for key in ["Left", "Up", "Left"] where !(try terminal.screen().statusLine.contains("99,999 of")) {
            try terminal.press("End", key)
            Thread.sleep(forTimeInterval: 0.3)
        }
        let escaped = try terminal.waitForScreen("the name with an escape in it") {
            $0.statusLine.contains("99,999 of 100,000")
        }
        #expect(!escaped.text.contains("\u{1B}") && escaped.statusLine.contains("pwned"))
        #expect(try terminal.format("#{pane_title}") != "pwned")
        try terminal.press("End")
        try terminal.waitForScreen("the last photo") { $0.statusLine.contains("100,000 of 100,000") }
        try terminal.press("Enter")
        let exit = try terminal.waitForExit(timeout: .seconds(10))
        #expect(exit.status == 0 && exit.screen.text.contains("[tty restored]"))
        #expect(Array(FileManager.default.contents(atPath: picked) ?? Data()) == notUTF8 + [10])
        #expect(try terminal.format("#{pane_title}") != "pwned")
    }

    /// The processor time (user and system) a running process has used, in seconds.
    static func processorSeconds(of pid: pid_t) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command's `)`: state is field 3, utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return nil
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// `VmHWM` of a running process, in kB.
    static func peakResidentKilobytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }
}
