import ArgumentParser

/// The range of sizes and margins `tessera layout` accepts, in points.
///
/// A billion points is 125 million columns or 62.5 million rows of cells, far beyond anything a person could
/// scroll through; beyond it layouts only produce numbers that lose their integral part in JSON.
enum PointLimit {
    static let maximum = 1_000_000_000.0

    /// Throws a one-line error naming `option` unless `value` is a number from 0 to ``maximum``. Zero is
    /// legal: an empty bounds, for which every layout still lays its items out.
    static func validateSize(_ value: Double, option: String) throws {
        guard value >= 0, value <= maximum else {
            throw ValidationError(
                "\(option) must be a number from 0 to \(written(maximum)) points, not '\(written(value))'")
        }
    }

    /// Throws a one-line error naming `option` unless every value lies within ±``maximum``.
    static func validateMargins(_ values: [Double], option: String) throws {
        for value in values where !(abs(value) <= maximum) {
            throw ValidationError(
                "\(option) must lie between -\(written(maximum)) and \(written(maximum)) points, not '\(written(value))'"
            )
        }
    }

    /// A number as it is best read: whole numbers without a fraction (`-1`, not `-1.0`), others as Swift
    /// writes them (`1e+20`, `nan`, `inf`).
    static func written(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
