import Foundation
import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoLibrary
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// The viewer's `i` panel on real JPEGs whose EXIF exiftool wrote: beside the picture on a wide screen,
/// over it on a narrow one, missing facts left out, hostile strings shown as harmless text.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TMPDIR"] == nil, "paths laid out for /tmp"))
struct PhotoInfoPanelTests {
    let folder = PhotoFolder()

    /// The tags of a phone photo, as exiftool takes them.
    static let phoneTags = [
        "-Make=Apple", "-Model=iPhone 15 Pro", "-LensModel=iPhone 15 Pro back camera 6.86mm f/1.78",
        "-DateTimeOriginal=2026:11:08 12:11:05", "-OffsetTimeOriginal=+01:00", "-ExposureTime=1/250",
        "-FNumber=1.78", "-ISO=125", "-FocalLength=6.86", "-GPSLatitude=48.858370", "-GPSLatitudeRef=S",
        "-GPSLongitude=2.294481", "-GPSLongitudeRef=W",
    ]

    /// Writes a 64 × 48 JPEG at `name` in the folder and has exiftool write `tags` into it.
    @discardableResult
    func photo(_ name: String, tags: [String]) throws -> FilePath {
        let file = try folder.jpeg(name)
        if !tags.isEmpty {
            try FixtureTool.run("exiftool", ["-q", "-P", "-overwrite_original"] + tags + [file.string])
        }
        return file
    }

    /// The screen's lines with the folder's random name (`tessera-imaging-XXXXXX`) as `ROOT-ID`.
    func lines(_ screen: Canvas) -> [String] {
        let random = folder.root.lastComponent!.string
        return screen.lines().map {
            $0.replacingOccurrences(of: random, with: "tessera-imaging-ROOTID")
        }
    }

    @Test func aWideScreenShowsEveryFactBesideThePicture() throws {
        try photo("a.jpg", tags: Self.phoneTags)
        let size = ByteCountFormat.string(try fileSize("a.jpg")).padded(to: 28)
        let picture =
            String(repeating: " ", count: 11) + String(repeating: "▄", count: 43)
            + String(repeating: " ", count: 12)
        let expected = [
            " ‹ tessera-imaging-ROOTID" + String(repeating: " ", count: 79),
            picture + "╭─ Info ─────────────────────────────╮",
            picture + "│ Taken  Nov 8, 2026 · 12:11 +01:00  │",
            picture + "│ Camera Apple iPhone 15 Pro         │",
            picture + "│ Lens   iPhone 15 Pro back camera   │",
            picture + "│        6.86mm f/1.78               │",
            picture + "│ Shot   1/250 · f/1.8 · ISO 125     │",
            picture + "│        6.9 mm                      │",
            picture + "│ Size   64×48                       │",
            picture + "│ File   \(size)│",
            picture + "│ Path   /tmp/tessera-imaging-ROOTID │",
            picture + "│        /a.jpg                      │",
            picture + "│ GPS    -48.85837, -2.29448         │",
            picture + "│                                    │",
            picture + "│                                    │",
            picture + "│                                    │",
            picture + "╰────────────────────────────────────╯",
            " 1 of 1 · a.jpg · 64×48 · \(size.prefix(6)) · fit  space mark · ←→ previous/next · esc back · i info · S slideshow ",
        ]
        let got = lines(try folder.snapshot("enter i", size: "104x18"))
        #expect(got == expected)
    }

