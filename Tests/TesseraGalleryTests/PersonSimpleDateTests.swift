import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

@Suite struct PersonSimpleDateTests {
    @Test func describesTheDateAsTheSampleShowsIt() {
        #expect(SimpleDate(year: 2026, month: 11, day: 21).description == "Nov 21, 2026")
        #expect(SimpleDate(year: 2025, month: 1, day: 5).description == "Jan 5, 2025")
        #expect("\(SimpleDate(year: 1999, month: 12, day: 31))" == "Dec 31, 1999")
    }

    @Test func clampsOutOfRangeParts() {
        #expect(SimpleDate(year: 2025, month: 2, day: 31) == SimpleDate(year: 2025, month: 2, day: 28))
        #expect(SimpleDate(year: 2024, month: 2, day: 29).day == 29)
        #expect(SimpleDate(year: 1900, month: 2, day: 29).day == 28)
        #expect(SimpleDate(year: 2000, month: 2, day: 29).day == 29)
        #expect(SimpleDate(year: 2025, month: 13, day: 0) == SimpleDate(year: 2025, month: 12, day: 1))
        #expect(SimpleDate(year: -5, month: -1, day: 99) == SimpleDate(year: 1, month: 1, day: 31))
        #expect(SimpleDate(year: Int.max, month: 4, day: 31) == SimpleDate(year: 9999, month: 4, day: 30))
    }

    @Test func countsDaysFromTheUnixEpoch() {
        #expect(SimpleDate(year: 1970, month: 1, day: 1).daysSinceEpoch == 0)
        #expect(SimpleDate(year: 2000, month: 3, day: 1).daysSinceEpoch == 11_017)
        #expect(SimpleDate(year: 1969, month: 12, day: 31).daysSinceEpoch == -1)
        #expect(SimpleDate(daysSinceEpoch: 20_413) == SimpleDate(year: 2025, month: 11, day: 21))
    }

    @Test func daysSinceEpochRoundTripsAndIncreasesOverFourCenturies() {
        let start = SimpleDate(year: 1800, month: 1, day: 1).daysSinceEpoch
        var previous = SimpleDate(daysSinceEpoch: start - 1)
        var failures: [Int] = []
        for days in start..<(start + 146_097 + 10) {
            let date = SimpleDate(daysSinceEpoch: days)
            if date.daysSinceEpoch != days || !(previous < date) { failures.append(days) }
            previous = date
        }
        #expect(failures.isEmpty)
        #expect(previous == SimpleDate(year: 2200, month: 1, day: 10))
    }

    @Test func addsAndSubtractsDaysAcrossMonthsAndYears() {
        let newYear = SimpleDate(year: 2026, month: 1, day: 1)
        #expect(newYear.adding(days: -1) == SimpleDate(year: 2025, month: 12, day: 31))
        #expect(newYear.adding(days: 59) == SimpleDate(year: 2026, month: 3, day: 1))
        #expect(SimpleDate(year: 2024, month: 2, day: 28).adding(days: 1).day == 29)
        #expect(newYear.adding(days: 0) == newYear)
    }

    @Test func extremeShiftsStopAtTheEndsOfTheCalendar() {
        let date = SimpleDate(year: 2026, month: 11, day: 21)
        #expect(date.adding(days: Int.max) == SimpleDate(year: 9999, month: 12, day: 31))
        #expect(date.adding(days: Int.min) == SimpleDate(year: 1, month: 1, day: 1))
        #expect(SimpleDate(daysSinceEpoch: Int.min) == SimpleDate(year: 1, month: 1, day: 1))
    }

    @Test func ordersByYearThenMonthThenDay() {
        let dates = [
            SimpleDate(year: 2026, month: 1, day: 2), SimpleDate(year: 2025, month: 12, day: 31),
            SimpleDate(year: 2026, month: 1, day: 1),
        ]
        #expect(dates.sorted().map(\.description) == ["Dec 31, 2025", "Jan 1, 2026", "Jan 2, 2026"])
    }
}
