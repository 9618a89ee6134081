/// A day of the proleptic Gregorian calendar, worked out without a time zone (Howard Hinnant's
/// `days_from_civil` and `civil_from_days`), so grouping never calls the C library.
public struct CivilDate: Hashable, Comparable, Sendable {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 … 12.
    public let month: Int
    /// The day of the month, 1 … 31.
    public let day: Int

    /// The day `year`-`month`-`day`; the caller checks it exists (see ``isValid(year:month:day:)``).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day that wall-clock seconds since 1970-01-01 00:00:00 fall on.
    public init(localSeconds: Int64) {
        let days = Int(localSeconds.floorDivided(by: 86_400))
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Wall-clock seconds since 1970-01-01 00:00:00 at this day's midnight.
    public var localSeconds: Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Int64(era * 146_097 + dayOfEra - 719_468) * 86_400
    }

    /// Whether `year`-`month`-`day` is a real day (February 29 only in leap years).
    public static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// English month names, January first, as section headers show them.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}

extension Int64 {
    /// The quotient rounded toward negative infinity (so −1 second is on Dec 31, 1969).
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
