import Foundation
import ImagingTestSupport
import Testing

/// `tessera snapshot --timeline` over a real camera roll (exiftool's dates, ffmpeg's creation times), in
/// real time zones: months newest first under pinned headers, zoom, the jump prompt, marks, `t`.
@Suite(.serialized) struct TimelineSnapshotTests {
    let roll: TimelineFolder

    init() throws { roll = try TimelineFolder() }

    @Test func monthsAreNewestFirstInTheirOwnTimeZone() throws {
        // New York: the video recorded at 00:20 UTC on the 9th is 19:20 on the 8th, after the evening's
        // photo (23:40 on its own clock); December's video at 02:00 UTC is still November 30.
        #expect(
            try roll.screen(size: "60x16") == [
                " Timeline of Fix",
                " November 2026 · 3 photos, 2 videos                    2026┃",
                "┏━━━━━━━━━━━━━━━━━━┓▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄    ┃",
                "┃▄▄▄▄▄▄▄▄▄▄ ▶ 0:02 ┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄ ▶ 0:02 ▄    ┃",
                "┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄    ┃",
                "┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄┃▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄    ┃",
                "┃ december.mp4 ▄▄▄▄┃▄ evening.jpg ▄▄ late.mp4 ▄▄▄▄▄▄▄▄▄    ┃",
                "┗━━━━━━━━━━━━━━━━━━┛▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄    ┃",
                "▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                   │",
                "▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                               2024│",
                "▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                                   │",
                "▄ noon.jpg ▄▄▄▄▄▄▄▄ mo…▄                                   │",
                "▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄▄                               2019│",
                " October 2026 · 1 photo                                    │",
                "▄▄▄▄▄▄▄▄▄▄▄▄▄                                              │",
                " 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00  ⏎ view",
            ])
    }

    @Test func inUTCTheLateVideoIsOnTheNinthAndDecemberHasItsOwnMonth() throws {
        let screen = try roll.screen(size: "80x24", zone: "UTC")
        #expect(screen[1].hasPrefix(" December 2026 · 1 video "), "\(screen[1])")
        #expect(screen.contains { $0.hasPrefix(" November 2026 · 3 photos, 1 video ") }, "\(screen)")
        #expect(screen.last?.hasPrefix(" 1 of 9 · december.mp4 · Dec 1, 2026 · 2:00 ") == true)
        let late = try roll.screen("down", size: "80x24", zone: "UTC")
        #expect(
            late.last?.hasPrefix(" 2 of 9 · late.mp4 · Nov 9, 2026 · 0:20 ") == true, "\(late.last ?? "")")
        // The photo's EXIF clock is the same in every zone; the undated photo follows the zone.
        let undated = try roll.screen(": 2 0 2 4 enter", size: "80x24", zone: "UTC")
        #expect(undated.last?.hasPrefix(" 7 of 9 · undated.jpg · Mar 5, 2024 · 12:00 (file date) ") == true)
    }

    @Test func zoomingOutEndsInTheOverviewOfOneRowAMonth() throws {
        #expect(
            try roll.screen("- - wait:400", size: "60x8") == [
                " Timeline of Fix",
                " Nov 2026 █▄▄▄▄                                        2026┃",
                " Oct 2026 ▄                                                ┃",
                " Mar 2024 ▄                                            2024┃",
                " Jul 2019 ▄▄                                           2019┃",
                "                                                           ┃",
                "                                                           ┃",
                " 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00  ⏎ view",
            ])
        // A month wider than its row shows what fits and counts the rest.
        #expect(try roll.screen("- - wait:400", size: "19x8")[1] == " Nov 2026 █ +42026┃")
        let further = try roll.snapshot("- - wait:400 -", size: "100x8")
        #expect(further.standardOutput.contains("This is the overview already"))
    }

    @Test func zoomingKeepsTheFocusedPhotoFocusedAndOnScreenInEveryFrame() throws {
        var frames: [[String]] = []
        for (keys, waits) in [
            ("right right -", [0, 40, 80, 120, 160, 200, 400]), ("right right - +", [0, 60, 120, 400]),
        ] {
            for wait in waits {
                let screen = try roll.screen("\(keys) wait:\(wait)", size: "60x16")
                #expect(screen.last?.hasPrefix(" 3 of 9 · late.mp4 ") == true, "\(keys) wait:\(wait)")
                // The focused photo's heavy frame is on screen (its top edge at least: photos moving past it
                // may cover the rest for a frame, as they are drawn in index order).
                let text = screen.joined(separator: "\n")
                #expect(text.contains("┏━"), "the focused photo is gone at \(keys) wait:\(wait)\n\(text)")
                frames.append(screen)
            }
        }
        // It moves: the first frame of `-` shows the photos as before (the scrubber already tells the new
        // length), later ones differ, and `-` then `+` settles where it began.
        let before = try roll.screen("right right", size: "60x16")
        #expect(frames[0].map(Self.withoutScrubber) == before.map(Self.withoutScrubber))
        #expect(frames[2] != frames[0] && frames[2] != frames[6])
        #expect(frames[10] == before)
    }

    /// A line without the scrubber's five columns at the right edge of a 60-column screen.
    static func withoutScrubber(_ line: String) -> String { String(line.prefix(55)) }

    @Test func theJumpPromptGoesToTheFirstPhotoOfADateOrTheNearest() throws {
        let jumps = [
            ("2 0 1 9", " 8 of 9 · summer.jpg · Jul 14, 2019 · 10:00 "),
            ("2 0 1 9 - 0 7 - 0 1", " 9 of 9 · july.jpg · Jul 1, 2019 · 9:00 "),
            ("2 0 2 6 - 1 0", " 6 of 9 · autumn.jpg · Oct 20, 2026 · 18:30 "),
            // Nothing in 2022: March 2024 is nearer than July 2019.
            ("2 0 2 2", " 7 of 9 · undated.jpg · Mar 5, 2024 · 7:00 (file date) "),
            // After everything: the newest photo.
            ("2 0 3 0", " 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00 "),
        ]
        for (typed, status) in jumps {
            let screen = try roll.screen(": \(typed) enter", size: "80x24")
            #expect(screen.last?.hasPrefix(status) == true, "\(typed): \(screen.last ?? "")")
        }
        // A month's first photo brings the month's header to the top row, the photo right under it.
        let october = try roll.screen(": 2 0 2 6 - 1 0 enter", size: "60x10")
        #expect(october[1].hasPrefix(" October 2026 · 1 photo "), "\(october.joined(separator: "\n"))")
        #expect(october[2].hasPrefix("┏━"), "\(october.joined(separator: "\n"))")
        let november = try roll.screen(": 2 0 2 6 - 1 1 - 0 5 enter", size: "60x10")
        #expect(november[1].hasPrefix(" November 2026 · "), "the month's header is pinned above it")
        #expect(november.last?.hasPrefix(" 4 of 9 · noon.jpg ") == true)
    }

    @Test func aBadDateSaysWhyAndLeavesThePromptOpen() throws {
        let bad = try roll.screen(": 2 0 1 9 - 1 3 enter", size: "80x24")
        #expect(bad.last?.hasSuffix(":2019-13▏ no such date: 2019-13") == true, "\(bad.last ?? "")")
        let word = try roll.screen(": j u l y enter", size: "120x24")
        #expect(word.last?.contains(":july▏ not a date: \"july\" (type 2019, 2019-07 or 2019-07-14)") == true)
        // Still open: mend it and jump.
        let mended = try roll.screen(": 2 0 1 9 - 1 3 enter bs 2 enter", size: "80x24")
        #expect(mended.last?.hasPrefix(" 8 of 9 · summer.jpg ") == true, "\(mended.last ?? "")")
        let closed = try roll.screen(": 2 0 esc", size: "80x24")
        #expect(closed.last?.contains(":20") == false)
        // Delete while typing a date is not the trash key: the prompt stays as it was, nothing is asked.
        let deleting = try roll.screen(": 2 0 del", size: "80x24")
        #expect(deleting.last?.contains(":20▏") == true, "\(deleting.last ?? "")")
        #expect(deleting.last?.contains("trash") == false, "\(deleting.last ?? "")")
    }

    @Test func theTopRowAlwaysNamesTheMonthUnderIt() throws {
        // A short screen: November's rows scroll under its pinned header, then each month's pushes it away.
        for downs in 0...5 {
            let keys = Array(repeating: "down", count: downs).joined(separator: " ")
            let screen = try roll.screen(keys, size: "60x10")
            let header = screen[1]
            #expect(
                header.range(of: #"^ (November|October|March|July) 20\d\d · "#, options: .regularExpression)
                    != nil, "down × \(downs): \(header)")
        }
        #expect(try roll.screen("down", size: "60x10")[1].hasPrefix(" November 2026 · "))
        #expect(try roll.screen("down down down", size: "60x10")[1].hasPrefix(" October 2026 · "))
        #expect(try roll.screen("down down down down", size: "60x10")[1].hasPrefix(" March 2024 · "))
    }

    @Test func theViewerStepsThroughTheTimelineInItsOrder() throws {
        let viewer = try roll.screen("enter right", size: "60x16")
        #expect(viewer[0] == " ‹ Timeline of Fix")
        #expect(viewer.last?.hasPrefix(" 2 of 9 · evening.jpg · 64×48 ") == true, "\(viewer.last ?? "")")
        // Back on the timeline, the photo last viewed is focused.
        let back = try roll.screen("enter right right esc", size: "60x16")
        #expect(
            back.last?.hasPrefix(" 3 of 9 · late.mp4 · Nov 8, 2026 · 19:20 ") == true, "\(back.last ?? "")")
    }

    @Test func aPhotoAsPathOpensItsFolderTimelineOnThatPhoto() throws {
        let run = try BuiltBinary.run(
            ["snapshot", "--timeline", roll.path + "/summer.jpg", "--size", "80x12"],
            environment: ["TZ": "America/New_York", "XDG_CACHE_HOME": roll.cache.path.string])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix(" Timeline of Fix") == true)
        #expect(
            lines.last?.hasPrefix(" 8 of 9 · summer.jpg · Jul 14, 2019 · 10:00 ") == true,
            "\(lines.last ?? "")")
    }

    @Test func aClickOnTheScrubberJumpsToThatHeightOfTheTimeline() throws {
        // 60 × 16: the scrubber is the last five columns; its bottom rows stand for July 2019.
        let screen = try roll.screen("click:57,13", size: "60x16")
        #expect(
            screen.last?.hasPrefix(" 8 of 9 · summer.jpg · Jul 14, 2019 ") == true, "\(screen.last ?? "")")
        let top = try roll.screen("click:57,13 click:57,2", size: "60x16")
        #expect(top.last?.hasPrefix(" 1 of 9 · december.mp4 ") == true, "\(top.last ?? "")")
        // A click beside it, on a photo, focuses that photo as anywhere else.
        let photo = try roll.screen("click:30,4", size: "60x16")
        #expect(photo.last?.hasPrefix(" 2 of 9 · evening.jpg ") == true, "\(photo.last ?? "")")
    }

    @Test func marksWorkAsOnTheFeed() throws {
        let one = try roll.screen("right space", size: "100x24")
        #expect(one.last?.hasPrefix(" 3 of 9 · late.mp4 · Nov 8, 2026 · 19:20 · 1 selected · ") == true)
        #expect(one.joined().contains("✓"))
        let all = try roll.screen("a", size: "100x24")
        #expect(all.last?.contains(" · 9 selected · ") == true, "\(all.last ?? "")")
        let asked = try roll.screen("space space d", size: "100x24")
        #expect(asked.last?.contains("Move 2 photos to the trash? y/n") == true, "\(asked.last ?? "")")
    }

    @Test func tSwitchesBetweenTheTimelineAndTheAlbums() throws {
        #expect(try roll.screen(size: "80x24")[0] == " Timeline of Fix")
        // One album: the albums open straight into its Feed; back to the list, and `t` again.
        #expect(try roll.screen("t", size: "80x24")[0] == " ‹ Fix")
        #expect(try roll.screen("t esc", size: "80x24")[0] == " Albums in Fix")
        #expect(try roll.screen("t esc t", size: "80x24")[0] == " Timeline of Fix")
    }

    @Test func anIndexThatCannotBeKeptSaysSoOnceAndTheTimelineStillWorks() throws {
        // The cache "folder" is a file: the index runs in memory, and the status line says why.
        let file = roll.cache.write([], to: "not-a-folder").string
        func screen(_ keys: String) throws -> String {
            let run = try BuiltBinary.run(
                ["snapshot", "--timeline", roll.path, "--size", "140x10", "--keys", keys],
                environment: ["TZ": "America/New_York", "XDG_CACHE_HOME": file])
            #expect(run.status == 0, "\(run.standardError)")
            return run.standardOutput.components(separatedBy: "\n").last ?? ""
        }
        let first = try screen("")
        #expect(first.contains("index in memory: cannot make the folder \(file)/tessera"), "\(first)")
        #expect(first.hasPrefix(" 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00 "), "\(first)")
        let after = try screen("right")
        #expect(!after.contains("index in memory") && after.contains("⏎ view"), "\(after)")
    }

    @Test func theIndexKeepsWhatTheExifReaderReadOutsideThePhotos() throws {
        _ = try roll.screen(size: "80x24")
        let database = roll.cache.path.appending("tessera/index.sqlite3").string
        let readers = try ExternalTool.run(
            "sqlite3", [database, "select reader, count(*) from files group by reader"])
        #expect(readers.trimmingCharacters(in: .whitespacesAndNewlines) == "exif-1|9")
        let summer = try ExternalTool.run(
            "sqlite3",
            [database, "select kind, width, height from files where cast(path as text) like '%/summer.jpg'"])
        #expect(summer.trimmingCharacters(in: .whitespacesAndNewlines) == "0|64|48")
        let video = try ExternalTool.run(
            "sqlite3",
            [
                database,
                "select kind, date_kind, date_offset is null from files where cast(path as text) like '%/late.mp4'",
            ])
        #expect(video.trimmingCharacters(in: .whitespacesAndNewlines) == "1|1|1")
        #expect(!FileManager.default.fileExists(atPath: roll.path + "/tessera"))
    }
}
