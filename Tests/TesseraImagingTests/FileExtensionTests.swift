import ImagingTestSupport
import PropertyBased
import SystemPackage
import Testing

@testable import TesseraImaging

/// ``ImageFormat/init(fileExtensionOf:)`` reads an ASCII extension from the path's bytes
/// (``ImageFormat/asciiExtension(of:)``) instead of parsing its components: over random paths made of
/// dots, slashes, letters of both cases and some UTF-8 (among them the Kelvin sign, whose lower case is
/// an ASCII `k`), the format must be the one `FilePath.extension?.lowercased()` names.
@Suite struct FileExtensionTests {
    /// `init(fileExtensionOf:)` as it was before the byte path: from `FilePath.extension`.
    private static func formatByComponents(_ path: FilePath) -> ImageFormat? {
        guard let suffix = path.extension?.lowercased() else { return nil }
        if ImageFormat.cameraRawExtensions.contains(suffix) { return .cameraRaw }
        if ImageFormat.videoExtensions.contains(suffix) { return .video }
        return nil
    }

    /// A path of pieces drawn from dots, slashes, extensions' letters in both cases and some UTF-8.
    private static func path(seed: UInt64) -> FilePath {
        var random = SeededGenerator(seed: seed)
        let pieces = [
            ".", ".", "/", "/", "a", "IMG_1", "mp4", "MOV", "dng", "Cr2", "m", "k", "v", "é", "\u{212A}",
            "..",
            " ", "mkv",
        ]
        let text = (0..<(1 + random.nextInt() % 10)).map { _ in pieces[random.nextInt() % pieces.count] }
        return FilePath(text.joined())
    }

    @Test func randomPathsHaveTheFormatTheirComponentsSay() async {
        await propertyCheck(count: 3000, input: Gen.uint64()) { seed in
            let path = Self.path(seed: seed)
            #expect(ImageFormat(fileExtensionOf: path) == Self.formatByComponents(path), "\(path)")
        }
    }

    @Test func namedCases() {
        let cases: [(String, ImageFormat?)] = [
            ("/photos/IMG_0001.JPG", nil), ("/photos/clip.MP4", .video), ("clip.mov", .video),
            ("/a.b/c.DnG", .cameraRaw), ("/a.mp4/photo", nil), (".mp4", nil), ("/roll/.mp4", nil),
            ("/roll/..mp4", .video), ("/roll/clip.", nil), ("/roll/..", nil), ("/", nil), ("", nil),
            ("/roll/clip.m\u{212A}v", .video), ("/roll/x.MKV", .video), ("/roll/é.arw", .cameraRaw),
        ]
        for (text, format) in cases {
            #expect(ImageFormat(fileExtensionOf: FilePath(text)) == format, "\(text)")
            #expect(Self.formatByComponents(FilePath(text)) == format, "\(text)")
        }
        #expect(ImageFormat.asciiExtension(of: "/roll/IMG.JpG") == "jpg")
        #expect(ImageFormat.asciiExtension(of: "/roll/clip.m\u{212A}v") == nil, "not ASCII: left to String")
    }
}
