/// The comparison behind ``NaturalOrder``, on names already folded to lower case, through pointers so that
/// comparing touches no reference counts.
enum NaturalComparison {
    /// The name's bytes as lower-case UTF-8, invalid bytes repaired with U+FFFD first; ASCII names take
    /// a fast path that makes no `String`.
    static func folded(_ name: some Collection<UInt8>) -> [UInt8] {
        guard name.allSatisfy({ $0 < 0x80 }) else {
            return Array(String(decoding: name, as: UTF8.self).lowercased().utf8)
        }
        return name.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    /// Whether the name with folded bytes `a` and raw bytes `rawA` sorts before the one with `b` and
    /// `rawB`: by ``order(_:_:)``, then by raw bytes.
    static func precedes(
        _ a: UnsafeBufferPointer<UInt8>, raw rawA: UnsafeBufferPointer<UInt8>,
        _ b: UnsafeBufferPointer<UInt8>, raw rawB: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        switch order(a, b) {
        case .lessThan: true
        case .greaterThan: false
        case .equal: rawA.lexicographicallyPrecedes(rawB)
        }
    }

    /// The outcome of a three-way comparison.
    enum Outcome {
        case lessThan, equal, greaterThan
    }

    /// How two folded names compare: byte by byte, except that digit runs compare by value, and names
    /// that are otherwise equal compare by the first digit run whose leading zeros differ (fewer first).
    static func order(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Outcome {
        var i = 0
        var j = 0
        var zerosOutcome = Outcome.equal
        while i < a.count && j < b.count {
            guard isDigit(a[i]) && isDigit(b[j]) else {
                if a[i] != b[j] { return a[i] < b[j] ? .lessThan : .greaterThan }
                i += 1
                j += 1
                continue
            }
            let left = digitRun(a, from: i)
            let right = digitRun(b, from: j)
            if left.significant.count != right.significant.count {
                return left.significant.count < right.significant.count ? .lessThan : .greaterThan
            }
            for (x, y) in zip(a[left.significant], b[right.significant]) where x != y {
                return x < y ? .lessThan : .greaterThan
            }
            if zerosOutcome == .equal && left.leadingZeros != right.leadingZeros {
                zerosOutcome = left.leadingZeros < right.leadingZeros ? .lessThan : .greaterThan
            }
            i = left.significant.upperBound
            j = right.significant.upperBound
        }
        if i < a.count { return .greaterThan }
        if j < b.count { return .lessThan }
        return zerosOutcome
    }

    /// The digit run starting at `start`: how many leading zeros it has and where its other digits are.
    private static func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> (leadingZeros: Int, significant: Range<Int>)
    {
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
}
