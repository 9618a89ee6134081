import SystemPackage
import Testing

@testable import TesseraPhotoIndex

/// Grouping by month in local wall-clock time "as recorded", newest first.
@Suite struct MonthGroupingTests {
    /// A photo and a video from one New York evening on either side of midnight UTC, and files without a
    /// date taken.
    static var evening: TimelineFixture {
        var fixture = TimelineFixture()
        // 23:30 in New York on Nov 30 (04:30 UTC on Dec 1), as EXIF writes it, with its offset.
        fixture.photo("dinner.jpg", exif: "2026-11-30 23:30:00", offset: -5 * 3600)
        // 23:45 in New York (04:45 UTC on Dec 1): a QuickTime time in UTC, no offset recorded.
        fixture.video("toast.mov", utc: "2026-12-01 04:45:00")
        // The same moment, with the offset the phone recorded beside it.
        fixture.video("toast-iphone.mov", utc: "2026-12-01 04:46:00", offset: -5 * 3600)
        // 18:00 UTC on Nov 30: no date taken, placed by its modification time.
        fixture.add("screenshot.png", modified: seconds("2026-11-30 18:00:00"))
        fixture.add("scan.png", modified: seconds("2026-12-01 01:00:00"), facts: PhotoFacts())
        return fixture
    }

    @Test func inNewYorkTheEveningStaysInNovember() {
        let timeline = Self.evening.timeline(zone: .fixed(-5 * 3600))

        #expect(
            timeline.outline == [
                "November 2026 · 3 photos, 2 videos: toast-iphone.mov toast.mov dinner.jpg scan.png screenshot.png"
            ])
    }

    @Test func inUTCOnlyTheVideoWithoutAnOffsetAndTheModificationTimesMove() {
        let timeline = Self.evening.timeline(zone: .fixed(0))

        #expect(
            timeline.outline == [
                "December 2026 · 1 photo, 1 video: toast.mov scan.png",
                "November 2026 · 2 photos, 1 video: toast-iphone.mov dinner.jpg screenshot.png",
            ])
        #expect(
            timeline.items.map(\.date.source) == [
                .dateTaken, .modificationTime, .dateTaken, .dateTaken, .modificationTime,
            ])
    }

    @Test func theRecordedOffsetIsKeptForDisplay() {
        let timeline = Self.evening.timeline(zone: .fixed(3600))
        let dinner = timeline.items.first { $0.photo.name == "dinner.jpg" }

        #expect(dinner?.date.utcOffset == Int32(-5 * 3600))
        #expect(dinner?.date.day == CivilDate(year: 2026, month: 11, day: 30))
    }

    @Test func sectionsFollowMonthsNewestFirstAcrossYears() {
        var fixture = TimelineFixture()
        fixture.photo("new-year.jpg", exif: "2027-01-01 00:00:00")
        fixture.photo("eve.jpg", exif: "2026-12-31 23:59:59")
        fixture.photo("b.jpg", exif: "2026-11-02 10:00:00")
        fixture.photo("a.jpg", exif: "2026-11-02 10:00:00")
        fixture.photo("old.jpg", exif: "1969-12-31 23:59:59")
        let timeline = fixture.timeline(zone: .fixed(0))

        #expect(
            timeline.outline == [
                "January 2027 · 1 photo: new-year.jpg",
                "December 2026 · 1 photo: eve.jpg",
                "November 2026 · 2 photos: a.jpg b.jpg",
                "December 1969 · 1 photo: old.jpg",
            ])
        #expect(timeline.location(ofItem: 3)! == (2, 1))
        #expect(timeline.location(ofItem: 4)! == (3, 0))
        #expect(timeline.location(ofItem: 5) == nil)
    }

    @Test func anEmptyLibraryHasNoSections() {
        let timeline = TimelineFixture().timeline(zone: .process)
        #expect(timeline.items.isEmpty && timeline.sections.isEmpty)
    }

    @Test func civilDatesAgreeWithTheCLibrary() {
        for seconds in stride(from: Int64(-4_000_000_000), through: 8_000_000_000, by: 3_600 * 7 + 13) {
            var time = time_t(seconds)
            var parts = tm()
            _ = gmtime_r(&time, &parts)
            let date = CivilDate(localSeconds: seconds)
            let expected = CivilDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            guard date == expected else {
                Issue.record("\(seconds): \(date) is not \(expected)")
                return
            }
            #expect(
                CivilDate(localSeconds: date.localSeconds) == date
                    && date.localSeconds <= seconds && seconds - date.localSeconds < 86_400)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
