#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileTime {
    /// The day of this moment in the local time zone, as album cards show it: `Nov 23, 2026`.
    ///
    /// The time zone is the process's (`TZ`, else the system's), read through `localtime_r`. A moment the
    /// C library cannot represent shows as `unknown date`.
    public var shortLocalDate: String {
        var time = time_t(clamping: seconds)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "unknown date" }
        return Self.shortDate(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// A calendar day written like `Nov 23, 2026`; `month` is 1 ... 12.
    static func shortDate(year: Int, month: Int, day: Int) -> String {
        "\(monthAbbreviations[month - 1]) \(day), \(year)"
    }

    /// English month abbreviations, January first.
    private static let monthAbbreviations = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
}
