import Foundation
import SystemPackage
import TesseraImaging

/// Runs the command-line tools of the formats' own projects (heif-convert, djxl, avifdec, exiftool,
/// ffmpeg, …) for reference decodes and independent checks.
public enum ExternalTool {
    /// Why a tool did not do its job.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public var description: String
    }

    /// Runs `name` (found in `PATH`) with `arguments`, standard input and error closed off, and returns
    /// what it printed; throws unless it exits 0.
    @discardableResult
    public static func run(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(name) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)"
            )
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The picture a reference tool writes as PNG: `tool arguments… input output.png` (or the tool's own
    /// argument order through `arguments(input, output)`), decoded by the PNG decoder.
    public static func referenceDecode(
        _ file: FilePath, in directory: TemporaryDirectory, tool: String,
        arguments: (String, String) -> [String] = { [$0, $1] }
    ) throws -> RGBImage {
        let output = directory.path.appending("reference-\(UInt32.random(in: 0...UInt32.max)).png")
        try run(tool, arguments(file.string, output.string))
        return try ImageDecoder.decode(file: output).image
    }

    /// One tag's value as exiftool prints it (`-s3`, numbers with `-n`), e.g. `Rotation` of a HEIC.
    public static func exiftool(_ tag: String, of file: FilePath, numeric: Bool = true) throws -> String {
        let printed = try run("exiftool", (numeric ? ["-n"] : []) + ["-s3", "-\(tag)", file.string])
        return printed.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes the phone EXIF of ``ExifBlock/phone(isBigEndian:)`` into `file` with exiftool, an
    /// independent writer (JPEG APP1, PNG eXIf, WebP EXIF, HEIF/AVIF Exif item, JPEG XL Exif box, TIFF IFDs).
    public static func writePhoneExif(to file: FilePath) throws {
        try run(
            "exiftool",
            [
                "-m", "-q", "-overwrite_original", "-Make=Apple", "-Model=iPhone 15 Pro",
                "-DateTimeOriginal=2026:11:08 12:11:05", "-OffsetTimeOriginal=+01:00", "-ExposureTime=1/250",
                "-FNumber=1.8", "-ISO=125", "-FocalLength=6.9", "-LensModel=iPhone 15 Pro back camera",
                "-GPSLatitude=48.8583", "-GPSLatitudeRef=N", "-GPSLongitude=2.2945", "-GPSLongitudeRef=W",
                file.string,
            ])
    }
}
