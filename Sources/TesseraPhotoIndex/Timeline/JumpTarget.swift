/// A period typed at the timeline's `:` prompt: a year, a month or a day.
public enum JumpTarget: Hashable, Sendable {
    /// `2019`.
    case year(Int)
    /// `2019-07`.
    case month(year: Int, month: Int)
    /// `2019-07-14`.
    case day(CivilDate)

    /// The period `text` names (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`, spaces around it ignored).
    public init(parsing text: String) throws(JumpError) {
        let trimmed = text.trimmingSpaces
        let fields = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let lengths = fields.map(\.count)
        guard [[4], [4, 2], [4, 2, 2]].contains(lengths),
            fields.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { throw .notADate(trimmed) }
        let numbers = fields.map { Int($0)! }
        switch numbers.count {
        case 1:
            self = .year(numbers[0])
        case 2:
            guard (1...12).contains(numbers[1]) else { throw .noSuchDate(trimmed) }
            self = .month(year: numbers[0], month: numbers[1])
        default:
            guard CivilDate.isValid(year: numbers[0], month: numbers[1], day: numbers[2]) else {
                throw .noSuchDate(trimmed)
            }
            self = .day(CivilDate(year: numbers[0], month: numbers[1], day: numbers[2]))
        }
    }

    /// The period as wall-clock seconds: from its first second up to, not including, the next period's.
    public var localSeconds: Range<Int64> {
        switch self {
        case .year(let year):
            CivilDate(year: year, month: 1, day: 1)
                .localSeconds..<CivilDate(year: year + 1, month: 1, day: 1)
                .localSeconds
        case .month(let year, let month):
            CivilDate(year: year, month: month, day: 1)
                .localSeconds..<CivilDate(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1)
                .localSeconds
        case .day(let day):
            day.localSeconds..<day.localSeconds + 86_400
        }
    }
}

/// Why the text at the `:` prompt names no period; ``description`` is the one line the prompt shows.
public enum JumpError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not of the form `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    case notADate(String)
    /// The right form, but no such month or day (`2019-13`, `2019-02-30`).
    case noSuchDate(String)

    /// `not a date: "july" (type 2019, 2019-07 or 2019-07-14)`.
    public var description: String {
        switch self {
        case .notADate(let text): "not a date: \"\(text)\" (type 2019, 2019-07 or 2019-07-14)"
        case .noSuchDate(let text): "no such date: \(text)"
        }
    }
}

extension String {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
