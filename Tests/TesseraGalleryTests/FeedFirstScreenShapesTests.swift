import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraLayout
import TesseraPhotoLibrary
import TesseraTesting
import TesseraView
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// A headless first screen of an album waits only for the shapes of the photos its justified rows depend
/// on (up to the one after the last in view), and draws exactly what it drew when it waited for every
/// photo's header; keys still move through the layout of every shape.
@MainActor
@Suite struct FeedFirstScreenShapesTests {
    let folder = PhotoFolder()

    /// 60 photos of five shapes in turn (landscape, portrait, panorama, screenshot, square), then two files
    /// whose headers cannot be read (not a JPEG, and a JPEG cut after 40 bytes) and a panorama.
    private func makeAlbum() throws {
        let shapes = [(160, 120), (120, 160), (400, 100), (90, 195), (120, 120)]
        for index in 0..<60 {
            let (width, height) = shapes[index % shapes.count]
            let level = UInt8(40 + index * 3)
            try folder.jpeg(
                "trip/\(String(format: "%03d", index)).jpg", width: width, height: height,
                color: (level, 255 - level, 120))
        }
        try folder.file("trip/900 not a photo.jpg", bytes: Array("not a JPEG at all".utf8))
        let whole = try JPEGWriter().encode(
            RGBImage(size: PixelSize(width: 160, height: 120), filledWith: (9, 9, 9)))
        try folder.file("trip/901 cut.jpg", bytes: Array(whole.prefix(40)))
        try folder.jpeg("trip/902 panorama.jpg", width: 800, height: 100)
    }

    /// The first screen as the snapshot drew it before: every header read before the first layout.
    private func screenAfterEveryShape(size: TerminalSize, keys: String = "") throws -> Canvas {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root.appending("trip")))
        options.watchesFolder = false
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        app.waitForNameIndex()
        app.waitForPhotoShapes()
        _ = app.handle(.resize(columns: size.columns, rows: size.rows))
        app.settleIndex()
        var frame = app.renderSettled().canvas
        for case .event(let event) in try KeyScript.parse(keys) {
            _ = app.handle(event)
            app.waitForPhotoShapes()
            app.advance(to: .zero)
            frame = app.renderSettled().canvas
        }
        return frame
    }

    @Test(arguments: ["80x24", "120x40", "200x60"])
    func theFirstScreenIsTheOneDrawnAfterEveryShape(size: String) throws {
        try makeAlbum()
        let terminal = try #require(TerminalSize(size))
        let firstScreen = try folder.snapshot(size: size, path: "trip")
        #expect(firstScreen.lines() == (try screenAfterEveryShape(size: terminal).lines()))
        #expect(firstScreen.statusLine.hasPrefix(" 1 of 63 · 000.jpg"))
    }

    @Test func keysMoveThroughTheLayoutOfEveryShape() throws {
        try makeAlbum()
        let terminal = try #require(TerminalSize("80x24"))
        for keys in ["end", "pgdn pgdn", "down down right"] {
            let screen = try folder.snapshot(keys, size: "80x24", path: "trip")
            #expect(
                screen.lines() == (try screenAfterEveryShape(size: terminal, keys: keys).lines()), "\(keys)")
        }
    }

    /// At 80 × 24 the rows in view hold the first photos only; they depend on the one after the last in
    /// view, whose shape decides whether the last row in view takes it; after waiting, every frame in view
    /// is the one of the layout of every shape.
    @Test func theFirstScreenWaitsForThePhotosUpToTheOneAfterTheLastInView() throws {
        try makeAlbum()
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root.appending("trip")))
        options.watchesFolder = false
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        _ = app.handle(.resize(columns: 80, rows: 24))
        app.waitForPhotoShapes(inView: true)
        let feed = try #require(app.top as? PhotoFeedViewController)
        let inView = feed.collectionView.visibleAttributes().filter { $0.kind == .cell }
        let lastInView = try #require(inView.map(\.indexPath.item).max())
        #expect(lastInView < 20, "the first screen shows a few rows of the 63 photos")
        #expect(feed.photosInViewDependOn == lastInView + 2)
        #expect(feed.context.shapes.hasRead(feed.list.shown.prefix(lastInView + 2)))
        let partialFrames = inView.map(\.frame)

        app.waitForPhotoShapes()
        let everyShape = inView.map { feed.collectionView.layout.attributesForItem(at: $0.indexPath)?.frame }
        #expect(partialFrames == everyShape)
        #expect(feed.context.shapes.size(of: feed.list.shown[61]) == nil, "the cut JPEG has no shape")
        #expect(feed.context.shapes.size(of: feed.list.shown[62]) == PixelSize(width: 800, height: 100))
    }
}

/// A headless run reads no shape it does not wait for: its first screen reads the photos up to the one
/// after the last in view, and a key reads the rest.
@MainActor
@Suite struct HeadlessShapeReadsTests {
    let folder = PhotoFolder()

    @Test func theFirstScreenReadsOnlyThePhotosItDependsOnAndAKeyTheRest() throws {
        for index in 0..<80 {
            try folder.jpeg("trip/\(String(format: "%03d", index)).jpg", width: 120 + index, height: 90)
        }
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root.appending("trip")))
        options.watchesFolder = false
        options.readsShapesAhead = false
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        _ = app.handle(.resize(columns: 80, rows: 24))
        app.waitForPhotoShapes(inView: true)
        let feed = try #require(app.top as? PhotoFeedViewController)
        let needed = feed.photosInViewDependOn
        #expect(needed < 20)
        let photos = feed.list.shown
        #expect(feed.context.shapes.hasRead(photos.prefix(needed)))
        #expect(feed.context.shapes.size(of: photos[needed - 1]) != nil)
        #expect(!feed.context.shapes.hasRead(photos[needed...]), "nothing after them is read")
        #expect(feed.context.shapes.size(of: photos[79]) == nil)

        app.waitForPhotoShapes()
        #expect(feed.context.shapes.hasRead(photos))
        #expect(feed.context.shapes.size(of: photos[79]) == PixelSize(width: 199, height: 90))
    }
}
