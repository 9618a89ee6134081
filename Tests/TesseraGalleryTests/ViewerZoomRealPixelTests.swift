import ImagingTestSupport
import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// Zoom with real pixels (kitty, sixel): 100 % is one photo pixel a terminal pixel; until the sharp
/// picture is made the fitted one stands in, scaled up, under an image id of its own.
@MainActor
@Suite struct ViewerZoomRealPixelTests {
    let folder = PhotoFolder()
    static let cell = PixelSize(width: 10, height: 20)

    /// The app in the viewer of a 1600 × 1200 photo, 100 × 30 cells of 10 × 20 pixels.
    private func viewer(graphics: GraphicsMethod) throws -> (app: GalleryApp, jpeg: [UInt8]) {
        let jpeg = try JPEGWriter().encode(PictureQuality.detailed(width: 1600, height: 1200))
        try folder.file("p/a.jpg", bytes: jpeg)
        var options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = false
        options.graphics = graphics
        options.cellPixelSize = Self.cell
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 100, rows: 30))
        _ = app.renderSettled()
        _ = app.handle(.key(.enter))
        _ = app.renderSettled()
        return (app, jpeg)
    }

    @Test(arguments: [GraphicsMethod.kitty, .sixel])
    func oneHundredPercentPlacesThePhotosOwnPixels(graphics: GraphicsMethod) throws {
        let (app, jpeg) = try viewer(graphics: graphics)
        defer { app.finishBackgroundWork() }
        _ = app.handle(.key(.character("1")))
        let frame = app.renderSettled()
        let placement = try #require(frame.placements.first)
        #expect(frame.placements.count == 1)
        #expect(placement.frame == CellRect(column: 0, row: 1, width: 100, height: 28))
        // 1000 × 560 terminal pixels around the middle (800, 600) of the photo.
        let full = try ImageDecoder.decode(bytes: jpeg).image
        let expected = full.resampled(
            region: PixelRect(x: 300, y: 320, width: 1000, height: 560), to: placement.image.size)
        #expect(placement.image.size == PixelSize(width: 1000, height: 560))
        #expect(PictureQuality.psnr(placement.image, against: expected) == .infinity)
    }

    @Test func theFittedPictureStandsInScaledUpUntilTheSharpOneIsMade() throws {
        let (app, jpeg) = try viewer(graphics: .kitty)
        defer { app.finishBackgroundWork() }
        let fitted = try #require(app.render().placements.first)
        _ = app.handle(.key(.character("1")))
        // Not yet asked for: the frame right after the key scales the fitted picture up.
        let standIn = try #require(app.render().placements.first)
        #expect(standIn.image.size == PixelSize(width: 1000, height: 560))
        #expect(standIn.imageID != fitted.imageID)
        let full = try ImageDecoder.decode(bytes: jpeg).image
        let sharpPixels = full.resampled(
            region: PixelRect(x: 300, y: 320, width: 1000, height: 560), to: standIn.image.size)
        let standInPSNR = PictureQuality.psnr(standIn.image, against: sharpPixels)
        let sharp = try #require(app.renderSettled().placements.first)
        #expect(sharp.imageID != standIn.imageID)
        #expect(PictureQuality.psnr(sharp.image, against: sharpPixels) == .infinity)
        #expect(standInPSNR < 30, "the stand-in is the blurry fitted picture: \(standInPSNR) dB")
    }
}
