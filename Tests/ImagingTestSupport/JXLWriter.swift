import SystemPackage
import TesseraImaging

/// Writes test JPEG XL files with `cjxl` (libjxl's own encoder): from a PNG, or from a JPEG (lossless
/// transcoding, which keeps the JPEG's EXIF in an `Exif` box and its orientation in the codestream).
public enum JXLWriter {
    /// `picture` through a PNG, at `distance` (0 is lossless).
    public static func write(
        _ picture: RGBImage, to file: FilePath, in directory: TemporaryDirectory, distance: Double = 0
    ) throws {
        let png = directory.write(
            try PNGWriter().encode(picture), to: "cjxl-source-\(UInt32.random(in: 0...UInt32.max)).png")
        try ExternalTool.run("cjxl", [png.string, file.string, "-d", "\(distance)"])
    }

    /// A JPEG transcoded losslessly.
    public static func transcode(_ jpeg: [UInt8], to file: FilePath, in directory: TemporaryDirectory) throws
    {
        let source = directory.write(jpeg, to: "cjxl-source-\(UInt32.random(in: 0...UInt32.max)).jpg")
        try ExternalTool.run("cjxl", [source.string, file.string])
    }
}
