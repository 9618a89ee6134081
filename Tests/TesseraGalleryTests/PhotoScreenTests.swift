import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraImaging
import TesseraPhotoLibrary
import TesseraPictures
import TesseraTesting
import TesseraThumbnails
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The photo screens of `tessera PATH`, headless, over real files.
@MainActor
@Suite struct PhotoScreenTests {
    let folder = PhotoFolder()

    @Test func theAlbumListShowsACardPerFolderWithPhotosInNaturalOrder() throws {
        try folder.jpeg("Trips/2024 Rome/IMG_10.jpg")
        try folder.jpeg("Trips/2024 Rome/IMG_2.jpg")
        try folder.jpeg("Animals/cat.jpg")
        try folder.file("Empty/notes.txt", bytes: Array("no photos".utf8))
        let screen = try folder.snapshot()
        let date = PhotoFolder.modified.shortLocalDate
        #expect(screen.titleLine == " Albums in \(folder.root.lastComponent!.string)")
        #expect(screen.statusLine.hasPrefix(" 1 of 2 "))
        #expect(screen.focusedCardTitle?.hasSuffix("Animals") == true)
        let text = screen.trimmedText
        #expect(text.contains("Animals"))
        #expect(text.contains("Trips/2024 Rome"))
        #expect(text.contains("2 photos"))
        #expect(text.contains("1 photo "))
        #expect(text.contains("Updated \(date)"))
        #expect(!text.contains("Empty"))
        // Animals comes first: its card is above or left of the Rome card.
        let animals = try #require(screen.position(of: "Animals"))
        let trips = try #require(screen.position(of: "Trips/2024 Rome"))
        #expect((animals.row, animals.column) < (trips.row, trips.column))
    }

    @Test func enterOpensTheAlbumsFeedAndEscapeComesBack() throws {
        try folder.jpeg("A/IMG_2.jpg")
        try folder.jpeg("A/IMG_10.jpg")
        try folder.jpeg("B/x.jpg")
        let feed = try folder.snapshot("enter")
        #expect(feed.titleLine == " ‹ A")
        #expect(feed.statusLine.hasPrefix(" 1 of 2 · IMG_2.jpg "))
        #expect(feed.statusLine.contains("⏎ view"))
        #expect(feed.trimmedText.contains(" IMG_2.jpg "))  // the focused photo's caption
        let next = try folder.snapshot("enter enter right esc")
        #expect(next.statusLine.hasPrefix(" 2 of 2 · IMG_10.jpg "))
        let back = try folder.snapshot("enter esc")
        #expect(back.titleLine.hasPrefix(" Albums in "))
    }

    @Test func aFolderWithOneAlbumOpensStraightIntoItsFeedWithTheListBehind() throws {
        try folder.jpeg("only/a.jpg")
        let feed = try folder.snapshot()
        #expect(feed.titleLine == " ‹ only")
        #expect(try folder.snapshot("esc").titleLine.hasPrefix(" Albums in "))
    }

    @Test func theViewerShowsThePhotoWithItsPixelAndFileSize() throws {
        let first = try folder.jpeg("p/a.jpg", width: 300, height: 200)
        try folder.jpeg("p/b.jpg", width: 40, height: 80)
        let viewer = try folder.snapshot("enter")
        let bytes = try #require(FileStatusReader.size(of: first))
        #expect(viewer.statusLine.hasPrefix(" 1 of 2 · a.jpg · 300×200 · \(ByteCountFormat.string(bytes)) "))
        #expect(viewer.statusLine.contains("←→ previous/next"))
        // 300 × 200 fitted into 100 × 56 pixels (28 rows): 84 columns by 28 rows, centred.
        let picture = viewer.cells(showing: "▄")
        #expect(Set(picture.map(\.column)).count == 84)
        #expect(Set(picture.map(\.row)).count == 28)
        #expect(picture.map(\.column).min() == 8)
        let next = try folder.snapshot("enter right")
        #expect(next.statusLine.hasPrefix(" 2 of 2 · b.jpg · 40×80 · "))
        // Past the last photo, right stays on it.
        #expect(try folder.snapshot("enter right right").statusLine.hasPrefix(" 2 of 2 · b.jpg"))
    }

