import ImagingTestSupport
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// An animated GIF zoomed into plays on: each frame's region at the zoom, from frames at the photo's full
/// size, on the same clock as at the fit; `p` pauses it zoomed too. And `S` while zoomed starts the
/// slideshow at the fit.
@MainActor
@Suite struct ViewerZoomAnimationTests {
    let folder = PhotoFolder()

    /// Two 200 × 150 frames of fine stripes in different colours (1-pixel detail everywhere, 60 colours
    /// between them), 200 ms each: larger than the viewer's box, so the fit shows them smaller.
    static let frames: [RGBImage] = (0..<2).map { frame in
        var pixels: [UInt8] = []
        pixels.reserveCapacity(200 * 150 * 3)
        for y in 0..<150 {
            for x in 0..<200 {
                let index = (x + 3 * y + 7 * frame) % 30 + 30 * frame
                pixels += [UInt8(index * 4), UInt8(255 - index * 4), UInt8((index * 37) % 256)]
            }
        }
        return RGBImage(width: 200, height: 150, pixels: pixels)
    }

    init() throws {
        var writer = GIFWriter()
        writer.delaysInCentiseconds = [20, 20]
        try folder.file("p/a.gif", bytes: try writer.encode(Self.frames[0], laterFrames: [Self.frames[1]]))
    }

    /// The half-block pixels the viewer shows after `keys`, in true colour.
    private func shown(_ keys: String) throws -> RGBImage {
        try ViewerSharpnessTests.halfBlockPixels(of: folder.snapshot(keys, colors: .truecolor))
    }

    /// At 100 % (100 × 56 pixels at the centre of the 200 × 150 photo) each frame shows its own pixels.
    private func centre(of frame: RGBImage) -> RGBImage {
        frame.resampled(
            region: PixelRect(x: 50, y: 47, width: 100, height: 56), to: PixelSize(width: 100, height: 56))
    }

    @Test func aZoomedGIFPlaysEachFramesRegionAtFullResolution() throws {
        let first = try shown("enter 1")
        #expect(first.size == PixelSize(width: 100, height: 56))
        #expect(PictureQuality.psnr(first, against: centre(of: Self.frames[0])) == .infinity)
        let second = try shown("enter 1 wait:250")
        #expect(PictureQuality.psnr(second, against: centre(of: Self.frames[1])) == .infinity)
        // It loops: 400 ms later the first frame shows again.
        #expect(try shown("enter 1 wait:450") == first)
    }

    @Test func zoomingKeepsTheAnimationsClock() throws {
        // 250 ms at the fit, then zoomed: the second frame, as it would be at the fit.
        let zoomed = try shown("enter wait:250 1")
        #expect(PictureQuality.psnr(zoomed, against: centre(of: Self.frames[1])) == .infinity)
    }

    @Test func pPausesTheZoomedAnimation() throws {
        let paused = try folder.snapshot("enter 1 p wait:250", colors: .truecolor)
        #expect(paused.statusLine.contains("animation paused · p plays"))
        let pixels = try ViewerSharpnessTests.halfBlockPixels(of: paused)
        #expect(PictureQuality.psnr(pixels, against: centre(of: Self.frames[0])) == .infinity)
        let resumed = try shown("enter 1 p wait:250 p wait:250")
        #expect(PictureQuality.psnr(resumed, against: centre(of: Self.frames[1])) == .infinity)
    }

    @Test func aPanWhileItPlaysShowsTheNextRegionOfTheFrameShown() throws {
        // `l` pans a tenth of the view: 10 pixels right.
        let panned = try shown("enter 1 l wait:250")
        let expected = Self.frames[1].resampled(
            region: PixelRect(x: 60, y: 47, width: 100, height: 56), to: PixelSize(width: 100, height: 56))
        #expect(PictureQuality.psnr(panned, against: expected) == .infinity)
    }
}

/// `S` while zoomed: the slideshow starts from the photo shown, at the fit (the zoom is reset), as the
/// keymap's Z column says; zooming during a slideshow pauses it, and `S` then resumes at the fit.
@MainActor
@Suite struct ViewerZoomSlideshowTests {
    let folder = PhotoFolder()

    init() throws {
        for name in ["a", "b"] {
            let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1024, height: 768))
            try folder.file("p/\(name).jpg", bytes: jpeg)
        }
    }

    @Test func sWhileZoomedStartsTheSlideshowAtTheFit() throws {
        let started = try folder.snapshot("enter S")
        #expect(started.statusLine.contains("▶ slideshow"))
        #expect(try folder.snapshot("enter 1 l j S") == started)
        #expect(try folder.snapshot("enter + + S") == started)
        // Five seconds on, the second photo at the fit.
        let next = try folder.snapshot("enter 1 S wait:5100")
        #expect(next.statusLine.hasPrefix(" 2 of 2 · b.jpg"))
        #expect(next.statusLine.contains("· fit "))
    }

    @Test func zoomingPausesTheSlideshowAndSResumesItAtTheFit() throws {
        let zoomed = try folder.snapshot("enter S + wait:6000")
        #expect(zoomed.statusLine.hasPrefix(" 1 of 2 · a.jpg"))
        #expect(zoomed.statusLine.contains("slideshow paused"))
        let resumed = try folder.snapshot("enter S + S")
        #expect(resumed.statusLine.contains("▶ slideshow") && resumed.statusLine.contains("· fit "))
        #expect(try folder.snapshot("enter S + S wait:5100").statusLine.hasPrefix(" 2 of 2 · b.jpg"))
    }
}
