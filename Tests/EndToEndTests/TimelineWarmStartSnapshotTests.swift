import Foundation
import ImagingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `tessera snapshot --timeline` started cold and then warm on the same real folder and cache: the warm
/// run draws from the index's rows, scans and checks the folder in the background, and waits for that
/// check, so a photo added, one removed and one changed between the runs all show; its screen is what a
/// cold start of the folder as it is now shows. And the first focus of a cold start, at any size.
@Suite(.serialized) struct TimelineWarmStartSnapshotTests {
    let roll: TimelineFolder

    init() throws { roll = try TimelineFolder() }

    /// The screen's lines of `snapshot --timeline` of the roll after `keys`, its index in `cache`.
    func screen(_ keys: String = "", size: String = "80x24", cache: TemporaryDirectory) throws -> [String] {
        let run = try BuiltBinary.run(
            ["snapshot", "--timeline", roll.path, "--size", size, "--keys", keys],
            environment: ["TZ": "America/New_York", "XDG_CACHE_HOME": cache.path.string])
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput.components(separatedBy: "\n")
    }

    @Test func aWarmRunShowsWhatWasAddedRemovedAndChangedSinceTheColdOne() throws {
        let cold = try roll.screen(size: "80x24")
        #expect(cold.last?.hasPrefix(" 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00 ") == true)

        // Between the runs: july.jpg removed, christmas.jpg added (a month of its own, the newest),
        // noon.jpg's date taken rewritten (a new size and modification time).
        let fix = roll.directory.path.appending("Fix")
        #expect(unlink(fix.appending("july.jpg").string) == 0)
        try FileManager.default.copyItem(
            atPath: fix.appending("summer.jpg").string, toPath: fix.appending("christmas.jpg").string)
        _ = try ExternalTool.run(
            "exiftool",
            [
                "-q", "-overwrite_original", "-DateTimeOriginal=2026:12:24 18:00:00",
                fix.appending("christmas.jpg").string,
            ])
        _ = try ExternalTool.run(
            "exiftool",
            [
                "-q", "-overwrite_original", "-DateTimeOriginal=2018:01:01 10:00:00",
                fix.appending("noon.jpg").string,
            ])

        let warm = try roll.screen(size: "80x24")
        #expect(warm[1].hasPrefix(" December 2026 · 1 photo "), "\(warm.joined(separator: "\n"))")
        #expect(
            warm.last?.hasPrefix(" 1 of 9 · christmas.jpg · Dec 24, 2026 · 18:00 ") == true,
            "\(warm.last ?? "")")
        #expect(warm.contains { $0.hasPrefix(" November 2026 · 2 photos, 2 videos ") })
        let noon = try roll.screen(": 2 0 1 8 enter", size: "80x24")
        #expect(
            noon.last?.hasPrefix(" 9 of 9 · noon.jpg · Jan 1, 2018 · 10:00 ") == true, "\(noon.last ?? "")")
        let july = try roll.screen(": 2 0 1 9 enter", size: "80x24")
        #expect(july.last?.hasPrefix(" 8 of 9 · summer.jpg · Jul 14, 2019 ") == true, "july.jpg is gone")

        // A cold start of the folder as it is now, with an empty cache, draws the same screen.
        let fresh = try screen(size: "80x24", cache: TemporaryDirectory())
        #expect(try screen(size: "80x24", cache: roll.cache) == fresh)
        // The index keeps the folder as it is now: nine rows, july.jpg's gone.
        let database = roll.cache.path.appending("tessera/index.sqlite3").string
        let rows = try ExternalTool.run("sqlite3", [database, "select count(*) from files"])
        #expect(rows.trimmingCharacters(in: .whitespacesAndNewlines) == "9")
    }

    @Test func aWarmRunSaysWhichFilesAreNotShownOnceItsScanHasFoundThem() throws {
        _ = try roll.screen(size: "100x12")
        _ = roll.directory.write(Array("notes".utf8), to: "Fix/notes.xyz")
        let warm = try roll.screen(size: "100x12")
        #expect(warm.last?.contains("1 file not shown: .xyz") == true, "\(warm.last ?? "")")
    }

    @Test(arguments: ["60x8", "60x10", "100x30"])
    func theFirstFocusOfAColdStartIsTheNewestPhoto(size: String) throws {
        // autumn.jpg, written last, opens the timeline by its file date until the index reads October.
        let fix = roll.directory.path.appending("Fix")
        for name in [
            "evening.jpg", "morning.jpg", "noon.jpg", "summer.jpg", "july.jpg", "late.mp4", "december.mp4",
        ] {
            try Self.touch(fix.appending(name).string, seconds: 1_800_000_000)
        }
        try Self.touch(fix.appending("autumn.jpg").string, seconds: 1_900_000_000)
        let screen = try screen(size: size, cache: TemporaryDirectory())
        #expect(
            screen.last?.hasPrefix(" 1 of 9 · december.mp4 · Nov 30, 2026 · 21:00 ") == true,
            "\(screen.joined(separator: "\n"))")
    }

    /// Sets the modification time of the file at `path`.
    static func touch(_ path: String, seconds: Int) throws {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }
}
