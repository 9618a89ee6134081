import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// Animated GIFs and WebPs in the viewer, played on the app's clock that `snapshot --keys wait:MS`
/// advances: each frame for its delay (10 ms or less plays as 100 ms), `p` pauses and plays on, the Feed
/// shows the first frame, and the run loop is told when the next frame is due instead of polling.
@MainActor
@Suite struct AnimationPlaybackTests {
    let folder = PhotoFolder()
    static let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let green: (UInt8, UInt8, UInt8) = (0, 255, 0)
    static let blue: (UInt8, UInt8, UInt8) = (0, 0, 255)

    /// A 40 × 30 GIF of three solid frames: red for 200 ms, green for 50 ms, blue stored with 0 ms (plays
    /// 100 ms): a loop of 350 ms.
    init() throws {
        var writer = GIFWriter()
        writer.delaysInCentiseconds = [20, 5, 0]
        let frames = [Self.red, Self.green, Self.blue].map {
            RGBImage(size: PixelSize(width: 40, height: 30), filledWith: $0)
        }
        try folder.file("p/a.gif", bytes: try writer.encode(frames[0], laterFrames: Array(frames[1...])))
    }

    /// The colour of the picture's middle cell in the viewer after `keys`, in true colour.
    func colour(_ keys: String, size: String = "60x16") throws -> Color {
        let screen = try folder.snapshot(keys, size: size, colors: .truecolor)
        return screen[30, 8].style.background
    }

    static func rgb(_ colour: (UInt8, UInt8, UInt8)) -> Color { .rgb(colour.0, colour.1, colour.2) }

    @Test func framesFollowTheirDelaysOnTheAppClockAndLoop() throws {
        let expected: [(Int, (UInt8, UInt8, UInt8))] = [
            (0, Self.red), (199, Self.red), (200, Self.green), (249, Self.green), (250, Self.blue),
            (349, Self.blue), (350, Self.red), (550, Self.green), (3500 + 260, Self.blue),
        ]
        for (milliseconds, rgb) in expected {
            #expect(try colour("enter wait:\(milliseconds)") == Self.rgb(rgb), "at \(milliseconds) ms")
        }
        // Waits add up: the clock is the same however it is advanced.
        #expect(try colour("enter wait:100 wait:100 wait:50") == Self.rgb(Self.blue))
    }

    @Test func pPausesOnTheFrameShownAndPlaysOnFromThere() throws {
        #expect(try colour("enter wait:210 p wait:5000") == Self.rgb(Self.green))
        let paused = try folder.snapshot("enter wait:210 p wait:5000", size: "70x16")
        #expect(paused.statusLine.contains("animation paused · p plays"))
        // Paused 10 ms into green (200–250): 45 ms more is still green, 40 more is blue.
        #expect(try colour("enter wait:210 p wait:5000 p wait:35") == Self.rgb(Self.green))
        #expect(try colour("enter wait:210 p wait:5000 p wait:45") == Self.rgb(Self.blue))
    }

    @Test func theFeedShowsTheFirstFrame() throws {
        let feed = try folder.snapshot("wait:250", size: "60x16", colors: .truecolor)
        let colours = Set(feed.cells(showing: "▄").map { feed[$0].style.background })
        #expect(colours.contains(Self.rgb(Self.red)))
        #expect(!colours.contains(Self.rgb(Self.blue)) && !colours.contains(Self.rgb(Self.green)))
    }

    @Test func anAnimatedWebPPlaysToo() throws {
        let frames = [Self.blue, Self.red].map {
            RGBImage(size: PixelSize(width: 40, height: 30), filledWith: $0)
        }
        try folder.file("p/b.webp", bytes: try WebPWriter.animated(frames))
        #expect(try colour("enter right wait:50") == Self.rgb(Self.blue))
        #expect(try colour("enter right wait:150") == Self.rgb(Self.red))
        #expect(try colour("enter right wait:250") == Self.rgb(Self.blue))
    }

    @Test func theRunLoopSleepsUntilTheNextFrameAndNotAtAllWhilePaused() throws {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = false
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        _ = app.handle(.resize(columns: 60, rows: 16))
        _ = app.handle(.key(.enter))
        app.advance(to: .milliseconds(1000))
        _ = app.renderSettled()
        #expect(!app.isAnimating)
        #expect(app.nextDeadline == .milliseconds(1200))
        app.advance(to: .milliseconds(1210))
        #expect(app.nextDeadline == .milliseconds(1250))
        _ = app.handle(.key(.character("p")))
        #expect(app.nextDeadline == nil)
        #expect(!app.isAnimating)
        _ = app.handle(.key(.escape))
        #expect(app.nextDeadline == nil)
    }

    @Test func pIsDisabledOnAStillPhoto() throws {
        try folder.jpeg("p/c.jpg")
        let screen = try folder.snapshot("enter end p", size: "80x16")
        #expect(screen.statusLine.contains("this photo is still"))
    }

    @Test func framesBeyondTheMemoryCapPlaySmallerOrNotAtAll() throws {
        var writer = GIFWriter()
        writer.delaysInCentiseconds = Array(repeating: 10, count: 8)
        let frames = (0..<8).map {
            RGBImage(size: PixelSize(width: 200, height: 100), filledWith: (UInt8($0 * 30), 0, 0))
        }
        let file = try folder.file(
            "p/long.gif", bytes: try writer.encode(frames[0], laterFrames: Array(frames[1...])))
        let box = PixelSize(width: 200, height: 100)
        guard case .frames(let whole, nil) = AnimationLoad.read(file, fitting: box, maxFramePixels: 200_000)
        else {
            Issue.record("8 frames of 20,000 pixels fit in 200,000")
            return
        }
        #expect(whole.frames.count == 8 && whole.frames[0].image.size == box)
        guard
            case .frames(let smaller, let note?) = AnimationLoad.read(
                file, fitting: box, maxFramePixels: 100_000)
        else {
            Issue.record("a cap of 100,000 pixels plays the frames at half size")
            return
        }
        #expect(smaller.frames[0].image.size == PixelSize(width: 100, height: 50))
        #expect(note.contains("played smaller"))
        guard case .notPlayed(let reason) = AnimationLoad.read(file, fitting: box, maxFramePixels: 100) else {
            Issue.record("a cap of 100 pixels plays nothing")
            return
        }
        #expect(reason == "its frames take more than 100 pixels together")
        let still = try folder.jpeg("p/still.jpg")
        guard case .still = AnimationLoad.read(still, fitting: box) else {
            Issue.record("a JPEG is still")
            return
        }
    }

    @Test func theClockLoopsPausesAndResumesWithoutJumping() {
        var clock = AnimationClock(delays: [200, 50, 5], minimumDelay: 20)
        #expect(clock.delays == [200, 50, 20] && clock.loopLength == 270)
        #expect(clock.frame(at: .seconds(9)) == 0)
        clock.begin(at: .seconds(10))
        #expect(clock.frame(at: .seconds(10) + .milliseconds(260)) == 2)
        #expect(
            clock.nextChange(after: .seconds(10) + .milliseconds(30)) == .seconds(10) + .milliseconds(200))
        clock.togglePause(at: .seconds(10) + .milliseconds(220))
        #expect(clock.nextChange(after: .seconds(100)) == nil)
        #expect(clock.frame(at: .seconds(100)) == 1)
        clock.togglePause(at: .seconds(100))
        clock.advance(to: .seconds(500))
        #expect(clock.position(at: .seconds(500)) == 220)
        #expect(clock.frame(at: .seconds(500) + .milliseconds(30)) == 2)
    }
}
