import Foundation
import ImagingTestSupport
import TesseraImaging
import Testing

/// FFmpeg and libraw print their complaints about broken files to stderr, which is the terminal: the app
/// must silence them, and still show each file as broken or damaged.
@Suite struct BrokenMediaQuietTests {
    let folder = TemporaryDirectory()

    @Test func brokenVideosAndRawFilesPrintNothing() throws {
        let whole = try VideoWriter.testPattern(folder, name: "whole.mp4", seconds: 3)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: whole.string)))
        // Garbage over the middle of the media data: the H.264 decoder meets broken NAL units.
        for index in (bytes.count / 50)..<(bytes.count * 6 / 10) { bytes[index] = 0xFF }
        folder.write(bytes, to: "corrupt.mp4")
        let ffmpeg = try FixtureTool.run(
            "sh", ["-c", "ffmpeg -v error -i \(folder.path.string)/corrupt.mp4 -f null - 2>&1 || true"])
        #expect(!ffmpeg.isEmpty, "the fixture makes FFmpeg complain when its log is on")
        folder.write(Array(bytes.prefix(4096)), to: "cut.mp4")
        try VideoWriter.soundOnly(folder, name: "voice.mp4")
        let jpeg = try JPEGWriter().encode(TestPicture.quadrants(width: 64, height: 48))
        let dng = DNGWriter(preview: .jpeg(jpeg, size: PixelSize(width: 64, height: 48))).encode()
        folder.write(Array(dng.prefix(dng.count / 2)), to: "cut.dng")
        folder.write(
            Array(repeating: Array("not a raw file\n".utf8), count: 300).flatMap { $0 }, to: "notes.nef")
        let run = try BuiltBinary.run(["snapshot", "--size", "120x40", folder.path.string])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput.contains("✕ broken"))
    }
}
