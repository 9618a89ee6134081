import ImagingTestSupport
import TesseraCanvas
import TesseraImaging
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Zoom and pan in the photo viewer, headless through `snapshot`'s key scripts over real JPEG and PNG
/// files (keymap mode Z): the status line's zoom, the steps, pan clamped at the photo's edges, 100 %, Esc
/// back to the fit before going back, stepping to another photo at the fit, the mouse.
@MainActor
@Suite struct ViewerZoomTests {
    let folder = PhotoFolder()

    /// A 1024 × 768 JPEG with detail everywhere, so any pan or zoom changes the picture.
    @discardableResult
    private func detailedJPEG(_ name: String = "p/a.jpg") throws -> [UInt8] {
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1024, height: 768))
        try folder.file(name, bytes: jpeg)
        return jpeg
    }

    /// The last note of the status line's position (before the key hints): the zoom.
    private func zoomNote(_ keys: String) throws -> String {
        let status = try folder.snapshot(keys).statusLine
        let position = status.components(separatedBy: "  ").first { !$0.isEmpty } ?? ""
        return position.components(separatedBy: " · ").last ?? ""
    }

    @Test func theStatusLineShowsFitThenEachStepUpToEightHundredPercent() throws {
        try detailedJPEG()
        #expect(try zoomNote("enter") == "fit")
        #expect(try zoomNote("enter 1") == "100%")
        #expect(try zoomNote("enter 1 +") == "150%")
        #expect(try zoomNote("enter 1 + =") == "225%")
        #expect(try zoomNote("enter 1 + + + + + +") == "800%")
        #expect(try zoomNote("enter 1 + + + + + + + +") == "800%")
        #expect(try zoomNote("enter 1 -") == "67%")
        // Fit is 75 / 1024 here: 100 % ÷ 1.5⁶ = 8.8 %, ÷ 1.5⁷ is below it.
        #expect(try zoomNote("enter 1 - - - - - -") == "9%")
        #expect(try zoomNote("enter 1 - - - - - - -") == "fit")
        #expect(try zoomNote("enter 1 0") == "fit")
        // From the fit, + is 1.5 × 75 / 1024 = 11 %.
        #expect(try zoomNote("enter +") == "11%")
    }

    @Test func atTheFitMinusAndZeroSayWhyTheyDoNothing() throws {
        try detailedJPEG()
        let screen = try folder.snapshot("enter -")
        #expect(screen.statusLine.contains("Already at the fit"))
        #expect(try folder.snapshot("enter 0").statusLine.contains("Already at the fit"))
    }

    /// 100 % in half blocks: one photo pixel a half cell, the middle of the photo, exactly its pixels.
    @Test func oneHundredPercentShowsThePhotosOwnPixelsAtTheCentre() throws {
        let jpeg = try detailedJPEG()
        let shown = try ViewerSharpnessTests.halfBlockPixels(
            of: folder.snapshot("enter 1", colors: .truecolor))
        // 100 × 28 cells are 100 × 56 pixels: columns 462..<562 and rows 356..<412 of 1024 × 768.
        #expect(shown.size == PixelSize(width: 100, height: 56))
        let full = try ImageDecoder.decode(bytes: jpeg).image
        let expected = full.resampled(
            region: PixelRect(x: 462, y: 356, width: 100, height: 56), to: shown.size)
        #expect(PictureQuality.psnr(shown, against: expected) == .infinity)
    }

    /// Zoomed further, the picture is the same region of the full decode scaled up (each photo pixel a
    /// block of half cells), not the fitted picture stretched.
    @Test func zoomedPicturesComeFromTheFullResolutionPhoto() throws {
        let jpeg = try detailedJPEG()
        let shown = try ViewerSharpnessTests.halfBlockPixels(
            of: folder.snapshot("enter 1 + + + + +", colors: .truecolor))
        let full = try ImageDecoder.decode(bytes: jpeg).image
        // 759 %: 100 / 7.59 = 13 columns from 512 − 6.5, 56 / 7.59 = 7 rows from 384 − 3.5 (rounded up).
        let expected = full.resampled(region: PixelRect(x: 506, y: 381, width: 13, height: 7), to: shown.size)
        let psnr = PictureQuality.psnr(shown, against: expected)
        #expect(psnr > 45, "\(psnr) dB")
    }

    @Test func arrowsPanATenthOfTheViewAndStopAtThePhotosEdges() throws {
        try detailedJPEG()
        let centre = try folder.snapshot("enter 1")
        let right = try folder.snapshot("enter 1 l")
        #expect(right != centre)
        #expect(right.statusLine == centre.statusLine)  // still photo 1 of 1, at 100 %
        #expect(try folder.snapshot("enter 1 right left") == centre)
        // 1024 − 100 = 924 pixels of room, 462 each way: 47 steps of 10 reach the left edge, and more stay there.
        let edge = try folder.snapshot("enter 1 " + Array(repeating: "h", count: 47).joined(separator: " "))
        let beyond = try folder.snapshot("enter 1 " + Array(repeating: "h", count: 60).joined(separator: " "))
        #expect(edge == beyond)
        // 384 − 28 = 356 pixels above, 5.6 a step: 64 steps reach the top.
        let up = try folder.snapshot("enter 1 " + Array(repeating: "k", count: 64).joined(separator: " "))
        let top = try folder.snapshot("enter 1 " + Array(repeating: "up", count: 70).joined(separator: " "))
        #expect(up == top)
        #expect(up != centre)
    }

    @Test func zoomingBackToTheFitShowsTheFirstScreenAgain() throws {
        try detailedJPEG()
        let first = try folder.snapshot("enter")
        #expect(try folder.snapshot("enter + + l l j 0") == first)
        #expect(try folder.snapshot("enter 1 k - - - - - - -") == first)
    }

    /// A terminal grown while zoomed: a kept scale the larger screen shows whole is the fit there (the
    /// same screen as opening at that size); a larger one stays as it was.
    @Test func aScreenGrownPastTheZoomShowsTheFit() throws {
        try detailedJPEG()
        #expect(try zoomNote("enter + resize:200x60") == "fit")
        #expect(try folder.snapshot("enter + resize:200x60") == folder.snapshot("enter resize:200x60"))
        #expect(try zoomNote("enter + + + resize:200x60") == "25%")
    }

    @Test func escapeReturnsToTheFitBeforeGoingBack() throws {
        try detailedJPEG()
        try detailedJPEG("p/b.jpg")
        let fit = try folder.snapshot("enter")
        #expect(try folder.snapshot("enter 1 + l esc") == fit)
        let feed = try folder.snapshot("enter 1 esc esc")
        #expect(feed.statusLine.contains("⏎ view"))
        #expect(try folder.snapshot("enter 1").statusLine.contains("esc fit"))
    }

    /// The notes' Esc order: the info panel closes first, then the zoom returns to the fit, then Esc goes
    /// back; starting a slideshow returns to the fit too.
    @Test func escapeClosesTheInfoPanelBeforeTheZoomAndASlideshowStartsAtTheFit() throws {
        try detailedJPEG()
        #expect(try folder.snapshot("enter 1 i").trimmedText.contains("Info"))
        #expect(try zoomNote("enter 1 i esc") == "100%")
        #expect(try !folder.snapshot("enter 1 i esc").trimmedText.contains("Info"))
        #expect(try zoomNote("enter 1 i esc esc") == "fit")
        #expect(try zoomNote("enter 1 S") == "fit")
    }

    @Test func steppingToAnotherPhotoResetsTheZoom() throws {
        try detailedJPEG()
        try detailedJPEG("p/b.jpg")
        #expect(try zoomNote("enter 1 pgdn") == "fit")
        #expect(try folder.snapshot("enter 1 pgdn").statusLine.hasPrefix(" 2 of 2 · b.jpg"))
        #expect(try folder.snapshot("enter 1 pgdn pgup") == folder.snapshot("enter"))
        // While zoomed, → pans instead of stepping.
        #expect(try folder.snapshot("enter 1 right").statusLine.hasPrefix(" 1 of 2 · a.jpg"))
        // Space marks and steps on: the next photo shows at the fit.
        #expect(try zoomNote("enter 1 space") == "fit")
    }

    @Test func aDragPansAsTheArrowsDoAndCtrlWheelZooms() throws {
        try detailedJPEG()
        // The photo dragged 10 columns left shows what is 10 pixels (a tenth of the view) to the right.
        #expect(try folder.snapshot("enter 1 drag:50,15-40,15") == folder.snapshot("enter 1 l"))
        let vertical = try folder.snapshot("enter 1 drag:50,15-50,20")
        #expect(try vertical != folder.snapshot("enter 1"))
        #expect(
            try folder.snapshot("enter 1 drag:50,15-50,20 drag:50,20-50,15") == folder.snapshot("enter 1"))
        #expect(try zoomNote("enter ctrl+wheelup:50,15 ctrl+wheelup:50,15") == "16%")
        #expect(try zoomNote("enter 1 ctrl+wheeldown:50,15") == "67%")
        // The wheel without Ctrl scrolls a zoomed photo up and down.
        #expect(try folder.snapshot("enter 1 wheeldown:50,15") == folder.snapshot("enter 1 j"))
    }

    /// Other formats come from one bounded whole decode: a PNG at 100 % shows its own pixels, and a pan
    /// cuts its picture from the decode already in memory.
    @Test func aPNGZoomsToItsOwnPixels() throws {
        let image = PictureQuality.detailed(width: 640, height: 480)
        try folder.file("p/a.png", bytes: try PNGWriter().encode(image))
        let shown = try ViewerSharpnessTests.halfBlockPixels(
            of: folder.snapshot("enter 1 l", colors: .truecolor))
        #expect(shown.size == PixelSize(width: 100, height: 56))
        let expected = image.resampled(
            region: PixelRect(x: 280, y: 212, width: 100, height: 56), to: shown.size)
        #expect(PictureQuality.psnr(shown, against: expected) == .infinity)
    }
}
