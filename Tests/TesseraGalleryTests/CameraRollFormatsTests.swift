import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// A phone's and a scanner's files — HEIC, AVIF, JPEG XL, TIFF — listed and shown like JPEGs, a broken
/// one with its reason.
@MainActor
@Suite struct CameraRollFormatsTests {
    private let folder = PhotoFolder()

    @Test func everyNewFormatIsListedAndShownUpright() throws {
        let upright = TestPicture.quadrants(width: 64, height: 48)
        let roll = folder.directory.makeFolder("roll")
        try HEIFWriter(orientation: .right).write(upright, to: roll.appending("a.heic"))
        try ExternalTool.run(
            "avifenc",
            [
                folder.directory.write(try PNGWriter().encode(upright), to: "b.png").string,
                roll.appending("b.avif").string,
            ])
        try JXLWriter.write(upright, to: roll.appending("c.jxl"), in: folder.directory)
        try TIFFWriter(orientation: .left).write(upright, to: roll.appending("d.tif"))
        let heic = try FileBytes.read(roll.appending("a.heic"))
        try folder.file("roll/e.heic", bytes: Array(heic.prefix(heic.count / 2)))

        let names = ["a.heic", "b.avif", "c.jxl", "d.tif"]
        for (index, name) in names.enumerated() {
            let keys = "enter" + String(repeating: " right", count: index)
            let viewer = try folder.snapshot(keys, path: "roll")
            #expect(
                viewer.statusLine.hasPrefix(" \(index + 1) of 5 · \(name) · 64×48 "), "\(viewer.statusLine)")
            #expect(!viewer.trimmedText.contains("✕ broken"), "\(name)")
        }
        let broken = try folder.snapshot("enter right right right right", path: "roll")
        #expect(broken.statusLine.contains("cannot read e.heic: invalid input"))
    }
}
