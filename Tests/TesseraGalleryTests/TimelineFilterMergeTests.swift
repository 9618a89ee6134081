import SystemPackage
import TesseraCanvas
import TesseraKit
import TesseraPhotoIndex
import TesseraPhotoLibrary
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

/// The timeline's `/` filter through its name index and the merge of positions in months, on a timeline
/// of made-up photos (no file is read: each is placed by its modification time): whatever is typed, the
/// timeline shows what filtering every photo afresh shows, its view holds as many items in as many
/// months, and the index's next change still applies to it.
@MainActor
@Suite struct TimelineFilterMergeTests {
    /// `count` photos in 12 folders, one every 9 hours and a bit going back from November 2026, named as
    /// cameras and phones name them (each path once).
    static func library(count: Int) -> Library {
        let root = FilePath("/nonexistent/tessera-filter-merge")
        var folders = Array(repeating: [Photo](), count: 12)
        for n in 0..<count {
            let name = ["IMG_\(1_000 + n / 12).JPG", "PXL_2023_\(n).jpg", "DSC\(20_000 + n).JPG"][n % 3]
            folders[n % 12].append(
                Photo(
                    path: root.appending("roll-\(n % 12)/\(name)"), name: name, byteCount: 1,
                    modified: FileTime(seconds: 1_795_000_000 - Int64(n) * 33_000 - Int64(n % 7) * 60)))
        }
        return Library(
            root: root,
            albums: folders.enumerated().map {
                Album(
                    name: "roll-\($0.offset)", folder: root.appending("roll-\($0.offset)"), photos: $0.element
                )
            })
    }

    /// The app on the timeline of `library`, its index settled.
    static func timelineApp(_ library: Library) throws -> (GalleryApp, TimelineViewController) {
        var options = GalleryOptions(photos: .folder(library))
        options.opensTimeline = true
        options.watchesFolder = false
        let app = GalleryApp(options: options)
        _ = app.handle(.resize(columns: 100, rows: 24))
        app.settleIndex()
        return (app, try #require(app.top as? TimelineViewController))
    }

    /// Checks that the timeline shows what filtering the whole one afresh by `text` gives.
    static func expectFiltered(
        _ screen: TimelineViewController, by text: String, _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let query = FuzzyQuery(text)
        let whole = screen.unfilteredTimeline
        let expected = text.isEmpty ? whole : whole.filtered { query.match(FoldedText($0.photo.name)) != nil }
        #expect(screen.timeline == expected, comment, sourceLocation: sourceLocation)
        #expect(screen.shownPhotos == expected.items.map(\.photo), comment, sourceLocation: sourceLocation)
        #expect(
            screen.collectionView.itemCounts == expected.sections.map(\.items.count), comment,
            sourceLocation: sourceLocation)
    }

    /// Random keys at 9,000 photos, over 300 months: small changes animate as merges (months going and
    /// coming), large ones (past 5,000 photos) are shown at once; every step shows what filtering
    /// afresh shows.
    @Test(arguments: 0..<3) func everyKeyShowsWhatFilteringAfreshShows(seed: UInt64) throws {
        let (app, screen) = try Self.timelineApp(Self.library(count: 9_000))
        defer { app.finishBackgroundWork() }
        var random = SeededRandom(seed: seed)
        _ = app.handle(.key(.character("/")))
        var text = ""
        var sawBatch = false
        var sawReload = false
        for step in 0..<18 {
            let countBefore = screen.shownPhotos.count
            // ⌫ in an empty field would close it.
            if !text.isEmpty && Int.random(in: 0..<4, using: &random) == 0 {
                _ = app.handle(.key(.backspace))
                text = String(text.dropLast())
            } else {
                let character = Array("img_1pxl2d0")[Int.random(in: 0..<11, using: &random)]
                _ = app.handle(.key(.character(character)))
                text.append(character)
            }
            if screen.collectionView.isAnimating { sawBatch = true }
            if abs(countBefore - screen.shownPhotos.count)
                > TimelineViewController.largestAnimatedFilterChange
            {
                sawReload = true
            }
            app.advance(to: .seconds(step + 1))
            Self.expectFiltered(screen, by: text, "seed \(seed), step \(step), /\(text)")
            _ = app.render()
        }
        // Esc clears the field: every photo again.
        _ = app.handle(.key(.escape))
        Self.expectFiltered(screen, by: "", "seed \(seed), cleared")
        #expect(sawBatch || sawReload)
    }

    /// The focused photo stays focused through a change too large to animate, and as the filter widens
    /// again.
    @Test func theFocusedPhotoStaysFocusedThroughALargeChange() throws {
        let (app, screen) = try Self.timelineApp(Self.library(count: 9_000))
        defer { app.finishBackgroundWork() }
        for _ in 0..<40 { _ = app.handle(.key(.pageDown)) }
        for _ in 0..<3 where screen.focusedPhoto?.name.hasPrefix("IMG_") != true {
            _ = app.handle(.key(.right))
        }
        let focused = try #require(screen.focusedPhoto)
        try #require(focused.name.hasPrefix("IMG_"))
        #expect(screen.collectionView.focusedItem?.section ?? 0 > 3, "far down the timeline")
        _ = app.handle(.key(.character("/")))
        _ = app.handle(.key(.character("i")))
        #expect(!screen.collectionView.isAnimating, "6,000 photos leave: shown at once")
        #expect(screen.focusedPhoto == focused)
        _ = app.handle(.key(.backspace))
        #expect(screen.focusedPhoto == focused)
        #expect(screen.shownPhotos.count == 9_000)
    }

    /// After keystrokes shown as merges, a change the index brings (a photo trashed) is diffed against
    /// what the view shows, filtered still.
    @Test func theIndexsNextChangeAppliesToTheFilteredTimeline() throws {
        let (app, screen) = try Self.timelineApp(Self.library(count: 600))
        defer { app.finishBackgroundWork() }
        _ = app.handle(.key(.character("/")))
        for character in "img_10" { _ = app.handle(.key(.character(character))) }
        app.advance(to: .seconds(1))
        let gone = try #require(screen.shownPhotos.first)
        screen.removePhotos([gone.path])
        app.advance(to: .seconds(2))
        #expect(!screen.shownPhotos.contains(gone))
        Self.expectFiltered(screen, by: "img_10", "after the index's change")
        _ = app.handle(.key(.backspace))
        Self.expectFiltered(screen, by: "img_1", "and the next keystroke")
    }
}
