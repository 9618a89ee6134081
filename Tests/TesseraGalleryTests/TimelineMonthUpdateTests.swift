import ImagingTestSupport
import SystemPackage
import TesseraCanvas
import TesseraPhotoLibrary
import TesseraTesting
import Testing

@testable import TesseraGallery
@testable import TesseraPhotos
@testable import TesseraShell

#if canImport(Glibc)
    import Glibc
#endif

/// A month appearing and a month emptied on the timeline while its folder changes on disk, through the
/// real watcher (inotify) and the real index: each is an animated batch update that inserts or deletes
/// the month's section (its header fades, its photos grow in or shrink out, the months below slide),
/// seen half-way, and the settled screen is what a fresh start shows.
@MainActor
@Suite(.serialized) struct TimelineMonthUpdateTests {
    /// The frame the app draws now.
    static func frame(_ app: GalleryApp) -> Canvas { app.renderSettled().canvas }

    /// Waits for the timeline's index to have read every file (so its changes are there to be taken at
    /// the next `advance`, and the frames after it do not depend on timing).
    static func waitForIndex(_ app: GalleryApp) throws {
        let timeline = try #require(app.top as? TimelineViewController)
        timeline.indexer.waitForRun()
    }

    /// Replaces `relative` in `folder` at once (a rename) by a copy whose EXIF says `date`.
    static func redate(_ folder: PhotoFolder, _ relative: String, taken date: String) throws {
        let path = folder.root.appending(relative).string
        let staging = folder.directory.path.appending(".staging.jpg").string
        _ = try ExternalTool.run("cp", [path, staging])
        _ = try ExternalTool.run(
            "exiftool", ["-q", "-overwrite_original", "-DateTimeOriginal=\(date)", staging])
        #expect(rename(staging, path) == 0)
    }

    @Test func anEmptiedMonthShrinksAwayAndANewMonthGrowsIn() throws {
        let folder = PhotoFolder()
        try TimelineLiveFolderTests.photo(folder, "roll/a.jpg", taken: "2026:11:08 12:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/c.jpg", taken: "2026:11:05 10:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/b.jpg", taken: "2026:10:02 09:00:00")
        try TimelineLiveFolderTests.photo(folder, "roll/d.jpg", taken: "2025:01:02 09:00:00")
        let (app, start) = try TimelineLiveFolderTests.watchingTimeline(folder, subfolder: "roll")
        defer { app.finishBackgroundWork() }
        expectScreen(
            start,
            """
             Timeline of roll
             November 2026 · 2 photos                                                  2026┃
            ┏━━━━━━━━━━━┓▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ┃ a.jpg ▄▄▄▄┃▄ c.jpg ▄▄▄▄▄▄                                                    ┃
            ┗━━━━━━━━━━━┛▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
             October 2026 · 1 photo                                                        ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄ b.jpg ▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
             January 2025 · 1 photo                                                    2025┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄ d.jpg ▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
             1 of 4 · a.jpg · Nov 8, 2026 · 12:00  ⏎ view · space mark · +- zoom · : jump
            """)
        _ = app.handle(.key(.end))

        // October's only photo goes: October's section is deleted, January 2025 slides up.
        #expect(unlink(folder.root.appending("roll/b.jpg").string) == 0)
        var now = try LiveFolderTests.showChanges(app, from: .zero)
        try Self.waitForIndex(app)
        app.advance(to: now)
        #expect(app.isAnimating, "the month leaves animated, not at once")
        app.advance(to: now + .milliseconds(150))
        expectScreen(
            Self.frame(app),
            """
             Timeline of roll
             November 2026 · 2 photos                                                  2026┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ▄ a.jpg ▄▄▄▄▄▄ c.jpg ▄▄▄▄▄▄                                                    ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
             October 2026 · 1 photo                                                        ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                              2025┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
             January 2025 · 1 photo                                                        ┃
            ▄ b.jpg ▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                                                  ┃
            ┃ d.jpg ▄▄▄▄┃                                                                  ┃
            ┗━━━━━━━━━━━┛                                                                  ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
             3 of 3 · d.jpg · Jan 2, 2025 · 9:00  ⏎ view · space mark · +- zoom · : jump
            """)
        app.advance(to: now + .seconds(2))
        let gone = Self.frame(app)
        expectScreen(
            gone,
            """
             Timeline of roll
             November 2026 · 2 photos                                                  2026┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
            ▄ a.jpg ▄▄▄▄▄▄ c.jpg ▄▄▄▄▄▄                                                    ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                    ┃
             January 2025 · 1 photo                                                    2025┃
            ┏━━━━━━━━━━━┓                                                                  ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                                                  ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                                                  ┃
            ┃ d.jpg ▄▄▄▄┃                                                                  ┃
            ┗━━━━━━━━━━━┛                                                                  ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
             3 of 3 · d.jpg · Jan 2, 2025 · 9:00  ⏎ view · space mark · +- zoom · : jump
            """)
        #expect(gone.statusLine.hasPrefix(" 3 of 3 · d.jpg "), "the focused photo keeps the focus")

        // c.jpg was taken in July 2019 after all: its new month is inserted under January 2025, and c moves
        // there from November.
        try Self.redate(folder, "roll/c.jpg", taken: "2019:07:14 10:00:00")
        now = try LiveFolderTests.showChanges(app, from: now + .seconds(3))
        try Self.waitForIndex(app)
        app.advance(to: now)
        #expect(app.isAnimating, "the month arrives animated, not at once")
        app.advance(to: now + .milliseconds(150))
        expectScreen(
            Self.frame(app),
            """
             Timeline of roll
             November 2026 · 1 photo                                                   2026┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄ a.jpg ▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
             January 2025 · 1 photo                                                    2025┃
            ┏━━━━━━▄▄▄▄▄▄▄▄▄▄▄▄▄                                                           ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                           ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                                           ┃
            ┃ d.jpg▄ c.jpg ▄▄▄▄▄                                                           ┃
            ┗━━━━━━▄▄▄▄▄▄▄▄▄▄▄▄▄                                                           ┃
             July 2019 · 1 photo                                                       2019┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
                                                                                           ┃
             2 of 3 · d.jpg · Jan 2, 2025 · 9:00  ⏎ view · space mark · +- zoom · : jump
            """)
        app.advance(to: now + .seconds(2))
        let end = Self.frame(app)
        expectScreen(
            end,
            """
             Timeline of roll
             November 2026 · 1 photo                                                   2026┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄ a.jpg ▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
             January 2025 · 1 photo                                                    2025┃
            ┏━━━━━━━━━━━┓                                                                  ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                                                  ┃
            ┃▄▄▄▄▄▄▄▄▄▄▄┃                                                                  ┃
            ┃ d.jpg ▄▄▄▄┃                                                                  ┃
            ┗━━━━━━━━━━━┛                                                                  ┃
             July 2019 · 1 photo                                                       2019┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
            ▄ c.jpg ▄▄▄▄▄                                                                  ┃
            ▄▄▄▄▄▄▄▄▄▄▄▄▄                                                                  ┃
             2 of 3 · d.jpg · Jan 2, 2025 · 9:00  ⏎ view · space mark · +- zoom · : jump
            """)
        #expect(end.statusLine.hasPrefix(" 2 of 3 · d.jpg "), "\(end.statusLine)")
        _ = app.handle(.key(.home))
        #expect(Self.frame(app) == (try TimelineLiveFolderTests.fresh(folder, subfolder: "roll")))
    }
}
