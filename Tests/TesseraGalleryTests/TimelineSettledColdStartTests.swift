import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraPhotoIndex
import TesseraPhotoLibrary
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#endif

/// A headless cold start of the timeline (``GalleryOptions/settlesFirstScreen``, as `snapshot` sets it)
/// waits for the index's run and makes its one screen from the dates read: the screen a running app
/// settles on, without a first one by modification time. And the app's reader opens each photo by its
/// name in its folder, with the facts a read by path gives. Real JPEGs dated by exiftool.
@MainActor
@Suite(.serialized) struct TimelineSettledColdStartTests {
    @Test func aSettledColdStartsFirstScreenIsByDateTakenAndIsTheScreenARunningAppSettlesOn() throws {
        let folder = try TimelineStartTests.rollOfDisagreeingDates()
        var options = try TimelineStartTests.options(folder, cache: TemporaryDirectory())
        options.settlesFirstScreen = true
        let settled = GalleryApp(options: options)
        _ = settled.handle(.resize(columns: 60, rows: 8))
        #expect(try TimelineStartTests.indexer(settled).index.count == 3, "every file read before the screen")
        let first = settled.renderSettled().canvas
        #expect(first.statusLine.hasPrefix(" 1 of 3 · b.jpg · Nov 8, 2026"), "\(first.plainText)")

        // A running app shows the modification times first (a.jpg, the newest file, at the top), then
        // settles on the same screen.
        let running = GalleryApp(options: try TimelineStartTests.options(folder, cache: TemporaryDirectory()))
        _ = running.handle(.resize(columns: 60, rows: 8))
        #expect(running.render().canvas.statusLine.hasPrefix(" 1 of 3 · a.jpg "))
        running.settleIndex()
        #expect(running.renderSettled().canvas == first)

        // Nothing is left for the settled app to show.
        settled.settleIndex()
        #expect(settled.renderSettled().canvas == first)
    }

    @Test func theFilterOfASettledSnapshotIsAnsweredFromItsNamesIndex() throws {
        let folder = try TimelineStartTests.rollOfDisagreeingDates()
        let screen = Snapshot.run(
            size: TerminalSize("60x8")!, steps: try KeyScript.parse("/ c"),
            options: try TimelineStartTests.options(folder, cache: TemporaryDirectory()))
        #expect(
            screen.statusLine.contains("/c") && !screen.statusLine.contains("indexing"), "\(screen.plainText)"
        )
        #expect(screen.plainText.contains("1 of 1"), "\(screen.plainText)")
    }

    @Test func theAppsReaderGivesTheSameFactsInAFolderAsByPath() throws {
        let folder = PhotoFolder()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2019:07:14 10:00:00")
        let notes = try folder.file("roll/notes.jpg", bytes: Array("not a photo".utf8))
        let roll = folder.root.appending("roll")
        let open = try FileDescriptor.open(roll, .readOnly, options: [.directory, .closeOnExec])
        defer { try? open.close() }
        for name in ["a.jpg", "notes.jpg", "missing.jpg"] {
            let path = roll.appending(name)
            #expect(ExifFacts.facts(of: path, inFolder: open) == ExifFacts.facts(of: path), "\(name)")
        }
        let photo = try #require(ExifFacts.facts(of: roll.appending("a.jpg"), inFolder: open))
        #expect(photo.dateTaken != nil && photo.pixelSize != nil)
        // A file that cannot be read keeps a row without a date (shown by its file date, broken), and
        // a missing one has none.
        let broken = try #require(ExifFacts.facts(of: notes, inFolder: open))
        #expect(broken.dateTaken == nil && broken.pixelSize == nil)
        #expect(ExifFacts.facts(of: roll.appending("missing.jpg"), inFolder: open) == nil)
    }
}
