/// A date and time as a camera or phone wrote it: wall-clock fields, and the offset from UTC when the file
/// states one. Nothing is converted to another time zone.
public struct RecordedDate: Hashable, Sendable {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int
    /// The hour, 0...23.
    public var hour: Int
    /// The minute, 0...59.
    public var minute: Int
    /// The second, 0...60.
    public var second: Int
    /// Seconds east of UTC that the wall-clock fields are in, when known (`0` for a UTC time).
    public var utcOffsetSeconds: Int?

    /// Creates a date from its fields as given.
    public init(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, utcOffsetSeconds: Int? = nil
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// Reads an ISO 8601 date-time as containers write it: `2026-11-08T12:11:05Z`,
    /// `2026-11-08T12:11:05.000000Z`, `2026-11-08T12:11:05+0100` or `+01:00`, or with a space for the `T`;
    /// `nil` for anything else or a field out of range.
    public init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = Self.number(bytes, 0, 4), let month = Self.number(bytes, 5, 2),
            let day = Self.number(bytes, 8, 2), let hour = Self.number(bytes, 11, 2),
            let minute = Self.number(bytes, 14, 2), let second = Self.number(bytes, 17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
        else { return nil }
        var rest = bytes[19...]
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst().drop { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard let offset = Self.offset(Array(rest)) else { return nil }
        self.init(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            utcOffsetSeconds: offset)
    }

    /// The offset in `zone` (`""`, `Z`, `+hhmm`, `+hh:mm`, `-hh`…) in seconds; `.some(nil)` when absent,
    /// `nil` when malformed.
    private static func offset(_ zone: [UInt8]) -> Int?? {
        if zone.isEmpty { return .some(nil) }
        if zone == [UInt8(ascii: "Z")] { return 0 }
        guard let sign = zone.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
            return nil
        }
        let digits = zone.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 2 || digits.count == 4, let hours = number(Array(digits), 0, 2) else {
            return nil
        }
        let minutes = digits.count == 4 ? number(Array(digits), 2, 2) : 0
        guard let minutes, hours <= 14, minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == UInt8(ascii: "-") ? -seconds : seconds
    }

    /// The decimal number in `count` ASCII digits at `start`.
    private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
