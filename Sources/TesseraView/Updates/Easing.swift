/// Timing curves for animations.
public enum Easing {
    /// Cubic ease-in-out: slow start, fast middle, slow end; `t` and the result run from 0 to 1.
    public static func easeInOut(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if t < 0.5 { return 4 * t * t * t }
        let u = -2 * t + 2
        return 1 - u * u * u / 2
    }
}
