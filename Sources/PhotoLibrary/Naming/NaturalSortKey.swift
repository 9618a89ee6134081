/// A name prepared for ``NaturalOrder``: computed once per name, then compared many times while sorting.
struct NaturalSortKey: Comparable, Sendable {
    /// The name as lower-case UTF-8 (invalid bytes repaired with U+FFFD first).
    let folded: [UInt8]
    /// The name's own bytes, the last tie-break.
    let raw: [UInt8]

    /// The key of a name whose bytes need not be UTF-8.
    init(bytes: some Collection<UInt8>) {
        raw = Array(bytes)
        folded = Array(String(decoding: raw, as: UTF8.self).lowercased().utf8)
    }

    /// The key of a name.
    init(_ name: String) {
        raw = Array(name.utf8)
        folded = Array(name.lowercased().utf8)
    }

    static func < (lhs: NaturalSortKey, rhs: NaturalSortKey) -> Bool {
        switch naturalComparison(lhs.folded, rhs.folded) {
        case .lessThan: true
        case .greaterThan: false
        case .equal: lhs.raw.lexicographicallyPrecedes(rhs.raw)
        }
    }

    /// How two lower-case names compare: byte by byte, except that digit runs compare by value, and names
    /// that are otherwise equal compare by the first digit run whose leading zeros differ (fewer first).
    private static func naturalComparison(_ a: [UInt8], _ b: [UInt8]) -> Comparison {
        var i = 0
        var j = 0
        var zerosComparison = Comparison.equal
        while i < a.count && j < b.count {
            guard isDigit(a[i]) && isDigit(b[j]) else {
                if a[i] != b[j] { return a[i] < b[j] ? .lessThan : .greaterThan }
                i += 1
                j += 1
                continue
            }
            let left = digitRun(a, from: i)
            let right = digitRun(b, from: j)
            let leftValue = a[left.significant]
            let rightValue = b[right.significant]
            if leftValue.count != rightValue.count {
                return leftValue.count < rightValue.count ? .lessThan : .greaterThan
            }
            if let (x, y) = zip(leftValue, rightValue).first(where: { $0 != $1 }) {
                return x < y ? .lessThan : .greaterThan
            }
            if zerosComparison == .equal && left.leadingZeros != right.leadingZeros {
                zerosComparison = left.leadingZeros < right.leadingZeros ? .lessThan : .greaterThan
            }
            i = left.significant.upperBound
            j = right.significant.upperBound
        }
        if i < a.count { return .greaterThan }
        if j < b.count { return .lessThan }
        return zerosComparison
    }

    /// The digit run starting at `start`: how many leading zeros it has and where its other digits are.
    private static func digitRun(_ bytes: [UInt8], from start: Int) -> (
        leadingZeros: Int, significant: Range<Int>
    ) {
        var first = start
        while first < bytes.count && bytes[first] == UInt8(ascii: "0") { first += 1 }
        var end = first
        while end < bytes.count && isDigit(bytes[end]) { end += 1 }
        return (first - start, first..<end)
    }

    /// Whether the byte is an ASCII digit.
    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The outcome of a three-way comparison.
    private enum Comparison {
        case lessThan, equal, greaterThan
    }
}
