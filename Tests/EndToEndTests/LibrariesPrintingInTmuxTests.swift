import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// libjxl prints its complaints about a truncated file to standard error (`./lib/jxl/decode.cc:…: missing
/// input`), and dav1d may about a corrupt AV1 stream, with no API to stop either. While the app is full
/// screen that is the terminal: the pane must show the app's screen and nothing else, and stay as expected
/// after the app quits.
@Suite(.serialized, .enabled(if: TmuxTerminal.isAvailable, "needs tmux"))
struct LibrariesPrintingInTmuxTests {
    let photos = TemporaryDirectory()
    let scratch = TemporaryDirectory()
    let cache = TemporaryDirectory()

    init() throws {
        let picture = TestPicture.gradient(width: 160, height: 120)
        let jxl = scratch.path.appending("whole.jxl")
        try JXLWriter.write(picture, to: jxl, in: scratch, distance: 1)
        let jxlBytes = try FileBytes.read(jxl)
        photos.write(BrokenImages.truncated(jxlBytes, at: jxlBytes.count / 2), to: "a-cut.jxl")
        let png = scratch.write(try PNGWriter().encode(picture), to: "source.png")
        let avif = scratch.path.appending("whole.avif")
        try ExternalTool.run("avifenc", ["-s", "10", png.string, avif.string])
        var avifBytes = try FileBytes.read(avif)
        // Garbage over the second half, the AV1 data in `mdat`, which comes last.
        for index in (avifBytes.count / 2)..<avifBytes.count { avifBytes[index] = UInt8(index * 37 & 0xFF) }
        photos.write(avifBytes, to: "b-corrupt.avif")
        photos.write(try PNGWriter().encode(picture), to: "c-good.png")
    }

    @Test func whatDecodersPrintNeverReachesTheScreen() throws {
        // Without a terminal standard error is left alone: the fixtures do make a library print.
        let quiet = try BuiltBinary.run(
            ["snapshot", "--size", "100x30", photos.path.string],
            environment: ["XDG_CACHE_HOME": cache.path.string])
        #expect(quiet.standardError.contains("missing input"), "\(quiet.standardError)")

        let terminal = try TmuxTerminal.launchApp(
            ["--no-cache", photos.path.string],
            environment: ["TERM=tmux-256color", "LANG=C.UTF-8"], columns: 100, rows: 30)
        defer { terminal.kill() }
        let feed = try terminal.waitForScreen("the Feed with both broken files marked and the PNG drawn") {
            $0.statusLine.hasPrefix(" 1 of 3 · a-cut.jxl") && !$0.text.contains("…")
                && $0.text.components(separatedBy: "✕ broken").count == 3
        }
        #expect(!feed.text.contains("decode.cc") && !feed.text.contains("missing input"), "\(feed.digest)")
        // Every tile drawn: whatever was printed had its chance to land; the screen is still only the app's.
        try terminal.press("End")
        let last = try terminal.waitForScreen("the PNG focused") {
            $0.statusLine.hasPrefix(" 3 of 3 · c-good.png")
        }
        #expect(!last.text.contains("decode.cc") && !last.text.contains("missing input"), "\(last.digest)")
        #expect(last.lines.allSatisfy { !$0.contains("lib/") }, "\(last.digest)")
        try terminal.press("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0, "\(screen.digest)")
        #expect(screen.lines.contains("[tty restored]"), "\(screen.digest)")
        #expect(!screen.text.contains("missing input"), "\(screen.digest)")
    }
}
