import SystemPackage
import TesseraImaging

/// Makes test videos with the `ffmpeg` command (lavfi's `testsrc`: colour bars, a scrolling gradient and a
/// frame counter, so frames a moment apart differ), and reads reference frames back with it.
public enum VideoWriter {
    /// Writes `seconds` of `testsrc` at 25 frames a second, H.264 with one keyframe at the start (so a
    /// poster is found by decoding forward), to `name` in `directory`; `arguments` go before the output.
    @discardableResult
    public static func testPattern(
        _ directory: TemporaryDirectory, name: String, seconds: Double = 4,
        size: PixelSize = PixelSize(width: 160, height: 120), arguments: [String] = []
    ) throws -> FilePath {
        let file = directory.path.appending(name)
        try FixtureTool.run(
            "ffmpeg",
            [
                "-v", "error", "-y", "-f", "lavfi", "-i",
                "testsrc=duration=\(seconds):size=\(size.width)x\(size.height):rate=25",
                "-c:v", "libx264", "-pix_fmt", "yuv420p", "-g", "1000",
            ] + arguments + [file.string])
        return file
    }

    /// Writes `seconds` of a sine tone with no video stream (AAC in MP4) to `name` in `directory`.
    @discardableResult
    public static func soundOnly(_ directory: TemporaryDirectory, name: String) throws -> FilePath {
        let file = directory.path.appending(name)
        try FixtureTool.run(
            "ffmpeg",
            ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=1", "-c:a", "aac", file.string])
        return file
    }

    /// Turns a video's display matrix by `degrees` clockwise, as a phone held upright writes it (through
    /// `exiftool -Rotation`, which writes the track header's matrix).
    public static func rotate(_ file: FilePath, degrees: Int) throws {
        try FixtureTool.run("exiftool", ["-q", "-overwrite_original", "-Rotation=\(degrees)", file.string])
    }

    /// The frame `ffmpeg -ss seconds -i file -frames:v 1` shows (rotated by the display matrix), as RGB
    /// of `size` (the upright size of the video).
    public static func referenceFrame(of file: FilePath, atSeconds seconds: Double, size: PixelSize) throws
        -> RGBImage
    {
        let pixels = try FixtureTool.run(
            "ffmpeg",
            [
                "-v", "error", "-ss", "\(seconds)", "-i", file.string, "-frames:v", "1", "-f", "rawvideo",
                "-pix_fmt", "rgb24", "-",
            ])
        return RGBImage(width: size.width, height: size.height, pixels: pixels)
    }
}
