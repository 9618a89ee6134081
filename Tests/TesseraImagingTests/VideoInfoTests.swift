import TesseraImaging
import Testing

@Suite struct VideoInfoTests {
    @Test(arguments: [
        (0.0, "0:00"), (7.2, "0:07"), (64.9, "1:04"), (65, "1:05"), (599.99, "9:59"), (3599.9, "59:59"),
        (3600, "1:00:00"), (3723.5, "1:02:03"), (36_000, "10:00:00"), (-3, "0:00"), (.nan, "0:00"),
    ])
    func clockTextRoundsWholeSecondsDown(seconds: Double, text: String) {
        #expect(VideoInfo.clockText(seconds: seconds) == text)
    }

    @Test func badgeShowsThePlaySignAndTheDuration() {
        #expect(VideoInfo(duration: 65.2, creationDate: nil).badge == "▶ 1:05")
        #expect(VideoInfo(duration: nil, creationDate: nil).badge == "▶")
    }

    @Test(arguments: [
        (
            "2026-11-08T23:30:05Z",
            RecordedDate(year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5, utcOffsetSeconds: 0)
        ),
        (
            "2026-11-08T23:30:05.000000Z",
            RecordedDate(year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5, utcOffsetSeconds: 0)
        ),
        (
            "2026-11-08T23:30:05+0100",
            RecordedDate(
                year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5, utcOffsetSeconds: 3600)
        ),
        (
            "2026-11-08T23:30:05-05:30",
            RecordedDate(
                year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5, utcOffsetSeconds: -19800)
        ),
        ("2026-11-08 23:30:05", RecordedDate(year: 2026, month: 11, day: 8, hour: 23, minute: 30, second: 5)),
    ])
    func recordedDateReadsContainerDates(text: String, date: RecordedDate) {
        #expect(RecordedDate(iso8601: text) == date)
    }

    @Test(arguments: [
        "", "2026-11-08", "2026-13-08T23:30:05Z", "2026-11-08T24:00:00Z", "2026-11-08T23:30:05+1",
        "2026-11-08T23:30:05 nonsense", "two thousand",
    ])
    func recordedDateRefusesMalformedText(text: String) {
        #expect(RecordedDate(iso8601: text) == nil)
    }
}
