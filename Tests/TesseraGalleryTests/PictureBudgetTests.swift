import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The per-frame picture budget (`PictureLimits.pixelsPerFrame`): pictures whose real pixels would pass it
/// are painted in half blocks instead, so no frame's picture work is unbounded, whatever the cell size.
@MainActor
@Suite struct PictureBudgetTests {
    let folder = PhotoFolder()

    init() throws {
        for index in 1...10 {
            try folder.jpeg(
                "Album/IMG_\(index).jpg", width: 96, height: 64, color: (UInt8(index * 20), 90, 40))
        }
    }

    /// The app on the folder with cells of `cell` pixels after `events`: the placements' total pixels, their
    /// count, and the last frame.
    func run(cell: PixelSize, _ events: [InputEvent] = []) throws -> (
        pixels: Int, count: Int, canvas: Canvas
    ) {
        var options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = false
        options.graphics = .sixel
        options.cellPixelSize = cell
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        _ = app.handle(InputEvent.resize(columns: 100, rows: 30))
        for event in events { _ = app.handle(event) }
        let frame = app.renderSettled()
        let pixels = frame.placements.reduce(0) { $0 + $1.image.width * $1.image.height }
        return (pixels, frame.placements.count, frame.canvas)
    }

    @Test func aFeedStaysWithinTheBudgetAndPaintsTheRestInHalfBlocks() throws {
        let small = try run(cell: PixelSize(width: 10, height: 20))
        #expect(small.count >= 4)
        let large = try run(cell: PixelSize(width: 60, height: 120))
        #expect(large.pixels <= PictureLimits.pixelsPerFrame)
        #expect(large.count >= 1 && large.count < small.count, "\(large.count) of \(small.count)")
        #expect(large.canvas.plainText.contains(where: { $0 == "▀" || $0 == "▄" }), "the rest in half blocks")
    }

    @Test func theLargestCellsDrawEveryPictureInHalfBlocks() throws {
        let feed = try run(cell: PixelSize(width: 1000, height: 1000))
        #expect(feed.count == 0)
        #expect(feed.canvas.plainText.contains(where: { $0 == "▀" || $0 == "▄" }))
        let viewer = try run(cell: PixelSize(width: 1000, height: 1000), [.key(.enter)])
        #expect(viewer.count == 0)
        #expect(viewer.canvas.plainText.contains(where: { $0 == "▀" || $0 == "▄" }))
    }
}
