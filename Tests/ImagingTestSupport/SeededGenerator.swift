/// A small seeded random generator (xorshift64) for tests that must draw the same values on every run:
/// the same seed gives the same sequence on every platform and toolchain.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed` (any value; zero is made odd).
    public init(seed: UInt64) {
        state = seed | 1
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    /// The next value as a non-negative `Int`.
    public mutating func nextInt() -> Int {
        Int(truncatingIfNeeded: next() >> 1)
    }
}
