import ImagingTestSupport
import TesseraCanvas
import TesseraPhotoLibrary
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraShell

/// The timeline's `/` filter and its scrubber dragged with the mouse, through `snapshot`'s own run
/// (`Snapshot.run`) over a real folder whose dates exiftool wrote: whole screens as text.
@MainActor
@Suite(.serialized) struct TimelineFilterTests {
    let folder = PhotoFolder()

    init() throws {
        for (name, date, width, height) in [
            ("beach-1.jpg", "2026:11:08 12:00:00", 64, 48), ("city.jpg", "2026:11:02 09:00:00", 48, 64),
            ("beach-2.jpg", "2026:10:20 18:30:00", 64, 48), ("dog.jpg", "2019:07:14 10:00:00", 64, 36),
        ] {
            let file = try folder.jpeg("roll/\(name)", width: width, height: height)
            _ = try ExternalTool.run(
                "exiftool", ["-q", "-overwrite_original", "-DateTimeOriginal=\(date)", file.string])
        }
    }

    /// The timeline of the folder after `keys`.
    func screen(_ keys: String = "", size: String = "60x14") throws -> Canvas {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root.appending("roll")))
        options.opensTimeline = true
        // Every change animates: the screens are taken once the animations are over.
        let canvas = Snapshot.run(
            size: try #require(TerminalSize(size)), steps: try KeyScript.parse(keys + " wait:400"),
            options: options)
        expectRectangular(canvas)
        return canvas
    }

    @Test func typingNarrowsToTheMatchingPhotosInTheirMonths() throws {
        // July 2019 has no beach: its month goes; the headers count what is shown of each month.
        expectScreen(
            try screen("/ b e a c h"),
            """
             Timeline of roll
             November 2026 · 1 of 2 photos                         2026┃
            ┏━━━━━━━━━━━┓                                              ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                              ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                              ┃
            ┃ beach-1.j…┃                                              ┃
            ┗━━━━━━━━━━━┛                                              ┃
             October 2026 · 1 of 1 photo                               ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              ┃
            ▄ beach-2.j…▄                                              ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              ┃
             1 of 2 · beach-1.jpg · Nov 8, 2026 · 12:00  /beach▏ ⏎ keep
            """)
    }

    @Test func enterKeepsTheFilterAndEscClearsIt() throws {
        let kept = try screen("/ b e a c h enter")
        #expect(
            kept.statusLine.hasPrefix(" 1 of 2 · beach-1.jpg · Nov 8, 2026 · 12:00 · /beach"),
            "\(kept.statusLine)")
        // Esc first clears the kept filter: every photo again, as at the start.
        #expect(try screen("/ b e a c h enter esc") == (try screen()))
        // The focused photo keeps the focus as the filter goes, though it was the first of the filtered
        // timeline (a person at the very top stays there only as photos arrive).
        let dog = try screen("/ d o g enter esc")
        #expect(dog.statusLine.hasPrefix(" 4 of 4 · dog.jpg "), "\(dog.statusLine)")
        let overview = try screen("/ d o g enter - - esc")
        #expect(overview.statusLine.hasPrefix(" 4 of 4 · dog.jpg "), "\(overview.statusLine)")
        // Esc in the open field clears it too.
        #expect(try screen("/ b e a c h esc") == (try screen()))
        // ⌫ widens it.
        #expect(try screen("/ b e a c h bs bs bs bs") == (try screen("/ b")))
    }

    @Test func aFilterMatchingNothingSaysSo() throws {
        expectScreen(
            try screen("/ z z z"),
            """
             Timeline of roll





                               No photo matches “zzz”
                        ⌫ widens the filter, esc clears it.





             /zzz▏ ⏎ keep · esc clear
            """)
    }

    @Test func theFilterSurvivesZoomAndMarksSurviveTheFilter() throws {
        let zoomed = try screen("/ b e a c h enter - -")
        expectScreen(
            zoomed,
            """
             Timeline of roll
             Nov 2026 █                                            2026┃
             Oct 2026 ▄                                                ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
                                                                       ┃
             1 of 2 · beach-1.jpg · Nov 8, 2026 · 12:00 · /beach  ⏎ view
            """)
        // Space marks beach-1 (and moves on); the filter leaves it marked; Esc clears the filter, the mark
        // stays until a second Esc.
        let marked = try screen("space / b e a c h enter")
        #expect(marked.statusLine.contains("1 selected"), "\(marked.statusLine)")
        let cleared = try screen("space / b e a c h enter esc")
        #expect(cleared.statusLine.contains("1 selected"), "\(cleared.statusLine)")
        let unmarked = try screen("space / b e a c h enter esc esc")
        #expect(!unmarked.statusLine.contains("selected"), "\(unmarked.statusLine)")
    }

    @Test func draggingAlongTheScrubberJumpsAsItGoes() throws {
        // The scrubber is the right edge (column 59 is its track); rows 1…12 stand for the timeline.
        let down = try screen("drag:59,2-59,12")
        #expect(down.statusLine.hasPrefix(" 4 of 4 · dog.jpg "), "\(down.statusLine)")
        let back = try screen("drag:59,12-59,2")
        #expect(back.statusLine.hasPrefix(" 1 of 4 · beach-1.jpg "), "\(back.statusLine)")
        // Past the track's ends the drag holds at them; across the screen it follows the row.
        let beyond = try screen("drag:57,2-3,40")
        #expect(beyond.statusLine.hasPrefix(" 4 of 4 · dog.jpg "), "\(beyond.statusLine)")
        // A drag that starts on the photos is not the scrubber's.
        let elsewhere = try screen("drag:3,3-59,12")
        #expect(!elsewhere.statusLine.hasPrefix(" 4 of 4 "), "\(elsewhere.statusLine)")
        expectScreen(
            down,
            """
             Timeline of roll
             October 2026 · 1 photo                                2026│
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              │
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              │
            ▄ beach-2.j…▄                                              │
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                              ┃
             July 2019 · 1 photo                                       ┃
            ┏━━━━━━━━━━━━━━━━┓                                         ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃                                         ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃                                     2019┃
            ┃ dog.jpg ▄▄▄▄▄▄▄┃                                         ┃
            ┗━━━━━━━━━━━━━━━━┛                                         ┃
                                                                       ┃
             4 of 4 · dog.jpg · Jul 14, 2019 · 10:00  ⏎ view
            """)
    }

    @Test func theDragJumpsBeforeTheButtonIsReleased() throws {
        var options = GalleryOptions(photos: try LibraryScanner.locate(folder.root.appending("roll")))
        options.opensTimeline = true
        options.watchesFolder = false
        let app = GalleryApp(options: options)
        defer { app.finishBackgroundWork() }
        _ = app.handle(.resize(columns: 60, rows: 14))
        app.settleIndex()
        _ = app.handle(.mouse(MouseEvent(action: .click, column: 59, row: 2)))
        _ = app.handle(.mouse(MouseEvent(action: .drag, column: 59, row: 12)))
        #expect(app.renderSettled().canvas.statusLine.hasPrefix(" 4 of 4 · dog.jpg "))
        _ = app.handle(.mouse(MouseEvent(action: .drag, column: 59, row: 2)))
        #expect(app.renderSettled().canvas.statusLine.hasPrefix(" 1 of 4 · beach-1.jpg "))
        _ = app.handle(.mouse(MouseEvent(action: .release, column: 59, row: 2)))
        // Released: moving the mouse (a terminal reports a drag only with a button held) does nothing more.
        _ = app.handle(.mouse(MouseEvent(action: .drag, column: 59, row: 12)))
        #expect(app.renderSettled().canvas.statusLine.hasPrefix(" 1 of 4 · beach-1.jpg "))
    }
}
