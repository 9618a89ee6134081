/// A fraction as EXIF stores exposure times, apertures and focal lengths: kept exact, so `1/250` s reads
/// back as `1/250`, not as 0.004.
public struct ExifRational: Hashable, Sendable {
    /// The numerator.
    public var numerator: Int
    /// The denominator; never zero (a zero denominator is read as no value).
    public var denominator: Int

    /// Creates a fraction, or nil when `denominator` is zero.
    public init?(numerator: Int, denominator: Int) {
        guard denominator != 0 else { return nil }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The fraction's value.
    public var value: Double { Double(numerator) / Double(denominator) }
}

extension ExifRational: CustomStringConvertible {
    /// `1/250`, or `2.5` for a value of 1 or more (as photographers write exposure times).
    public var description: String {
        if value < 1, numerator > 0, denominator % numerator == 0 {
            return "1/\(denominator / numerator)"
        }
        if value < 1, numerator > 0 { return "1/\(Int((1 / value).rounded()))" }
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))" : "\(tenths)"
    }
}
