extension Double {
    /// The value rounded down and converted to `Int`, with NaN giving 0 and values beyond ±2⁵³ clamped,
    /// so that no geometry, however hostile, can trap in a conversion.
    var flooredInt: Int {
        guard !isNaN else { return 0 }
        let limit = 9_007_199_254_740_992.0
        return Int(Swift.min(Swift.max(rounded(.down), -limit), limit))
    }

    /// The value, or `fallback` when it is NaN or infinite.
    func finite(or fallback: Double) -> Double { isFinite ? self : fallback }
}