    @Test func escapeFromTheViewerFocusesTheLastPhotoShownInTheFeed() throws {
        for name in ["1.jpg", "2.jpg", "3.jpg"] { try folder.jpeg("p/\(name)") }
        let feed = try folder.snapshot("enter right right esc")
        #expect(feed.titleLine == " ‹ p")
        #expect(feed.statusLine.hasPrefix(" 3 of 3 · 3.jpg "))
    }

    @Test func aPhotoGivenAsPATHOpensInTheViewerAndEscapeShowsItsFolder() throws {
        for name in ["a.jpg", "b.jpg", "c.jpg"] { try folder.jpeg("f/\(name)") }
        let viewer = try folder.snapshot(path: "f/b.jpg")
        #expect(viewer.statusLine.hasPrefix(" 2 of 3 · b.jpg · 64×48 "))
        let feed = try folder.snapshot("esc", path: "f/b.jpg")
        #expect(feed.statusLine.hasPrefix(" 2 of 3 · b.jpg "))
        #expect(feed.titleLine == " ‹ f")
    }

    @Test func aBrokenPhotoIsMarkedAndTheStatusLineSaysWhy() throws {
        try folder.jpeg("p/a.jpg")
        try folder.file("p/b.jpg", bytes: BrokenImages.text)
        try folder.file("p/c.jpg", bytes: BrokenImages.empty)
        let feed = try folder.snapshot("enter right esc")
        #expect(feed.trimmedText.contains("✕ broken"))
        #expect(feed.statusLine.hasPrefix(" 2 of 3 · b.jpg  cannot read b.jpg: not an image"))
        let empty = try folder.snapshot("end")
        #expect(empty.statusLine.contains("cannot read c.jpg: empty file"))
        let viewer = try folder.snapshot("enter right")
        #expect(viewer.trimmedText.contains("✕ broken"))
        #expect(viewer.statusLine.contains("cannot read b.jpg: not an image"))
    }

    @Test func aTruncatedPhotoShowsWhatDecodedAndSaysItIsDamaged() throws {
        let jpeg = try JPEGWriter().encode(TestPicture.gradient(width: 320, height: 240))
        try folder.file("p/half.jpg", bytes: BrokenImages.truncated(jpeg, at: jpeg.count / 2))
        let feed = try folder.snapshot()
        #expect(feed.statusLine.contains("half.jpg is damaged: premature end of JPEG file"))
        #expect(!feed.trimmedText.contains("✕ broken"))
        #expect(feed.cells(showing: "!").count == 1)
    }

    @Test func fileNamesAreShownSanitisedAndTheRealBytesStillOpen() throws {
        try folder.jpeg("p/evil\u{1B}[31m.jpg", width: 50, height: 50)
        try folder.file(
            "p/b\u{7}ell.jpg",
            bytes: try JPEGWriter().encode(
                RGBImage(size: PixelSize(width: 20, height: 10), filledWith: (0, 0, 255))))
        let first = try folder.snapshot("enter")
        #expect(first.statusLine.hasPrefix(" 1 of 2 · b␇ell.jpg · 20×10 "))
        let second = try folder.snapshot("enter right")
        #expect(second.statusLine.hasPrefix(" 2 of 2 · evil␛[31m.jpg · 50×50 "))
    }

    @Test func aNameThatIsNotUTF8IsShownWithAReplacementCharacterAndStillOpens() throws {
        folder.directory.makeFolder("p")
        let bytes = try JPEGWriter().encode(
            RGBImage(size: PixelSize(width: 30, height: 20), filledWith: (0, 200, 0)))
        folder.directory.write(bytes, toRawName: Array("p/caf".utf8) + [0xE9] + Array(".jpg".utf8))
        let viewer = try folder.snapshot("enter")
        #expect(viewer.statusLine.hasPrefix(" 1 of 1 · caf\u{FFFD}.jpg · 30×20 "))
    }

    @Test func photosArePaintedInTheirOwnColours() throws {
        try folder.jpeg("p/red.jpg", width: 80, height: 60, color: (220, 20, 20))
        let viewer = try folder.snapshot("enter", colors: .truecolor)
        let cells = viewer.cells(showing: "▄")
        #expect(!cells.isEmpty)
        for cell in cells {
            guard case .rgb(let red, let green, let blue) = viewer[cell.column, cell.row].style.foreground
            else {
                Issue.record("not a true-colour cell at \(cell)")
                return
            }
            #expect(red > 190 && green < 60 && blue < 60)
        }
    }

