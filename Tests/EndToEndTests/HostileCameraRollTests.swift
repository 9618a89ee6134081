import Foundation
import ImagingTestSupport
import SystemPackage
import TesseraImaging
import Testing

/// A camera roll of this round's formats, every one hostile: bomb headers, lying offsets, a broken `moov`, a
/// 10,000-frame GIF. The whole app over it stays small and quick, and shows each file as broken or drawn.
@Suite struct HostileCameraRollTests {
    let folder = TemporaryDirectory()
    let scratch = TemporaryDirectory()

    init() throws {
        let picture = TestPicture.gradient(width: 64, height: 48)
        let heic = scratch.path.appending("p.heic")
        try HEIFWriter().write(picture, to: heic)
        folder.write(BrokenImages.heif(try FileBytes.read(heic), claiming: 65535, 65535), to: "a-bomb.heic")
        folder.write(BrokenImages.jxlBomb(width: 1 << 30, height: 1 << 30), to: "b-bomb.jxl")
        let tiff = scratch.path.appending("p.tif")
        try TIFFWriter().write(picture, to: tiff)
        let tiffBytes = try FileBytes.read(tiff)
        folder.write(
            BrokenImages.tiff(
                BrokenImages.tiff(tiffBytes, setting: 256, to: 4_000_000_000), setting: 257, to: 4_000_000_000
            ),
            to: "c-huge.tif")
        folder.write(BrokenImages.tiffWithDirectoryChain(tiffBytes, depth: 100_000), to: "d-chain.tif")
        let bitmap = DNGWriter(preview: .bitmap(TestPicture.gradient(width: 8, height: 8))).encode()
        folder.write(
            BrokenImages.tiff(BrokenImages.tiff(bitmap, setting: 256, to: 60000), setting: 257, to: 60000),
            to: "e-huge-preview.dng")
        let video = try VideoWriter.testPattern(
            scratch, name: "v.mp4", seconds: 1, arguments: ["-movflags", "+faststart"])
        var videoBytes = try FileBytes.read(video)
        let moov = try #require(Self.offset(of: Array("moov".utf8), in: videoBytes))
        videoBytes.replaceSubrange((moov - 4)..<moov, with: [0xFF, 0xFF, 0xFF, 0xF0])
        folder.write(videoBytes, to: "f-lying-moov.mp4")
        let frames = (0..<10_000).map { TestPicture.checkerboard(width: 16, height: 16, cell: 1 + $0 % 4) }
        var writer = GIFWriter()
        writer.delaysInCentiseconds = Array(repeating: 0, count: frames.count)
        folder.write(try writer.encode(frames[0], laterFrames: Array(frames.dropFirst())), to: "g-frames.gif")
    }

    @Test func theWholeAppStaysSmallAndQuick() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = [
            "-f", "peak %M elapsed %e", BuiltBinary.path, "snapshot", "--no-cache", "--size", "120x40",
            folder.path.string,
        ]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let report = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report)")
        let fields = try #require(report.split(separator: "\n").last { $0.hasPrefix("peak ") })
            .split(separator: " ")
        let peakKiB = try #require(Int(fields[1]))
        let seconds = try #require(Double(fields[3]))
        #expect(peakKiB < 150 * 1024, "peak \(peakKiB) KiB")
        #expect(seconds < 10, "\(seconds) s")
        // The four files over a limit are broken; the rest drawn (a deep IFD chain's first page, FFmpeg's
        // reading of the lying moov, the GIF's first frame).
        #expect(screen.components(separatedBy: "✕ broken").count - 1 == 4, "\(screen)")
    }

    static func offset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first {
            bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
