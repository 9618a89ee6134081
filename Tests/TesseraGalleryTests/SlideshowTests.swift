import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// The viewer's `S` slideshow on the app's clock, through `snapshot --keys` scripts: a photo every 5 s,
/// any key pauses it (and does what it does), `S` resumes, Esc ends it, it ends at the last photo.
@MainActor
@Suite struct SlideshowTests {
    let folder = PhotoFolder()

    init() throws {
        try folder.jpeg("p/a.jpg", color: (200, 30, 30))
        try folder.jpeg("p/b.jpg", color: (30, 200, 30))
        try folder.jpeg("p/c.jpg", color: (30, 30, 200))
    }

    /// The status line's position: `2 of 3 · b.jpg`.
    func shown(_ keys: String) throws -> (position: String, status: String) {
        let status = try folder.snapshot(keys, size: "90x12").statusLine
        let position = status.split(separator: "·").prefix(2).map { String($0).trimmingCharacters(in: " ") }
        return (position.joined(separator: " · "), status)
    }

    @Test func theNextPhotoShowsAfterFiveSecondsOnTheAppClock() throws {
        #expect(try shown("enter S wait:4900").position == "1 of 3 · a.jpg")
        #expect(try shown("enter S wait:5100").position == "2 of 3 · b.jpg")
        #expect(try shown("enter S wait:5100 wait:5000").position == "3 of 3 · c.jpg")
        #expect(try shown("enter S wait:10000").position == "3 of 3 · c.jpg")
        #expect(try shown("enter S wait:5100").status.contains("▶ slideshow · 5 s a photo · S stops"))
        #expect(try shown("enter wait:5100").position == "1 of 3 · a.jpg")
    }

    @Test func anyKeyPausesItAndActsAndSResumes() throws {
        let paused = try shown("enter S wait:2000 i i wait:9000")
        #expect(paused.position == "1 of 3 · a.jpg")
        #expect(paused.status.contains("slideshow paused · S resumes"))
        // Space pauses, marks and steps.
        let marked = try folder.snapshot("enter S wait:1000 space wait:9000", size: "90x12")
        #expect(marked.statusLine.contains("2 of 3 · b.jpg"))
        #expect(marked.statusLine.contains("slideshow paused"))
        // S resumes: the photo shown gets a whole interval again.
        #expect(try shown("enter S wait:2000 x S wait:4900").position == "1 of 3 · a.jpg")
        #expect(try shown("enter S wait:2000 x S wait:5000").position == "2 of 3 · b.jpg")
        // S while it runs stops it.
        let stopped = try shown("enter S wait:1000 S wait:9000")
        #expect(stopped.position == "1 of 3 · a.jpg")
        #expect(!stopped.status.contains("slideshow"))
    }

    @Test func escEndsTheSlideshowBeforeGoingBack() throws {
        let ended = try shown("enter S wait:1000 esc wait:9000")
        #expect(ended.position == "1 of 3 · a.jpg")
        #expect(!ended.status.contains("slideshow"))
        let back = try folder.snapshot("enter S esc esc", size: "90x12")
        #expect(back.statusLine.contains("⏎ view"))
    }

    @Test func itEndsAtTheLastPhoto() throws {
        let last = try shown("enter end S wait:5100")
        #expect(last.position == "3 of 3 · c.jpg")
        #expect(last.status.contains("slideshow ended"))
        #expect(try shown("enter end S wait:5100 x").status.contains("slideshow") == false)
    }

    @Test func theIntervalIsAnOption() throws {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root))
        options.slideshowInterval = .milliseconds(1500)
        let steps = try KeyScript.parse("enter S wait:1600")
        let size = try #require(TerminalSize(columns: 90, rows: 12))
        let screen = Snapshot.run(size: size, steps: steps, options: options)
        #expect(screen.statusLine.contains("2 of 3 · b.jpg"))
        #expect(screen.statusLine.contains("1.5 s a photo"))
    }

    @Test func aVideoShowsItsPoster() throws {
        let scratch = TemporaryDirectory()
        let video = try VideoWriter.testPattern(
            scratch, name: "clip.mp4", seconds: 2, size: PixelSize(width: 64, height: 48))
        try folder.file("p/d.mp4", bytes: try FixtureTool.run("cat", [video.string]))
        let screen = try folder.snapshot("enter end up S wait:5100", size: "90x12")
        #expect(screen.statusLine.contains("4 of 4 · d.mp4"))
        #expect(screen.cells(showing: "▄").count > 100)
    }

    @Test func theSlideshowValueStepsEveryIntervalFromTheFirstClockReading() {
        var slideshow = Slideshow()
        slideshow.toggle(interval: .seconds(5))
        #expect(slideshow.advance(to: .seconds(100)) == 0)
        #expect(slideshow.due == .seconds(105))
        #expect(slideshow.advance(to: .seconds(104)) == 0)
        #expect(slideshow.advance(to: .seconds(105)) == 1)
        #expect(slideshow.advance(to: .seconds(121)) == 3)
        #expect(slideshow.due == .seconds(125))
        slideshow.pause()
        #expect(slideshow.state == .paused && slideshow.due == nil)
        #expect(slideshow.advance(to: .seconds(200)) == 0)
        let wasOn = slideshow.stop()
        let wasOnAgain = slideshow.stop()
        #expect(wasOn && !wasOnAgain)
    }
}
