import Foundation
import Testing

@testable import TesseraPhotoIndex

/// The process's own time zone, set with `TZ`: each case runs this test binary again as a child process
/// with `TZ` set (setting it here would change the clock under every other test running at once), and
/// the child runs ``ProcessTimeZoneChild``.
@Suite struct ProcessTimeZoneTests {
    @Test(arguments: ["America/New_York", "UTC", "Asia/Tokyo"])
    func theEveningGroupsByTheProcessTimeZone(zone: String) throws {
        let (status, text) = try runTestsInChildProcess(
            filter: "ProcessTimeZoneChild", environment: ["TZ": zone, childTimeZoneVariable: zone])

        #expect(status == 0, "\(text)")
        #expect(text.contains("1 test in 1 suite passed"), "\(text)")
    }
}

/// Names the zone the parent set, so the child knows what to expect.
let childTimeZoneVariable = "TESSERA_TEST_TIME_ZONE"

/// Runs only in the child process that ``ProcessTimeZoneTests`` starts with `TZ` set.
@Suite(.enabled(if: ProcessInfo.processInfo.environment[childTimeZoneVariable] != nil))
struct ProcessTimeZoneChild {
    @Test func theEveningFallsInTheMonthsOfTheProcessTimeZone() {
        let zone = ProcessInfo.processInfo.environment[childTimeZoneVariable] ?? ""
        let timeline = MonthGroupingTests.evening.timeline(zone: .process)
        let expected: [String: [String]] = [
            // 18:00 UTC is 13:00, 01:00 UTC is 20:00 and 04:45 UTC is 23:45 on Nov 30 in New York.
            "America/New_York": [
                "November 2026 · 3 photos, 2 videos: toast-iphone.mov toast.mov dinner.jpg scan.png screenshot.png"
            ],
            "UTC": [
                "December 2026 · 1 photo, 1 video: toast.mov scan.png",
                "November 2026 · 2 photos, 1 video: toast-iphone.mov dinner.jpg screenshot.png",
            ],
            // 18:00 UTC on Nov 30 is 03:00 on Dec 1 in Tokyo; EXIF and the recorded offset stay put.
            "Asia/Tokyo": [
                "December 2026 · 2 photos, 1 video: toast.mov scan.png screenshot.png",
                "November 2026 · 1 photo, 1 video: toast-iphone.mov dinner.jpg",
            ],
        ]
        #expect(timeline.outline == expected[zone])
    }
}
