import Foundation
import ImagingTestSupport
import TesseraImaging

#if canImport(Glibc)
    import Glibc
#endif

/// A camera roll for the timeline's tests, made with the real tools: JPEGs whose `DateTimeOriginal`
/// exiftool writes, videos whose `creation_time` ffmpeg writes, and a photo with no date at all (its
/// modification time, 2024-03-05 12:00 UTC, places it).
///
/// One evening straddles midnight UTC: `evening.jpg` says 2026-11-08 23:40 on its own clock, and
/// `late.mp4` was recorded at 2026-11-09 00:20 UTC — 19:20 on the 8th in New York. `december.mp4`, at
/// 2026-12-01 02:00 UTC, is still November in New York.
final class TimelineFolder {
    let directory = TemporaryDirectory()
    let cache = TemporaryDirectory()

    /// The roll's folder, `Fix`.
    var path: String { directory.path.appending("Fix").string }

    /// The photos: name, date taken (exiftool's form, or nil), width, height.
    static let photos: [(name: String, date: String?, width: Int, height: Int)] = [
        ("evening.jpg", "2026:11:08 23:40:00", 64, 48),
        ("morning.jpg", "2026:11:02 08:15:00", 36, 64),
        ("noon.jpg", "2026:11:05 12:00:00", 64, 36),
        ("autumn.jpg", "2026:10:20 18:30:00", 64, 48),
        ("summer.jpg", "2019:07:14 10:00:00", 64, 48),
        ("july.jpg", "2019:07:01 09:00:00", 48, 64),
        ("undated.jpg", nil, 64, 48),
    ]

    init() throws {
        directory.makeFolder("Fix")
        for (index, photo) in Self.photos.enumerated() {
            let picture = TestPicture.image(width: photo.width, height: photo.height) { x, y in
                (UInt8(index * 35), UInt8(x * 4 % 256), UInt8(y * 4 % 256))
            }
            let file = directory.write(try JPEGWriter().encode(picture), to: "Fix/\(photo.name)")
            if let date = photo.date {
                _ = try ExternalTool.run(
                    "exiftool", ["-q", "-overwrite_original", "-DateTimeOriginal=\(date)", file.string])
            }
        }
        for (name, moment) in [
            ("late.mp4", "2026-11-09T00:20:00Z"), ("december.mp4", "2026-12-01T02:00:00Z"),
        ] {
            try VideoWriter.testPattern(
                directory, name: "Fix/\(name)", seconds: 2, size: PixelSize(width: 64, height: 36),
                arguments: ["-metadata", "creation_time=\(moment)"])
        }
        let undated = directory.path.appending("Fix/undated.jpg").string
        var times = [
            timespec(tv_sec: 1_709_640_000, tv_nsec: 0), timespec(tv_sec: 1_709_640_000, tv_nsec: 0),
        ]
        precondition(utimensat(AT_FDCWD, undated, &times, 0) == 0)
    }

    /// `tessera snapshot --timeline` of the folder after `keys`, in the time zone `zone`, its index in the
    /// test's own cache.
    func snapshot(_ keys: String = "", size: String = "80x24", zone: String = "America/New_York") throws
        -> BuiltBinary.Run
    {
        try BuiltBinary.run(
            ["snapshot", "--timeline", path, "--size", size, "--keys", keys],
            environment: ["TZ": zone, "XDG_CACHE_HOME": cache.path.string])
    }

    /// The screen's lines, trailing spaces trimmed, for `snapshot` runs that must succeed.
    func screen(_ keys: String = "", size: String = "80x24", zone: String = "America/New_York") throws
        -> [String]
    {
        let run = try snapshot(keys, size: size, zone: zone)
        guard run.status == 0 else { throw TimelineRunError(message: run.standardError) }
        return run.standardOutput.components(separatedBy: "\n").map {
            $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }
}

/// A `snapshot` run that failed, with what it printed.
struct TimelineRunError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
