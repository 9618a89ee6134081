import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// A camera maker 60,000 bytes long with escape sequences, control bytes and wide characters in it,
/// written into a real JPEG's EXIF by exiftool and read back by Tessera's EXIF reader (a bounded start,
/// controls dropped), shown in the status line as a message and as a note: one row, as wide as the screen,
/// no control byte reaching a cell.
@Suite struct HostileExifStatusTests {
    let directory = TemporaryDirectory()

    /// The maker as read back from the file, and as written (60,000 bytes).
    func hostileMaker() throws -> (read: String, written: String) {
        let photo = directory.write(
            try JPEGWriter().encode(TestPicture.image(width: 16, height: 16) { _, _ in (1, 2, 3) }),
            to: "a.jpg")
        let unit = "\u{1B}]2;pwned\u{07}\u{1B}[31mRED\u{1B}[0m\r\n\t写真\u{7F}"
        let value = String(repeating: unit, count: 60_000 / unit.utf8.count)
        let valueFile = directory.write(Array(value.utf8), to: "make.txt")
        _ = try ExternalTool.run(
            "exiftool", ["-m", "-q", "-overwrite_original", "-Make<=\(valueFile.string)", photo.string])
        return (try #require(try ImageDecoder.metadata(of: photo).make), value)
    }

    @Test(arguments: [false, true])
    func aSixtyKilobyteMakerWithEscapesStaysOneCleanRow(asNote: Bool) throws {
        let (maker, written) = try hostileMaker()
        // The EXIF reader keeps a bounded start of the text, its control characters dropped.
        #expect(maker.contains("RED") && maker.contains("写真") && maker.utf8.count <= 256, "\(maker.utf8.count) bytes")
        #expect(!maker.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        // The text as read, and the whole hostile text as a field that skipped the reader would bring it.
        let text = "Camera \(maker) · \(written)"
        var canvas = Canvas(columns: 100, rows: 3)
        StatusLine.draw(
            position: "1 of 1 · a.jpg", message: asNote ? nil : text, note: asNote ? text : nil, hints: [],
            row: 2, width: 100, into: &canvas)
        let cells = (0..<100).map { canvas[$0, 2] }
        let controls = cells.flatMap(\.grapheme.unicodeScalars).filter {
            $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
        }
        #expect(controls.isEmpty, "\(controls.map(\.value))")
        #expect(canvas.lines()[0].allSatisfy { $0 == " " } && canvas.lines()[1].allSatisfy { $0 == " " })
        #expect(canvas.lines()[2].contains("Camera"))
    }
}