    @Test func aNarrowScreenShowsThePanelOverThePicture() throws {
        try photo("a.jpg", tags: Self.phoneTags)
        let size = ByteCountFormat.string(try fileSize("a.jpg")).padded(to: 28)
        let picture = String(repeating: " ", count: 16) + String(repeating: "▄", count: 16)
        let expected = [
            " ‹ tessera-imaging-ROOTID" + String(repeating: " ", count: 45),
            picture + "╭─ Info ─────────────────────────────╮",
            picture + "│ Taken  Nov 8, 2026 · 12:11 +01:00  │",
            picture + "│ Camera Apple iPhone 15 Pro         │",
            picture + "│ Lens   iPhone 15 Pro back camera   │",
            picture + "│        6.86mm f/1.78               │",
            picture + "│ Shot   1/250 · f/1.8 · ISO 125     │",
            picture + "│        6.9 mm                      │",
            picture + "│ Size   64×48                       │",
            picture + "│ File   \(size)│",
            picture + "│ Path   /tmp/tessera-imaging-ROOTID │",
            picture + "│        /a.jpg                      │",
            picture + "│ GPS    -48.85837, -2.29448         │",
            picture + "╰────────────────────────────────────╯",
            String(repeating: " ", count: 16) + String(repeating: "▄", count: 37)
                + String(repeating: " ", count: 17),
            " 1 of 1 · a.jpg · 64×48 · \(size.prefix(6)) · fit  space mark · ←→ previous/next ",
        ]
        let got = lines(try folder.snapshot("enter i", size: "70x16"))
        #expect(got == expected)
    }

    /// The panel's lines (inside its border, trimmed) after `keys` on a 104 × 24 screen.
    func panel(_ keys: String = "enter i") throws -> [String] {
        let screen = try folder.snapshot(keys, size: "104x24")
        return lines(screen).compactMap { line in
            guard let bar = line.firstIndex(of: "│") else { return nil }
            let inside = line[line.index(after: bar)...].dropLast()
            return ScreenText.trimmingTrailingSpaces(inside.dropFirst())
        }.filter { !$0.isEmpty }
    }

