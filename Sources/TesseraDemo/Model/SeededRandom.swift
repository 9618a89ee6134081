/// A small, fast, deterministic random number generator (SplitMix64).
///
/// The app's `--seed S` fixes every random choice through one of these: the same seed gives the same
/// sequence on every platform and in every run. Use ``derived(_:)`` to fork an independent stream for
/// one purpose (the people, the updates, the pictures) so that drawing more numbers for one purpose
/// never shifts the numbers of another.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let pick = Int.random(in: 0..<10, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state: the next output is a function of it alone.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state = state &+ 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// An independent generator for one purpose, named by `salt`; this generator is not advanced.
    ///
    /// The same state and salt always give the same stream; different salts give unrelated streams.
    public func derived(_ salt: UInt64) -> SeededRandom {
        SeededRandom(seed: SeededHash.mix(state, salt))
    }
}
