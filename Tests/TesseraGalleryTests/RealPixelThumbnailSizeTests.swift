import ImagingTestSupport
import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoLibrary
import TesseraThumbnails
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// With real pixels, a Feed tile larger than a thumbnail (256 px) shows the photo decoded for the tile's
/// own pixels, not the 256-px thumbnail stretched; smaller tiles keep the thumbnail.
@MainActor
@Suite struct RealPixelThumbnailSizeTests {
    let folder = PhotoFolder()

    /// Large black photos with one white line, 2 px wide, down the middle: detail a 256-px thumbnail
    /// blurs to grey (a quarter of a pixel), and a decode for a tile of about 500 px keeps white.
    init() throws {
        let size = 1000
        var pixels = [UInt8](repeating: 0, count: size * size * 3)
        for y in 0..<size {
            for x in 500..<502 {
                for channel in 0..<3 { pixels[(y * size + x) * 3 + channel] = 255 }
            }
        }
        let png = try PNGWriter().encode(RGBImage(width: size, height: size, pixels: pixels))
        for index in 1...3 { try folder.file("Album/IMG_\(index).png", bytes: png) }
    }

    func app(cell: PixelSize) throws -> GalleryApp {
        var options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = false
        options.graphics = .sixel
        options.cellPixelSize = cell
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 100, rows: 30))
        // The mosaic: its large tiles (a third of the width and more) are what these tests need.
        _ = app.handle(.key(.character("m")))
        return app
    }

    @Test func largeTilesWantThePhotoDecodedForTheirPixelsBesideTheThumbnail() throws {
        let app = try app(cell: PixelSize(width: 10, height: 20))
        defer { app.finishBackgroundWork() }
        let frame = app.renderSettled()
        let sizes = app.pictureWants().shown.map(\.size)
        #expect(sizes.filter { $0 == .thumbnail }.count == 3, "every photo's thumbnail stands in")
        let large = frame.placements.filter { $0.frame.width * 10 > 256 || $0.frame.height * 20 > 256 }
        #expect(!large.isEmpty)
        for placement in large {
            // The tile's own size, or (the focused tile, inside its border) a little more.
            let pixels = PixelSize(width: placement.frame.width * 10, height: placement.frame.height * 20)
            let covering = sizes.contains {
                guard case .covering(let size) = $0 else { return false }
                return size.width >= pixels.width && size.height >= pixels.height
                    && size.width <= pixels.width + 20 && size.height <= pixels.height + 60
            }
            #expect(covering, "\(placement.frame) wants \(pixels)")
        }
    }

    @Test func smallTilesKeepTheThumbnail() throws {
        let app = try app(cell: PixelSize(width: 2, height: 4))
        defer { app.finishBackgroundWork() }
        let frame = app.renderSettled()
        #expect(!frame.placements.isEmpty)
        #expect(app.pictureWants().all.allSatisfy { $0.size == .thumbnail })
    }

    @Test func aLargeTileShowsDetailAThumbnailWouldBlur() throws {
        let app = try app(cell: PixelSize(width: 10, height: 20))
        defer { app.finishBackgroundWork() }
        let frame = app.renderSettled()
        let largest = try #require(frame.placements.max { $0.frame.width < $1.frame.width })
        #expect(largest.frame.width * 10 > 256)
        let image = largest.image
        let row = image.height / 2
        let brightest = (0..<image.width).map { Int(image.pixel(x: $0, y: row).red) }.max() ?? 0
        #expect(brightest > 220, "the white line is \(brightest) at its brightest")
    }
}
