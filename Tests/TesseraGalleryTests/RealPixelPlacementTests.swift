import TesseraCanvas
import TesseraGraphics
import TesseraImaging
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The photo Feed with real pixels (kitty or sixel): pictures leave their cells blank and come out beside
/// the canvas as placements, clipped to the view, at the cells' size in pixels.
@MainActor
@Suite struct RealPixelPlacementTests {
    let folder = PhotoFolder()
    static let colors: [(UInt8, UInt8, UInt8)] = [
        (200, 30, 30), (30, 200, 30), (30, 30, 200), (200, 200, 30), (30, 200, 200), (200, 30, 200),
        (120, 120, 120), (240, 240, 240), (10, 10, 10), (250, 120, 0),
    ]
    static let cell = PixelSize(width: 10, height: 20)

    init() throws {
        for (index, color) in Self.colors.enumerated() {
            try folder.jpeg("Album/IMG_\(index + 1).jpg", width: 96, height: 64, color: color)
        }
    }

    /// The app on the folder after `events`, its pictures made: the last frame and its placements.
    func run(
        _ events: [InputEvent] = [], graphics: GraphicsMethod = .sixel, columns: Int = 100, rows: Int = 30
    ) throws -> (canvas: Canvas, placements: [GraphicPlacement]) {
        var options = GalleryOptions(animates: false, photos: try LibraryScanner.locate(folder.root))
        options.watchesFolder = false
        options.graphics = graphics
        options.cellPixelSize = Self.cell
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        _ = app.handle(InputEvent.resize(columns: columns, rows: rows))
        // In the mosaic, whose ten tiles of these photos take more than a screen.
        for event in [.key(.character("m"))] + events { _ = app.handle(event) }
        let frame = app.renderSettled()
        return (frame.canvas, frame.placements)
    }

    @Test func everyShownPhotoIsAPlacementAtItsCellsPixelSizeOverBlankCellsMarkedAsItsOwn() throws {
        let (canvas, placements) = try run()
        #expect(placements.count >= 4)
        let content = CellRect(column: 0, row: 1, width: 100, height: 28)
        for placement in placements {
            #expect(content.contains(placement.visible) && placement.frame.contains(placement.visible))
            #expect(placement.image.width == placement.frame.width * 10)
            #expect(placement.image.height == placement.frame.height * 20)
            for row in placement.visible.rows {
                for column in placement.visible.columns {
                    #expect(canvas[column, row] == .pictureOwned(), "cell \(column),\(row)")
                }
            }
        }
        #expect(Set(placements.map(\.imageID)).count == placements.count)
    }

    @Test func eachPlacementShowsItsOwnPhotosColour() throws {
        let placements = try run().placements
        var seen: Set<Int> = []
        for placement in placements {
            let middle = placement.image.pixel(x: placement.image.width / 2, y: placement.image.height / 2)
            let match = Self.colors.firstIndex {
                abs(Int($0.0) - Int(middle.red)) < 12 && abs(Int($0.1) - Int(middle.green)) < 12
                    && abs(Int($0.2) - Int(middle.blue)) < 12
            }
            #expect(match != nil)
            if let match { seen.insert(match) }
        }
        #expect(seen.count == placements.count)
    }

    @Test func theFocusedPhotoIsPlacedInsideItsBorderAboveItsCaption() throws {
        let (canvas, placements) = try run()
        let focused = try #require(
            placements.first { canvas[$0.frame.column - 1, $0.frame.row - 1].grapheme == "┏" })
        #expect(canvas[focused.frame.maxColumn, focused.frame.maxRow + 1].grapheme == "┛")
        #expect(canvas.lines()[focused.frame.maxRow].contains("IMG_1.jpg"))
    }

    @Test func withKittyTheFocusedPhotoKeepsItsWholeFrameUnderItsBorderAndCaption() throws {
        let (canvas, placements) = try run(graphics: .kitty)
        let focused = try #require(placements.first { canvas[$0.frame.column, $0.frame.row].grapheme == "┏" })
        #expect(canvas[focused.frame.maxColumn - 1, focused.frame.maxRow - 1].grapheme == "┛")
    }

    @Test func scrolledPhotosAreClippedToTheViewAndKeepTheirIDs() throws {
        let first = try run()
        let scrolled = try run([.key(.pageDown)])
        let content = CellRect(column: 0, row: 1, width: 100, height: 28)
        #expect(scrolled.placements.contains { $0.visible != $0.frame })
        for placement in scrolled.placements {
            #expect(content.contains(placement.visible) && placement.frame.contains(placement.visible))
        }
        // An image id names the same picture at the same size in every frame of a run (here, two runs made
        // the same way agree for the first frame).
        #expect(try run().placements.map(\.imageID) == first.placements.map(\.imageID))
    }

    @Test func halfBlocksAreUnchangedAndPlaceNothing() throws {
        let blocks = try run(graphics: .blocks)
        #expect(blocks.placements.isEmpty)
        #expect(blocks.canvas == (try folder.snapshot("m wait:400")))
    }

    @Test func underTheHelpOnlyThePicturesItCoversAreHalfBlocks() throws {
        // Tall enough that the help (a column of every key) leaves pictures below it.
        let plain = try run(columns: 200, rows: 90)
        let help = try run([.key(.character("?"))], columns: 200, rows: 90)
        let top = try #require(help.canvas.lines().firstIndex { $0.contains("╭") && $0.contains(" Keys ") })
        let left = try #require(help.canvas.cells(showing: "╭").first { $0.row == top }).column
        let corner = try #require(help.canvas.cells(showing: "╯").first { $0.column > left && $0.row > top })
        let box = CellRect(
            column: left, row: top, width: corner.column - left + 1, height: corner.row - top + 1)
        #expect(!help.placements.isEmpty, "pictures beside the help keep their real pixels")
        #expect(help.placements.count < plain.placements.count, "the ones under it do not")
        for placement in help.placements {
            #expect(!placement.visible.intersects(box), "\(placement.visible) is under the help \(box)")
        }
        let covered = plain.placements.filter { $0.visible.intersects(box) }
        #expect(!covered.isEmpty)
        for placement in covered {
            // Half blocks where the help leaves the picture visible: its cells are painted, not blank.
            let outside = placement.visible.columns.first { $0 < box.column || $0 >= box.maxColumn }
            if let column = outside {
                let cell = help.canvas[column, placement.visible.row]
                #expect(cell != .blank && cell != .pictureOwned())
            }
        }
    }
}
