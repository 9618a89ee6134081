import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Videos among the photos of `tessera PATH`: a poster, a duration badge on the tile, the duration in the
/// viewer's status line.
@MainActor
@Suite struct VideoTileTests {
    let folder = PhotoFolder()
    /// Where the videos are made before they are copied into the folder.
    let scratch = TemporaryDirectory()

    @Test func aVideoShowsItsPosterWithTheDurationBadge() throws {
        try folder.jpeg("p/a.jpg")
        let video = try VideoWriter.testPattern(
            scratch, name: "clip.mp4", seconds: 65.5, size: PixelSize(width: 64, height: 48))
        let bytes = try FixtureTool.run("cat", [video.string])
        try folder.file("p/b.mp4", bytes: bytes)
        let feed = try folder.snapshot()
        #expect(feed.trimmedText.contains(" ▶ 1:05 "))
        #expect(feed.cells(showing: "▶").count == 1)
        #expect(!feed.trimmedText.contains("✕ broken"))
        let viewer = try folder.snapshot("enter right")
        #expect(viewer.statusLine.hasPrefix(" 2 of 2 · b.mp4 · 64×48 · 1:05 · "))
        #expect(viewer.cells(showing: "▄").count > 100)
    }

    @Test func aSoundOnlyFileNamedLikeAVideoIsBrokenWithTheReason() throws {
        let sound = try VideoWriter.soundOnly(scratch, name: "voice.mp4")
        try folder.file("p/voice.mp4", bytes: try FixtureTool.run("cat", [sound.string]))
        let feed = try folder.snapshot()
        #expect(feed.trimmedText.contains("✕ broken"))
        #expect(feed.statusLine.contains("cannot read voice.mp4: no video stream"))
    }
}
