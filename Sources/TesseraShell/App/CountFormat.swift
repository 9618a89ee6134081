/// Formats counts for people: `1,000,000`, `12 of 40`.
package enum CountFormat {
    /// `value` with a comma between thousands.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `position of total`, 1-based, or an empty string when there is no position.
    package static func position(_ index: Int?, of total: Int) -> String {
        guard let index else { return total == 0 ? "" : "– of \(grouped(total))" }
        return "\(grouped(index + 1)) of \(grouped(total))"
    }
}
