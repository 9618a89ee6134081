/// Colours as pictures compute them: red, green and blue as `Float`s on the 0…255 scale.
///
/// `Canvas.paintPicture` then shows them at the terminal's colour depth. Everything here is a few
/// vector operations and allocation free.
extension SIMD3 where Scalar == Float {
    /// The colour `amount` of the way from `self` to `other` (`amount` in 0…1).
    @inline(__always)
    func mixed(with other: Self, _ amount: Float) -> Self {
        self + (other - self) * amount
    }

    /// The components as bytes, rounded and clamped to 0...255.
    @inline(__always)
    var bytes: (UInt8, UInt8, UInt8) {
        (Self.byte(x), Self.byte(y), Self.byte(z))
    }

    /// One component as a byte, rounded and clamped (scalar code: the generic `pointwiseMin` and
    /// `pointwiseMax` are not inlined).
    @inline(__always)
    private static func byte(_ value: Float) -> UInt8 {
        UInt8(Swift.min(Swift.max(value, 0), 255) + 0.5)
    }
}

/// The periodic shapes scenes build ridges, ripples and clouds from.
enum PictureWave {
    /// A smooth wave of period 1 between −1 and 1, close to sin(2πt) (a parabola per half period).
    @inline(__always)
    static func smooth(_ t: Float) -> Float {
        let q = 2 * fraction(t) - 1
        return -4 * q * (1 - abs(q))
    }

    /// A triangle wave of period 1 between 0 and 1, with sharp peaks at half periods.
    @inline(__always)
    static func peaked(_ t: Float) -> Float {
        1 - abs(2 * fraction(t) - 1)
    }

    /// `t − ⌊t⌋`, 0…1, for `|t|` well within `Int`'s range (scenes stay within ±1,000).
    ///
    /// A truncating conversion and a select rather than `rounded(.down)`, which without SSE 4.1 is a
    /// call into the C library.
    @inline(__always)
    static func fraction(_ t: Float) -> Float {
        let f = t - Float(Int(t))
        return f < 0 ? f + 1 : f
    }
}