    /// The Feed keeps its thumbnails painted into cells and copies them on later frames: a page scrolled
    /// away and back shows the very same cells, at every dithering.
    @Test(arguments: Dither.allCases)
    func keptThumbnailsShowTheSameCellsWhenScrolledBack(dither: Dither) throws {
        for index in 1...40 {
            let image = TestPicture.gradient(width: 60 + index, height: 40 + index % 7)
            try folder.file("p/IMG_\(index).jpg", bytes: try JPEGWriter().encode(image))
        }
        func screen(_ keys: String) throws -> Canvas {
            var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root))
            options.colors = .colors256
            options.dither = dither
            return Snapshot.run(
                size: try #require(TerminalSize("100x30")), steps: try KeyScript.parse(keys), options: options
            )
        }
        let first = try screen("")
        #expect(first.cells(showing: "▄").count > 500)
        #expect(try screen("pgdn pgup") == first)
        #expect(try screen("pgdn pgdn pgup pgup") == first)
    }

    /// Thumbnails and the viewer's picture are made at as many pixels as the cells show, with their
    /// aspect kept: quadrant and sextant pixels are taller than wide.
    @Test func finerSymbolsAskForMorePixelsAndKeepTheAspect() throws {
        try folder.jpeg("p/wide.jpg", width: 400, height: 100)
        for (symbols, across, down) in [(PictureSymbols.half, 1, 2), (.quadrant, 2, 2), (.sextant, 2, 3)] {
            var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root))
            options.symbols = symbols
            let context = PhotoContext(
                pipeline: PicturePipeline(onFinish: {}), rendering: options.pictureRendering)
            let rect = CellRect(column: 3, row: 2, width: 10, height: 4)
            #expect(context.squarePixelBox(of: rect) == PixelSize(width: 10 * across, height: 8 * across))
            #expect(context.cellSize(ofSquare: PixelSize(width: 10 * across, height: 8 * across)) == (10, 4))
            let square = RGBImage(
                size: PixelSize(width: 10 * across, height: 8 * across), filledWith: (1, 2, 3))
            #expect(context.shownPixels(square).size == PixelSize(width: 10 * across, height: 4 * down))
            // The viewer letterboxes the 4:1 photo into the 80 × 22 cells between the bars: 80 cells wide
            // and 10 tall in every mode (20 cells' height is 40 square units).
            let viewer = try folder.snapshot("enter", size: "80x24", symbols: symbols)
            let rows = (1..<23).filter { row in
                (0..<80).contains { viewer[$0, row].style.background != .default }
            }
            #expect(rows.count == 10, "\(symbols): \(rows)")
        }
    }

    @Test func anEmptyFolderSaysSo() throws {
        try folder.file("notes.txt", bytes: Array("x".utf8))
        let screen = try folder.snapshot()
        #expect(screen.trimmedText.contains("No photos in"))
        #expect(!screen.statusLine.contains("⏎"))
    }

    @Test func helpListsTheViewersOwnKeysWithoutTheCommonOnesTheyReplace() throws {
        try folder.jpeg("p/a.jpg")
        let help = try folder.snapshot("enter ?", size: "100x40").trimmedText
        #expect(help.contains("Previous picture"))
        #expect(help.contains("Next picture"))
        #expect(!help.contains("Move focus left"))
    }
}

extension Canvas {
    /// Where `text` first appears on screen (row, then the column of its first character).
    func position(of text: String) -> CellPoint? {
        for (row, line) in lines().enumerated() {
            if let range = line.range(of: text) {
                return CellPoint(column: line.distance(from: line.startIndex, to: range.lowerBound), row: row)
            }
        }
        return nil
    }
}

/// The size of a file, for expected status lines.
enum FileStatusReader {
    static func size(of file: FilePath) -> Int64? {
        var status = stat()
        guard file.withPlatformString({ stat($0, &status) }) == 0 else { return nil }
        return Int64(status.st_size)
    }
}
