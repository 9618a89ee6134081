/// A date and time as a camera recorded it: the wall-clock reading, plus its offset from UTC when the file
/// states one. Never converted: a photo taken at 23:30 in Tokyo stays 23:30.
public struct ExifDateTime: Hashable, Sendable, Comparable {
    /// Which EXIF field a date came from.
    public enum Source: Hashable, Sendable {
        /// DateTimeOriginal (0x9003): when the picture was taken.
        case original
        /// DateTimeDigitized (0x9004): when it was stored as digital data.
        case digitized
        /// DateTime (0x0132): when the file was last changed.
        case modified
    }

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
    /// The second, 0...60 (a leap second).
    public var second: Int
    /// Minutes east of UTC (`+02:00` is 120), when the file states the offset.
    public var utcOffsetMinutes: Int?
    /// The field it was read from.
    public var source: Source

    /// Creates a date, or nil when a field is out of its range.
    public init?(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, utcOffsetMinutes: Int? = nil,
        source: Source = .original
    ) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
        self.utcOffsetMinutes = utcOffsetMinutes
        self.source = source
    }

    /// Parses EXIF's `YYYY:MM:DD HH:MM:SS` (dashes or slashes also accepted in the date, `T` for the space;
    /// anything after the seconds ignored). The all-zero and blank dates cameras write when unset give nil.
    init?(exifText text: String, offset: String?, source: Source) {
        // The string's own UTF-8 bytes (no array of them is made: an index reads one date per photo).
        var text = text
        let fields = text.withUTF8 {
            bytes -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)? in
            guard bytes.count >= 19 else { return nil }
            func number(_ start: Int, _ length: Int) -> Int? {
                var value = 0
                for byte in bytes[start..<(start + length)] {
                    guard (0x30...0x39).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return value
            }
            func isDateSeparator(_ byte: UInt8) -> Bool { byte == 0x3A || byte == 0x2D || byte == 0x2F }
            guard isDateSeparator(bytes[4]), isDateSeparator(bytes[7]),
                bytes[10] == 0x20 || bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
                let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
            else { return nil }
            return (year, month, day, hour, minute, second)
        }
        guard let fields else { return nil }
        self.init(
            year: fields.year, month: fields.month, day: fields.day, hour: fields.hour,
            minute: fields.minute, second: fields.second,
            utcOffsetMinutes: offset.flatMap(Self.offsetMinutes), source: source)
    }

    /// `+HH:MM` or `-HH:MM` (up to ±14:00) in minutes; nil for anything else, including EXIF's blank
    /// `   :  `.
    static func offsetMinutes(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 6, bytes[0] == 0x2B || bytes[0] == 0x2D, bytes[3] == 0x3A,
            bytes[1...2].allSatisfy({ (0x30...0x39).contains($0) }),
            bytes[4...5].allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        let hours = Int(bytes[1] - 0x30) * 10 + Int(bytes[2] - 0x30)
        let minutes = Int(bytes[4] - 0x30) * 10 + Int(bytes[5] - 0x30)
        guard hours <= 14, minutes < 60 else { return nil }
        return (bytes[0] == 0x2D ? -1 : 1) * (hours * 60 + minutes)
    }

    /// Orders by wall-clock reading (offsets are not applied: photos sort as recorded).
    public static func < (lhs: ExifDateTime, rhs: ExifDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }
}

extension ExifDateTime: CustomStringConvertible {
    /// `2026-11-08 12:11:05`, with ` +01:00` when the offset is known.
    public var description: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(repeating: "0", count: max(0, 4 - String(self.year).count)) + String(self.year)
        var text = "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second))"
        if let offset = utcOffsetMinutes {
            text += " \(offset < 0 ? "-" : "+")\(two(abs(offset) / 60)):\(two(abs(offset) % 60))"
        }
        return text
    }
}