    @Test func factsTheFileLacksAreLeftOut() throws {
        try photo("a.jpg", tags: ["-Model=DMC-GX8", "-ExposureTime=2.5", "-FNumber=2", "-FocalLength=24"])
        #expect(
            try panel() == [
                "Camera DMC-GX8", "Shot   2.5 s · f/2.0 · 24 mm", "Size   64×48",
                "File   \(ByteCountFormat.string(try fileSize("a.jpg")))",
                "Path   /tmp/tessera-imaging-ROOTID",
                "       /a.jpg",
            ])
        try photo("b.jpg", tags: [])
        #expect(
            try panel("enter right i") == [
                "Size   64×48", "File   \(ByteCountFormat.string(try fileSize("b.jpg")))",
                "Path   /tmp/tessera-imaging-ROOTID", "       /b.jpg",
            ])
    }

    /// exiftool writes control characters as given (the EXIF reader drops them); a file name keeps them
    /// and reaches the panel through the sanitiser.
    @Test func hostileStringsShowAsHarmlessTextCutToThreeLines() throws {
        let huge = String(repeating: "A", count: 60_000)
        try photo(
            "a\u{1B}[31m\u{202E}.jpg",
            tags: [
                "-Make=\u{1B}]0;pwned\u{07}\u{1B}[31mEvil", "-Model=\(huge)", "-LensModel=\u{1B}[2J\u{9B}x",
            ])
        let screen = try folder.snapshot("enter i", size: "104x24")
        for row in 0..<screen.rows {
            for column in 0..<screen.columns {
                let scalars = screen[column, row].grapheme.unicodeScalars
                #expect(
                    !scalars.contains {
                        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
                    })
            }
        }
        let lines = try panel()
        let camera = try #require(lines.firstIndex { $0.hasPrefix("Camera") })
        #expect(
            Array(lines[camera...(camera + 3)]) == [
                "Camera ]0;pwned[31mEvil", "       " + String(repeating: "A", count: 27),
                "       " + String(repeating: "A", count: 26) + "…", "Lens   [2Jx",
            ])
        #expect(lines.contains("       /a␛[31m�.jpg"))
        expectRectangular(screen)
    }

    @Test func escClosesThePanelBeforeGoingBack() throws {
        try photo("a.jpg", tags: Self.phoneTags)
        let closed = try folder.snapshot("enter i esc", size: "104x18")
        #expect(!closed.trimmedText.contains("Info"))
        #expect(closed.statusLine.contains("1 of 1 · a.jpg"))
        #expect(try folder.snapshot("enter i i", size: "104x18").lines() == closed.lines())
        let back = try folder.snapshot("enter i esc esc", size: "104x18")
        #expect(back.statusLine.contains("⏎ view"))
    }

    @Test func realPixelsUnderThePanelFallBackToHalfBlocksOnlyWhenItLiesOverThem() throws {
        try photo("a.jpg", tags: Self.phoneTags)
        func placements(columns: Int) throws -> Int {
            var options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
            options.watchesFolder = false
            options.graphics = .sixel
            options.cellPixelSize = PixelSize(width: 10, height: 20)
            let app = GalleryApp(options: options)
            defer { app.finishBackgroundWork() }
            _ = app.handle(.resize(columns: columns, rows: 20))
            _ = app.handle(.key(.enter))
            _ = app.handle(.key(.character("i")))
            return app.renderSettled().placements.count
        }
        #expect(try placements(columns: 104) == 1)
        #expect(try placements(columns: 70) == 0)
    }

    @Test func aVideoShowsWhenItWasRecordedAndHowLongItPlays() throws {
        let scratch = TemporaryDirectory()
        let video = try VideoWriter.testPattern(
            scratch, name: "clip.mp4", seconds: 65.5, size: PixelSize(width: 64, height: 48),
            arguments: ["-metadata", "creation_time=2026-11-08T11:11:05Z"])
        try folder.file("v.mp4", bytes: try FixtureTool.run("cat", [video.string]))
        let lines = try panel()
        #expect(
            Array(lines.prefix(3)) == ["Taken  Nov 8, 2026 · 11:11 +00:00", "Length 1:05", "Size   64×48"])
    }

    @Test func factsAreWrittenAsPhotographersWriteThem() throws {
        let half = try #require(ExifRational(numerator: 1, denominator: 2))
        #expect(PhotoInfoText.exposure(half) == "1/2")
        #expect(
            PhotoInfoText.exposure(try #require(ExifRational(numerator: 10, denominator: 2500))) == "1/250")
        #expect(PhotoInfoText.exposure(try #require(ExifRational(numerator: 30, denominator: 1))) == "30 s")
        #expect(PhotoInfoText.aperture(1.78) == "f/1.8")
        #expect(PhotoInfoText.aperture(8) == "f/8.0")
        #expect(PhotoInfoText.focalLength(6.86) == "6.9 mm")
        #expect(PhotoInfoText.focalLength(50) == "50 mm")
        #expect(PhotoInfoText.camera(make: "Canon", model: "Canon EOS R5") == "Canon EOS R5")
        #expect(PhotoInfoText.camera(make: "NIKON CORPORATION", model: "NIKON D850") == "NIKON D850")
        #expect(PhotoInfoText.camera(make: "Apple", model: "iPhone 15 Pro") == "Apple iPhone 15 Pro")
        #expect(PhotoInfoText.camera(make: "  FUJIFILM ", model: nil) == "FUJIFILM")
        #expect(PhotoInfoText.camera(make: nil, model: nil) == nil)
        let date = try #require(
            ExifDateTime(year: 2026, month: 1, day: 30, hour: 7, minute: 5, second: 9, utcOffsetMinutes: -330)
        )
        #expect(PhotoInfoText.date(date) == ["Jan 30, 2026", "07:05 -05:30"])
        let video = RecordedDate(
            year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 0, utcOffsetSeconds: 0)
        #expect(PhotoInfoText.date(video) == ["Dec 31, 2025", "23:59 +00:00"])
        #expect(
            InfoPanel.wrap(["1/250", "f/1.8", "ISO 125", "6.9 mm"], width: 16, maxLines: 3) == [
                "1/250 · f/1.8", "ISO 125 · 6.9 mm",
            ])
        #expect(InfoPanel.wrap(["漢字漢字漢字"], width: 5, maxLines: 2) == ["漢字", "漢字…"])
    }

    func fileSize(_ name: String) throws -> Int64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.root.appending(name).string)
        return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }
}

extension String {
    /// The string with spaces after it up to `width` columns.
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(width - DisplayWidth.of(self), 0))
    }
}
