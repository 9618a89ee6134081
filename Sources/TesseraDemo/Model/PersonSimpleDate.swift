/// A calendar day (proleptic Gregorian): year, month and day, with no time and no time zone.
///
/// The app only shows when a friend last updated ("Updated Nov 21, 2026"), so this tiny value replaces
/// Foundation's `Date`. Out-of-range parts are clamped rather than rejected: the year to 1...9999, the
/// month to 1...12 and the day to the month's length, so `SimpleDate(year: 2025, month: 2, day: 31)` is
/// Feb 28, 2025.
public struct SimpleDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1 (January) ... 12 (December).
    public let month: Int
    /// The day of the month, 1 ... the month's length.
    public let day: Int

    /// English month abbreviations, January first.
    static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The day with these parts, each clamped into range.
    public init(year: Int, month: Int, day: Int) {
        self.year = min(max(year, 1), 9999)
        self.month = min(max(month, 1), 12)
        self.day = min(max(day, 1), Self.daysIn(month: self.month, year: self.year))
    }

    /// The day `daysSinceEpoch` days after Jan 1, 1970 (negative: before), clamped to years 1...9999.
    public init(daysSinceEpoch: Int) {
        // Howard Hinnant's civil_from_days.
        let days = min(max(daysSinceEpoch, Self.minimumDays), Self.maximumDays) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days since Jan 1, 1970 (negative before it); the inverse of ``init(daysSinceEpoch:)``.
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` days later (earlier when negative).
    public func adding(days: Int) -> SimpleDate {
        // Any shift past the supported range lands on its end, so clamp before adding.
        SimpleDate(daysSinceEpoch: daysSinceEpoch + min(max(days, -4_000_000), 4_000_000))
    }

    /// The date as the sample shows it, such as `Nov 21, 2026`.
    public var description: String {
        "\(Self.monthAbbreviations[month - 1]) \(day), \(year)"
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: SimpleDate, rhs: SimpleDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in a month of a year.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether the year has a Feb 29.
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days since the epoch of Jan 1, 0001, the earliest day.
    static let minimumDays = -719_162
    /// Days since the epoch of Dec 31, 9999, the latest day.
    static let maximumDays = 2_932_896
}
